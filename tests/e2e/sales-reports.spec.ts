// Sales reports (/sales/reports) against the real server and Harbor Coffee's demo history: Max
// sees the last week's figures as the API reports them, a day by hour beside the day before and
// broken down by product, the day's cash drawers, exports the table as CSV, and Casey (no
// reportsView) is kept out.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';

interface Summary {
  period: { from: string; to: string };
  figures: { netMinor: number; collectedMinor: number; salesCount: number };
}

const dollars = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

async function summaryOf(request: APIRequestContext, query: string): Promise<Summary> {
  const max = await signInThroughApi(request, 'max.manager@harbor.example');
  const response = await request.get(`/api/suite/sales/reports/summary?${query}`, {
    headers: tenantHeaders(max, 'Harbor Coffee'),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

test('the last week, a day by product, and the table as CSV', async ({ page, request }) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Common date ranges' })).toHaveValue(
    'Last 7 days',
  );
  const week = await summaryOf(request, await weekQuery(page));
  expect(week.figures.salesCount).toBeGreaterThan(0);
  const net = page.getByText('Net sales', { exact: true }).first().locator('..');
  await expect(net).toContainText(dollars(week.figures.netMinor));
  const collected = page.getByText('Total collected', { exact: true }).first().locator('..');
  await expect(collected).toContainText(dollars(week.figures.collectedMinor));
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Cash');
  await expectAccessibleInBothSchemes(page, 'sales-reports');

  await page.getByRole('combobox', { name: 'Common date ranges' }).click();
  await page.getByRole('option', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/from=(\d{4}-\d{2}-\d{2})&to=\1/);
  // Yesterday beside the day before on the hourly chart; no drawer was opened in the demo days.
  await expect(page.getByText('Previous period').first()).toBeVisible();
  const drawers = page.getByRole('region', { name: 'Cash drawers' });
  await expect(drawers).toContainText('No cash drawer was opened in this period.');
  await expect(drawers.getByRole('button', { name: 'Export drawers' })).toBeDisabled();
  await page.getByRole('tab', { name: 'By product' }).click();
  const table = page.getByRole('table').filter({ hasText: 'Product' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export table' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Product,Sales,Gross sales,Discounts,Refunds,Net sales,Tax,Gift cards sold,Total collected',
  );
  expect(csv.split('\r\n').length).toBeGreaterThan(2);
});

/** The query the screen asks for when the URL has none: the last 7 days in New York. */
async function weekQuery(page: Page): Promise<string> {
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()),
  );
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return `from=${from}&to=${today}`;
}

test('a cashier without the reports permission is kept out', async ({ page }) => {
  await signInThroughPage(page, 'casey.cashier@harbor.example');
  await page.goto('/sales/reports');
  await expect(page.getByText("You don't have access to the requested URL.")).toBeVisible();
});
