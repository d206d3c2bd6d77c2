// Visual regression: the login page, the launcher and the shell with its user menu and launcher
// open, in the light and the dark colour scheme, each compared with its committed baseline
// (tests/e2e/__screenshots__/, made by Debian's Chromium) within the tolerance set in
// playwright.config.ts. A deliberate change of a screen regenerates them with
// `npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots` (docs/testing.md).
// Everything that could vary between runs is fixed: clock, time zone, locale, viewport, motion.
import { expect, test, type Page } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';

/** Before any token the server issues, so a signed-in session stays valid under this clock. */
const FIXED_TIME = new Date('2026-01-15T09:30:00Z');

test.use({
  locale: 'en-US',
  timezoneId: 'UTC',
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
});

/**
 * Notifications are transient, and one may appear for reasons outside this test: another test's
 * failed sign-in as Ava gives her next sign-in a notice. They stay out of the pictures.
 */
async function hideNotifications(page: Page) {
  await page.addStyleTag({ content: '.mantine-Notifications-root { visibility: hidden; }' });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the login page, the launcher and the shell match their baselines in the ${colorScheme} scheme`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(FIXED_TIME);
    // Reduced motion also holds the login page's rotating product name on its first.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });

    await page.goto('/login');
    // The page focuses the e-mail field; the picture waits for it.
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expect(page).toHaveScreenshot(`login-${colorScheme}.png`);

    await signInThroughPage(page, 'ava.admin@harbor.example');
    await hideNotifications(page);
    await expect(page.getByRole('link', { name: 'Customers', exact: true }).first()).toBeVisible();
    await expect(page).toHaveScreenshot(`launcher-${colorScheme}.png`);

    await page.getByRole('button', { name: 'Ava Admin, Harbor Coffee' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expect(page).toHaveScreenshot(`shell-user-menu-${colorScheme}.png`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open the app launcher' }).click();
    const launcher = page.getByRole('dialog', { name: 'Open the app launcher' });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveCSS('opacity', '1');
    await expect(page).toHaveScreenshot(`shell-launcher-popover-${colorScheme}.png`);
  });
}
