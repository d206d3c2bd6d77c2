// Admin → Sales against the real server: Ava (Harbor Coffee's admin) connects the card payment
// provider through its consent page — Deny first, then Allow — sees it connected and disconnects
// it; a return page without a valid request shows its error; then she maps the accounts and
// exports yesterday as CSV and IIF, whose totals match the day's sales report.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';

test.describe.configure({ mode: 'serial' });

const ADMIN = 'ava.admin@harbor.example';

test('connect the payment provider (Deny, then Allow) and disconnect it', async ({ page }) => {
  await signInThroughPage(page, ADMIN);
  await page.goto('/admin/sales/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'admin-sales-payments');

  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Connect Harbor Coffee' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'admin-sales-consent');
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/admin\/sales\/payments\/stripe-oauth\?error=access_denied/);
  await expect(page.getByRole('heading', { name: 'Connection cancelled' })).toBeVisible();
  await expect(page.getByText('You cancelled the connection')).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'admin-sales-return-refused');

  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Card payments connected' })).toBeVisible();
  await expect(page.getByText(/Harbor Coffee \(acct_[0-9a-f]+\) is connected/)).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'admin-sales-return-success');

  await page.getByRole('link', { name: 'Go to Payments' }).click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(/^acct_/)).toBeVisible();
  await expect(page.getByText(/by Ava Admin\.$/)).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'admin-sales-payments-connected');

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect the card payment provider' });
  await expect(dialog.getByText('Disconnect Harbor Coffee?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Not connected')).toBeVisible();

  // A return with a code the server never issued: the request is unknown, so it cannot finish.
  await page.goto(
    `/admin/sales/payments/stripe-oauth?code=${'c'.repeat(43)}&state=${'s'.repeat(43)}`,
  );
  await expect(
    page.getByRole('heading', { name: 'The connection could not be finished' }),
  ).toBeVisible();
  await expect(page.getByText(/has expired, was used already/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'admin-sales-return-error');
});

interface Summary {
  period: { from: string };
  figures: { grossMinor: number; netMinor: number; taxMinor: number; collectedMinor: number };
  tenders: { kind: string; amountMinor: number }[];
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const cents = (text: string | undefined) =>
  text === undefined || text === '' ? 0 : Math.round(Number(text) * 100);

async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('map the accounts and export a day for QuickBooks as CSV and IIF', async ({
  page,
  request,
}) => {
  await signInThroughPage(page, ADMIN);
  await page.goto('/admin/sales/quickbooks');
  await expect(page.getByRole('heading', { name: 'QuickBooks', level: 1 })).toBeVisible();
  await expect(page.getByText('Map these before exporting')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Download CSV (QuickBooks Online)' }),
  ).toBeDisabled();
  await expectAccessibleInBothSchemes(page, 'admin-sales-quickbooks-unmapped');

  await choose(page, 'Cash', '1000 · Cash on hand');
  await choose(page, 'Card', '1200 · Card payments clearing');
  await choose(page, 'Card taken offline', '1200 · Card payments clearing');
  await choose(page, 'Gift card redeemed', '2300 · Gift card liability');
  await choose(page, 'Sales tax', '2100 · Sales tax payable');
  await choose(page, 'No tax (coffee beans)', '2100 · Sales tax payable');
  await choose(page, 'Sales income (gross)', '4000 · Beverage sales');
  await choose(page, 'Discounts', '4000 · Beverage sales');
  await choose(page, 'Refunds', '4000 · Beverage sales');
  await choose(page, 'Gift cards sold', '2300 · Gift card liability');
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Account mapping saved.')).toBeVisible();
  // The notice closes by itself; its close button has no name (ui/show-success.tsx).
  await expect(page.getByText('Account mapping saved.')).toBeHidden();
  await expect(page.getByText('Every item mapped')).toBeVisible();
  const entry = page.getByRole('table', { name: /^SALES-\d{4}-\d{2}-\d{2}/ });
  await expect(entry).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'admin-sales-quickbooks');

  const day = /SALES-(\d{4}-\d{2}-\d{2})/.exec((await entry.getAttribute('aria-label')) ?? '')?.[1];
  const ava = await signInThroughApi(request, ADMIN);
  const response = await request.get(`/api/suite/sales/reports/summary?from=${day}&to=${day}`, {
    headers: tenantHeaders(ava, 'Harbor Coffee'),
  });
  const summary = (await response.json()) as Summary;
  expect(summary.figures.collectedMinor).toBeGreaterThan(0);
  const tender = (kind: string) =>
    summary.tenders.find((candidate) => candidate.kind === kind)?.amountMinor ?? 0;

  const csv = await downloaded(page, 'Download CSV (QuickBooks Online)');
  expect(csv.name).toBe(`sales-journal-${day}.csv`);
  const [header, ...rows] = csv.text.trimEnd().split('\r\n');
  expect(header).toBe('Journal Date,Journal No.,Account Name,Debits,Credits,Description');
  const cells = rows.map((row) => row.split(','));
  const sum = (column: number, account?: string) =>
    cells
      .filter((cell) => account === undefined || cell[2] === account)
      .reduce((total, cell) => total + cents(cell[column]), 0);
  expect(sum(3)).toBe(sum(4));
  expect(sum(3)).toBe(summary.figures.collectedMinor);
  expect(sum(3, 'Cash on hand')).toBe(tender('cash'));
  expect(sum(3, 'Card payments clearing')).toBe(tender('card') + tender('storedCard'));
  expect(sum(4, 'Sales tax payable')).toBe(summary.figures.taxMinor);
  expect(sum(4, 'Beverage sales') - sum(3, 'Beverage sales')).toBe(summary.figures.netMinor);

  const iif = await downloaded(page, 'Download IIF (QuickBooks Desktop)');
  expect(iif.name).toBe(`sales-journal-${day}.iif`);
  const lines = iif.text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split('\t'));
  expect(lines.slice(0, 3).map((line) => line[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS']);
  const body = lines.slice(3);
  expect(body.map((line) => line[0])).toEqual([
    'TRNS',
    ...Array.from({ length: body.length - 2 }, () => 'SPL'),
    'ENDTRNS',
  ]);
  const amounts = body.slice(0, -1).map((line) => cents(line[5]));
  expect(amounts.reduce((total, amount) => total + amount, 0)).toBe(0);
  expect(amounts.filter((amount) => amount > 0).reduce((total, amount) => total + amount, 0)).toBe(
    summary.figures.collectedMinor,
  );
  expect(
    body
      .filter((line) => line[4] === 'Beverage sales' && cents(line[5]) < 0)
      .map((line) => -cents(line[5])),
  ).toContain(summary.figures.grossMinor);
});
