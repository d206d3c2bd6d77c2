// The login page prerendered by the build (vite.prerender.ts, docs/web-performance.md "Issue 17:
// the login page prerendered"): painted before any script, taken over by the app without losing
// what the visitor typed, and never shown to a visit that goes elsewhere.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';

const MAX = 'max.manager@harbor.example';
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry script back until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the login page shows with JavaScript disabled, styled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  // The page's own stylesheet is applied: the form side is not the page's full width.
  const main = await page.getByRole('main').boundingBox();
  expect(main?.x ?? 0).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/login-prerendered-no-js.png' });
  await context.close();
});

test('an e-mail typed before the app starts is kept, and the sign-in works', async ({ page }) => {
  const release = await holdEntryScript(page);
  // The page's load waits for the held script: only its arrival.
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail');
  await email.fill(MAX);
  await page.screenshot({ path: 'test-results/login-prerendered-before-js.png' });
  release();
  // The app has taken over: its page drew over the prerendered markup.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/login-prerendered-after-js.png' });
  await expect(email).toHaveValue(MAX);
  await expect(email).toBeFocused();
  await email.press('Enter');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await password.fill(DEMO_PASSWORD);
  await password.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Sales', exact: true }),
  ).toBeVisible();
});

test('an e-mail sent before the app starts goes on once it has, without a reload', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  // The page's load waits for the held script: only its arrival.
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail');
  await email.fill(MAX);
  await email.press('Enter');
  // Held, not sent: the page neither reloads nor moves on before the app is there.
  await expect(page.locator('#root[data-prerendered][data-prerendered-submit="0"]')).toHaveCount(1);
  release();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(page.getByText(MAX)).toBeVisible();
  await expect(page.locator('#root[data-prerendered-submit]')).toHaveCount(0);
});

test('other addresses get the plain page, without the login markup', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/launcher', '/sales/salespoint', '/login/sso', '/']) {
    await page.goto(path);
    await expect(page.locator('#root')).toBeEmpty();
  }
  await context.close();
});

test('a stored session visiting /login goes to the launcher without showing the form', async ({
  page,
}) => {
  await signInThroughPage(page, MAX);
  const release = await holdEntryScript(page);
  // The page's load waits for the held script: only its arrival.
  await page.goto('/login', { waitUntil: 'commit' });
  // The markup is there but hidden until the app has decided where the visit goes.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(page.getByLabel('E-mail')).toBeHidden();
  release();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Sales', exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
});
