// A screen whose code cannot be fetched (spec §2 Shell, §7 "A version file is fetched when a screen
// fails to load"): the version file decides between 'Updating Zyno...' and the error text, and
// either way the app reloads, which brings the screen back once its code can be fetched again.
import { expect, test, type Page } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';

const UPDATING = 'Updating Zyno...';
const FAILED =
  'An error occurred while loading a Zyno component. The application will now reload and retry.';
const COMING_SOON = 'This screen arrives in a coming release of Zyno.';

/** From now on, every script the page has not fetched yet fails to download. */
async function failNewScreens(page: Page): Promise<() => Promise<void>> {
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    ),
  );
  const handler = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    if (loaded.has(new URL(route.request().url()).pathname)) await route.fallback();
    else await route.abort('connectionfailed');
  };
  await page.route('**/assets/*.js', handler);
  return () => page.unroute('**/assets/*.js', handler);
}

/** Customers' screen is one the launcher has not loaded yet. */
async function openCustomers(page: Page) {
  await page.getByRole('link', { name: 'Customers', exact: true }).first().click();
}

test('a screen that fails to load while a new version is out says so and reloads', async ({
  page,
}) => {
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.route('**/version.json', (route) =>
    route.fulfill({ json: { version: '99.1.1', build: 'the-next-release' } }),
  );
  const restore = await failNewScreens(page);
  await openCustomers(page);
  await expect(page.getByText(UPDATING)).toBeVisible();
  await restore();
  await page.unroute('**/version.json');
  await page.waitForEvent('load');
  await expect(page.getByText(COMING_SOON)).toBeVisible();
});

test('a screen that fails to load on the current version shows the error, then reloads', async ({
  page,
}) => {
  await signInThroughPage(page, 'ava.admin@harbor.example');
  const restore = await failNewScreens(page);
  await openCustomers(page);
  await expect(page.getByText(FAILED)).toBeVisible();
  await expect(page.getByText(UPDATING)).toHaveCount(0);
  await restore();
  await page.waitForEvent('load');
  await expect(page).toHaveURL(/\/crm$/);
  await expect(page.getByText(COMING_SOON)).toBeVisible();
});
