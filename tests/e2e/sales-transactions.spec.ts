// Transactions (/sales/transactions) over Harbor Coffee's demo history: Max filters the sales by
// payment type and total through the URL, finds one by its receipt number, and opens it: its
// items, payments and the receipt as printed.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';

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
  // While the list loads its first skeleton row is also a row: wait for the sale's own.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(receiptNumber);
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

/** Today's refunds as the report gives them (New York, where the demo locations are). */
async function todaysRefunds(request: APIRequestContext) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(),
  );
  const max = await signInThroughApi(request, 'max.manager@harbor.example');
  const response = await request.get(`/api/suite/sales/reports/summary?from=${today}&to=${today}`, {
    headers: tenantHeaders(max, 'Harbor Coffee'),
  });
  expect(response.status()).toBe(200);
  const summary = (await response.json()) as {
    figures: { refundsMinor: number; refundsCount: number };
  };
  return summary.figures;
}

test('a refund from the sale’s page moves today’s refunds', async ({ page, request }) => {
  const before = await todaysRefunds(request);
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/transactions?state=completed&tender=cash');
  // A loaded sale's row (while loading, the table shows placeholder rows).
  await salesTable(page)
    .getByRole('row')
    .filter({ hasText: /[A-Z0-9]{1,4}-\d{2}-\d{6}/ })
    .first()
    .click();
  const heading = page.getByRole('heading', { level: 1, name: /^Receipt / });
  await expect(heading).toBeVisible();
  const receiptNumber = (await heading.innerText()).replace('Receipt ', '').trim();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund from receipt ${receiptNumber}` });
  await dialog.getByRole('textbox').first().fill('1');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cold coffee');
  await expectAccessibleInBothSchemes(page, 'sales-transaction-refund');
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Refunded \$[\d.]+ \(receipt /)).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('Refunds');
  await expect(items).toContainText('1 refunded');
  await expect(
    page
      .getByText('Partly refunded')
      .or(page.getByText('Refunded', { exact: true }))
      .first(),
  ).toBeVisible();
  const after = await todaysRefunds(request);
  expect(after.refundsCount).toBe(before.refundsCount + 1);
  expect(after.refundsMinor).toBeGreaterThan(before.refundsMinor);
});
