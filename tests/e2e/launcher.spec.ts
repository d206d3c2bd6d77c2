// The launcher (spec §2 "Launcher"): each entry shows only the sub-items its user may reach, and
// an entry whose own path is out of reach opens its first reachable sub-item.
import { expect, test, type Page } from '@playwright/test';
import { addHarborMember } from '../support/harbor-member';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';

const SALES_SUB_ITEMS = ['Gift Cards', 'Products', 'Reports', 'Transactions', 'Fulfillment'];

/** The launcher card of an app: the article named after it on the launcher page. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function subItemsOf(page: Page, name: string): Promise<string[]> {
  const links = card(page, name).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allTextContents()).map((text) => text.trim());
}

test("Max's Sales card lists every sales screen his permissions reach", async ({ page }) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  expect(await subItemsOf(page, 'Sales')).toEqual(['Sales', ...SALES_SUB_ITEMS]);
  await expect(card(page, 'Customers').getByRole('link', { name: 'Memberships' })).toBeVisible();
});

test('a clerk with two sales permissions sees those two, and Sales opens the first', async ({
  page,
  request,
}) => {
  const { email } = await addHarborMember(request, 'clerk', () => ({
    firstName: 'Cleo',
    lastName: 'Clerk',
    password: DEMO_PASSWORD,
    permissions: { sales: { giftCardsView: true, reportsView: true } },
  }));

  await signInThroughPage(page, email);
  expect(await subItemsOf(page, 'Sales')).toEqual(['Sales', 'Gift Cards', 'Reports']);
  await expect(card(page, 'Customers')).toHaveCount(0);
  // Point of sale needs spWithoutInstall in a browser, so the entry opens Gift Cards instead.
  await card(page, 'Sales').getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(page).toHaveURL(/\/sales\/gift-cards$/);
});

/** The names of the script files the page has fetched so far. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.slice(path.lastIndexOf('/') + 1)),
  );

test("the launcher fetches none of the point of sale's code; the point of sale fetches it in one file", async ({
  page,
}) => {
  // vite.web.config.ts: the till's page and what it imports beyond the signed-in app are one
  // file, which only the screens that use it import.
  await signInThroughPage(page, 'max.manager@harbor.example');
  await expect(card(page, 'Sales')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await scriptsFetched(page)).filter((name) => name.startsWith('salespoint-'))).toEqual([]);

  await page.goto('/sales/salespoint');
  await expect(page.getByRole('heading', { name: 'Current sale' })).toBeVisible();
  expect((await scriptsFetched(page)).filter((name) => name.startsWith('salespoint'))).toEqual([
    expect.stringMatching(/^salespoint-[\w-]+\.js$/),
  ]);
});
