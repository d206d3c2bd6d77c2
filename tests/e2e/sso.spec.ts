// Single sign-on in a real popup through the server's local identity provider (spec §4 Login,
// §8, §9; docs/sso.md): Sam Sso signs in; the provider's Cancel, a return without parameters, a
// blocked popup and a closed popup each get the spec's answer.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD } from '../support/sign-in';

const SAM = 'sam.sso@harbor.example';
const WAITING = 'Continue in the sign-in window';

/** Types Sam's address and presses Next; resolves with the popup the login page opens. */
async function startSingleSignOn(page: Page): Promise<Page> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(SAM);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Next' }).click();
  return popup;
}

/** The local identity provider's own sign-in form, reached through our /login/sso page. */
async function providerForm(popup: Page) {
  await expect(popup).toHaveURL(/\/oidc\/interaction\//);
  await expect(popup.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(popup.getByLabel('E-mail')).toHaveValue(SAM);
}

async function signInAtProvider(popup: Page) {
  await providerForm(popup);
  await popup.getByLabel('Password').fill(DEMO_PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
}

/** Makes the page's window.open report a blocked popup, the first time or every time. */
async function blockPopups(page: Page, times: 'once' | 'always') {
  await page.addInitScript((blockAlways) => {
    type Open = (url?: string | URL, target?: string, features?: string) => unknown;
    const browserWindow = globalThis as unknown as { open: Open; openCalls: string[] };
    const realOpen = browserWindow.open.bind(globalThis);
    let blocked = false;
    browserWindow.openCalls = [];
    browserWindow.open = (url, target, features) => {
      browserWindow.openCalls.push(features ?? '');
      if (blockAlways || !blocked) {
        blocked = true;
        return null;
      }
      return realOpen(url, target, features);
    };
  }, times === 'always');
}

test('Sam Sso signs in through the identity provider in a popup', async ({ page }) => {
  const popup = await startSingleSignOn(page);
  await expect(page.getByText(WAITING)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/sso-waiting.png' });

  await signInAtProvider(popup);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Sam Sso/ })).toBeVisible();
});

test("the provider's Cancel comes back as the SSO error text", async ({ page }) => {
  const popup = await startSingleSignOn(page);
  await providerForm(popup);

  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await closed;

  await expect(page.getByRole('alert')).toContainText(
    'SSO error: access_denied: End-User aborted interaction',
  );
  await expect(page.getByLabel('E-mail')).toHaveValue(SAM);
  await expect(page).toHaveURL(/\/login$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a return without parameters says so', async ({ page }) => {
  const popup = await startSingleSignOn(page);
  await providerForm(popup);

  // Navigate without waiting for the load: the return page closes its window at once, and a
  // goto awaiting a response from a closed page fails outside the test.
  const closed = popup.waitForEvent('close');
  await popup.evaluate("window.location.assign('/login/callback')");
  await closed;

  await expect(page.getByRole('alert')).toContainText('Missing callback parameters');
});

test('a blocked popup offers to continue, which opens it', async ({ page }) => {
  await blockPopups(page, 'once');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(SAM);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('alert')).toContainText('The sign-in window was blocked');
  const continueButton = page.getByRole('button', { name: 'Continue with Single Sign On' });
  await expect(continueButton).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/sso-blocked.png' });

  const popup = page.waitForEvent('popup');
  await continueButton.click();
  await signInAtProvider(await popup);

  await expect(page).toHaveURL(/\/$/);
  const features = await page.evaluate(
    () => (globalThis as unknown as { openCalls: string[] }).openCalls,
  );
  expect(features).toHaveLength(2);
  for (const opened of features) expect(opened).toContain('width=450,height=550');
});

test("the blocked popup's Cancel returns to the e-mail step", async ({ page }) => {
  await blockPopups(page, 'always');
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(SAM);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByLabel('E-mail')).toHaveValue(SAM);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('closing the popup cancels the sign-in', async ({ page }) => {
  await page.clock.install();
  const popup = await startSingleSignOn(page);
  await providerForm(popup);
  await expect(page.getByText(WAITING)).toBeVisible();

  await popup.close();
  await page.clock.runFor(500);

  await expect(page.getByLabel('E-mail')).toHaveValue(SAM);
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the return page opened on its own says the window can be closed', async ({ page }) => {
  await page.setViewportSize({ width: 450, height: 550 });
  await page.goto('/login/callback?code=stray&state=stray');

  await expect(page.getByRole('alert')).toHaveText(
    'You can close this window and continue on the sign-in page.',
  );
  await expect(page.getByRole('button', { name: 'Close window' })).toBeVisible();
  await expect(page).toHaveTitle('Zyno');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/sso-return-page.png' });
});
