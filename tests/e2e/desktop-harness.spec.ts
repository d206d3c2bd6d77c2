// The desktop harness exposes the real main-process bridge to each page with its window kind's
// preload shape, and the web app recognises it is running in Zyno Desktop.
import { expect, test } from '@playwright/test';
import { DESKTOP_WINDOW_BRIDGES } from '../../src/shared/desktop/desktop-window-kinds';
import { installDesktopHarness } from '../support/desktop-harness';
import { registerStation } from '../support/station';

test('the page sees the desktop bridge and says it runs in Zyno Desktop', async ({
  page,
  request,
  baseURL,
}) => {
  const harness = await installDesktopHarness(page, { appOrigin: new URL(baseURL ?? '').origin });
  await registerStation(request, harness);
  await page.goto('/login');
  await expect(page.getByText('Zyno Desktop 25.727.740 · development')).toBeVisible();
  const methods = await page.evaluate(() =>
    Object.keys((globalThis as unknown as { zynoDesktop: object }).zynoDesktop),
  );
  expect(methods).toEqual(DESKTOP_WINDOW_BRIDGES.main);
});

test('the main window’s page cannot report a registration; the registration window’s page can only register', async ({
  page,
  baseURL,
}) => {
  const harness = await installDesktopHarness(page, { appOrigin: new URL(baseURL ?? '').origin });
  await page.goto('/zd/detect');
  const signIntoZyno = page.getByRole('button', { name: 'Sign into Zyno' });
  await expect(signIntoZyno).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        'performPostRegistrationTasks' in
        (globalThis as unknown as { zynoDesktop: object }).zynoDesktop,
    ),
  ).toBe(false);

  const registrationWindow = harness.nextRegistrationWindow();
  await signIntoZyno.click();
  const registration = await registrationWindow;
  await expect(registration.getByLabel('E-mail')).toBeVisible();
  expect(
    await registration.evaluate(() =>
      Object.keys((globalThis as unknown as { zynoDesktop: object }).zynoDesktop),
    ),
  ).toEqual(DESKTOP_WINDOW_BRIDGES.registration);
});

test('an installed build does not claim to be a development build', async ({
  page,
  request,
  baseURL,
}) => {
  const harness = await installDesktopHarness(page, {
    appOrigin: new URL(baseURL ?? '').origin,
    isDevelopment: false,
  });
  await registerStation(request, harness);
  await page.goto('/login');
  await expect(page.getByText('Zyno Desktop 25.727.740', { exact: true })).toBeVisible();
});

test('a page of another origin is refused by the bridge', async ({ page, baseURL }) => {
  await installDesktopHarness(page, { appOrigin: 'http://127.0.0.1:1' });
  await page.goto(baseURL ?? '/');
  const answer = await page.evaluate(() =>
    (globalThis as unknown as { zynoDesktop: { isDevelopment(): Promise<boolean> } }).zynoDesktop
      .isDevelopment()
      .then(String, (error: unknown) => (error instanceof Error ? error.message : String(error))),
  );
  expect(answer).toContain('request from an untrusted page was refused');
});

test('a window whose desktop platform code does not arrive says it could not start', async ({
  page,
  baseURL,
}) => {
  await installDesktopHarness(page, { appOrigin: new URL(baseURL ?? '').origin });
  await page.route(/\/assets\/desktop-platform-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Zyno could not start' })).toBeVisible();
  await expect(
    page.getByText('Zyno stopped because of an unexpected error. Please try again.', {
      exact: false,
    }),
  ).toBeVisible();
});
