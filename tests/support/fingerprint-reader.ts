// The virtual fingerprint reader in end-to-end tests: a touch once the page listens, and the
// start of an enrolment through the signed-in person's Manage Fingerprints dialog.
import { expect, type Locator, type Page } from '@playwright/test';
import type { VirtualReader } from '@zyno/fingerprint';
import { chooseOption } from './select';

/**
 * Puts a finger on the virtual reader once the page is listening, and checks it was scanned.
 * A page that has what it needs stops listening while the finger is still down: 'interrupted'.
 */
export async function touch(
  reader: VirtualReader,
  finger: number,
  impressionIndex: number,
): Promise<void> {
  await expect.poll(() => reader.capturing).toBe(true);
  const { outcome, impression } = await reader.touch(finger, { impressionIndex });
  expect(['captured', 'interrupted']).toContain(outcome);
  expect(impression).not.toBeNull();
}

/**
 * Opens Manage Fingerprints from `person`'s menu and starts enrolling `fingerName`: the dialog,
 * waiting for presses.
 */
export async function startEnrollment(
  page: Page,
  person: string,
  fingerName: string,
): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${person}`) }).click();
  await page.getByRole('menuitem', { name: 'Manage Fingerprints' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Fingerprints' });
  await expect(
    dialog.getByText('No fingerprints are enrolled yet.', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Enroll a finger' }).click();
  await chooseOption(dialog.getByRole('combobox', { name: 'Finger' }), fingerName);
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByText(`Press your ${fingerName} on the reader`)).toBeVisible();
  return dialog;
}
