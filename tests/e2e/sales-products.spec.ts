// The products back office end to end (issue 16): Max creates a product with two sizes and the
// milk choice; a station where Casey is signed in shows it without a reload, sells it, and the
// sale is in the transactions and in today's report with the right totals. A member who may only
// see products is shown no edit controls.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { addHarborMember } from '../support/harbor-member';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';
import { signedInAtStation } from '../support/station';

/** Picks `option` in the Mantine select or multi-select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a product made in the back office is sold at a station and reported', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const name = `Cortado ${randomUUID().slice(0, 6)}`;

  // The station first, selling, so the product must reach it while it is open.
  const stationContext = await browser.newContext({ baseURL });
  const station = await stationContext.newPage();
  await signedInAtStation(station, request, baseURL, { username: 'casey', pin: '55556666' });
  await station.goto('/sales/salespoint');
  await expect(
    station.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();

  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/config/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-products');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByRole('table', { name: 'Categories' })).toContainText('Coffee');
  await expectAccessibleInBothSchemes(page, 'sales-products-categories');
  await page.getByRole('tab', { name: 'Modifier groups' }).click();
  await expect(page.getByRole('table', { name: 'Modifier groups' })).toContainText('Milk');
  await expectAccessibleInBothSchemes(page, 'sales-products-modifier-groups');

  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await choose(page, 'Category', 'Coffee');
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByRole('textbox', { name: 'Variant 1' }).fill('Small');
  await page.getByRole('textbox', { name: 'Price 1' }).fill('3.50');
  await page.getByRole('textbox', { name: 'Variant 2' }).fill('Large');
  await page.getByRole('textbox', { name: 'Price 2' }).fill('4.00');
  await choose(page, 'Modifier groups', 'Milk');
  await page.keyboard.press('Escape');
  await expectAccessibleInBothSchemes(page, 'sales-product-editor');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/config\/products\/[0-9a-f-]{36}$/);

  // At the station, without a reload: found, chosen in its large size with oat milk, paid.
  await station.getByLabel('Search products').fill(name);
  const tile = station.getByRole('button', { name: new RegExp(name) });
  await expect(tile).toBeVisible({ timeout: 15_000 });
  await tile.click();
  await station.getByRole('radio', { name: /^Large/ }).check();
  await station.getByRole('radio', { name: /^Oat/ }).check();
  await station.getByRole('button', { name: 'Add to sale · $4.60' }).click();
  // 4.60 at 8.875 %: 0.41 tax.
  await station.getByRole('button', { name: /Pay \$5\.01/ }).click();
  await station.getByRole('button', { name: 'Exact $5.01' }).click();
  const receipt = station.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(name);
  const receiptNumber = /Receipt (\S+-\d{6})/.exec((await receipt.textContent()) ?? '')?.[1] ?? '';
  expect(receiptNumber).not.toBe('');
  await stationContext.close();

  await page.goto(`/sales/transactions?search=${receiptNumber}`);
  const sales = page.getByRole('table', { name: 'Sales' }).getByRole('row');
  await expect(sales).toHaveCount(2);
  await expect(sales.nth(1)).toContainText('$5.01');

  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()),
  );
  await page.goto(`/sales/reports?from=${today}&to=${today}`);
  await page.getByRole('tab', { name: 'By product' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$4.60');
  await expect(row).toContainText('$5.01');
});

test('a member who may only see products gets no edit controls', async ({ page, request }) => {
  const viewer = await addHarborMember(request, 'viewer', (handle) => ({
    firstName: 'Vic',
    lastName: handle,
    password: DEMO_PASSWORD,
    permissions: { sales: { productsView: true } },
  }));
  await signInThroughPage(page, viewer.email);
  await page.goto('/sales/config/products');
  await expect(page.getByText(/You can look but not change/)).toBeVisible();
  const rows = page.getByRole('table', { name: 'Products' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByRole('table', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add category' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Latte');
  await page.getByRole('cell', { name: 'Latte', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Latte', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add variant' })).toHaveCount(0);
  await expectAccessibleInBothSchemes(page, 'sales-product-read-only');
});
