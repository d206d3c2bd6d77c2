// Choosing from a Mantine Select in end-to-end tests, checked by what the field then shows.
import { expect, type Locator } from '@playwright/test';

/**
 * Opens `field`'s list and clicks the option `label`, until the field shows it. On a busy
 * machine a list can move between Playwright finding an option and clicking it (it settles its
 * place once its data arrive); that click lands beside the list and closes it with nothing
 * chosen, which a person would see and simply repeat.
 */
export async function chooseOption(field: Locator, label: string): Promise<void> {
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await field.page().getByRole('option', { name: label, exact: true }).click({ timeout: 10_000 });
    await expect(field).toHaveValue(label, { timeout: 2_000 });
  }).toPass();
}
