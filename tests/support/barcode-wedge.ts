/// <reference lib="dom" />
// A keyboard-wedge barcode scanner for end-to-end tests, and the demo catalogue's barcodes
// (design demo-seed.md "Sales"). The digits and Enter are sent as key presses in one burst from
// inside the page, with no field focused, so a busy test machine cannot space the keys out the way
// a person typing would.
import type { Page } from '@playwright/test';

export const CROISSANT = '2000000000015';
export const MUFFIN = '2000000000022';
export const BEANS = '0850001234566';

export async function scan(page: Page, code: string): Promise<void> {
  await page.evaluate(
    (keys) => {
      const target = document.activeElement ?? document.body;
      for (const key of keys) {
        target.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
      }
    },
    [...Array.from(code), 'Enter'],
  );
}
