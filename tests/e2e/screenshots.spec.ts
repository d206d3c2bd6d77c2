// Screens for review (test-results/screens/): the launcher and the shell with its user menu open,
// in the light and the dark colour scheme. The assertions keep the shots honest: each one shows
// what its name says.
import { expect, test } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the launcher and the shell look right in the ${colorScheme} scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughPage(page, 'ava.admin@harbor.example');
    await expect(page.getByRole('link', { name: 'Customers', exact: true }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await page.screenshot({ path: `test-results/screens/launcher-${colorScheme}.png` });

    await page.getByRole('button', { name: 'Ava Admin, Harbor Coffee' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `test-results/screens/shell-user-menu-${colorScheme}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open the app launcher' }).click();
    const launcher = page.getByRole('dialog', { name: 'Open the app launcher' });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveCSS('opacity', '1');
    await page.screenshot({
      path: `test-results/screens/shell-launcher-popover-${colorScheme}.png`,
    });
  });
}
