// Transactions (/sales/transactions) over Harbor Coffee's demo history: Max filters the sales by
// payment type and total through the URL, finds one by its receipt number, and opens it: its
// items, payments and the receipt as printed.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { signInThroughPage } from '../support/sign-in';

const salesTable = (page: Page) => page.getByRole('table', { name: 'Sales' });

test('card sales over $10, then one sale in full', async ({ page }) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/transactions?tender=card&min=10');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  const rows = salesTable(page).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(1);
  for (let index = 1; index < Math.min(shown, 8); index += 1) {
    const row = rows.nth(index);
    await expect(row).toContainText('Card');
    const total = Number((await row.getByRole('cell').last().innerText()).replace(/[$,]/g, ''));
    expect(total).toBeGreaterThanOrEqual(10);
  }
  await expectAccessibleInBothSchemes(page, 'sales-transactions');

  const receiptNumber = (await rows.nth(1).getByRole('cell').first().innerText()).trim();
  await page.goto(`/sales/transactions?search=${receiptNumber}`);
  await expect(rows).toHaveCount(2);
  await rows.nth(1).click();
  await expect(
    page.getByRole('heading', { name: `Receipt ${receiptNumber}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText('Payments');
  await expect(page.getByRole('region', { name: 'Receipt', exact: true })).toContainText(
    receiptNumber,
  );
  await expectAccessibleInBothSchemes(page, 'sales-transaction');
  await page.getByRole('link', { name: 'All transactions' }).click();
  await expect(page).toHaveURL(/\/sales\/transactions$/);
});

test('another tenant’s sale is not there', async ({ page }) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/transactions/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('There is no such sale in this tenant.')).toBeVisible();
});
