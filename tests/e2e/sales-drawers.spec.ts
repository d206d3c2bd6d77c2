// The station's cash drawer end to end against the real server (design demo-seed.md "Sales"):
// Casey at a PIN-signed-in station opens the drawer with a float of $150.00 counted in notes,
// sells the beans for cash, pays out $5.00 for milk, opens the drawer for no sale with Max's PIN,
// closes counting $1.00 short, sees the over/short and the Z report's figures and prints it; the
// simulated printer opened the drawer at each step and printed the report.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { BEANS, scan } from '../support/barcode-wedge';
import { signedInAtStation } from '../support/station';

const CASEY = { username: 'casey', pin: '55556666' };

async function count(dialog: Locator, counts: Record<string, string>) {
  for (const [denomination, value] of Object.entries(counts)) {
    await dialog.getByRole('textbox', { name: denomination, exact: true }).fill(value);
  }
}

/** The rows of one section of the Z report, as the person reads them. */
async function reportRows(report: Locator, section: string): Promise<string[]> {
  return report.getByRole('region', { name: section }).getByRole('row').allTextContents();
}

function drawerBar(page: Page) {
  return page.getByRole('region', { name: 'Cash drawer' });
}

test('Casey opens the drawer with a counted float, sells, pays out, opens for no sale and closes $1.00 short with the Z report', async ({
  page,
  request,
  baseURL,
}) => {
  const { harness } = await signedInAtStation(page, request, baseURL, CASEY);
  await page.goto('/sales/salespoint');
  const bar = drawerBar(page);
  await expect(bar.getByText('No drawer open')).toBeVisible();

  // Open: the float counted in notes, by keyboard (Enter moves to the next count).
  await bar.getByRole('button', { name: 'Open drawer' }).click();
  const opening = page.getByRole('dialog', { name: 'Open the cash drawer' });
  await opening.getByRole('textbox', { name: '$100 notes' }).fill('1');
  await page.keyboard.press('Enter');
  await expect(opening.getByRole('textbox', { name: '$50 notes' })).toBeFocused();
  await page.keyboard.type('1');
  await expect(opening.getByRole('status')).toHaveText('Float$150.00');
  await expectAccessibleInBothSchemes(page, 'sales-drawer-open', '[role="dialog"]');
  await opening.getByRole('button', { name: 'Open with $150.00' }).click();
  await expect(bar.getByText(/^Drawer open since \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
  // The page is checked once the dialog has finished closing (its exit transition is nameless).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(bar.getByText('Expected cash $150.00')).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-drawer-bar');

  // A cash sale of the beans ($16.00, untaxed); the receipt prints and kicks the drawer.
  await scan(page, BEANS);
  await page.getByRole('button', { name: /Pay \$16\.00/ }).click();
  await page.getByRole('button', { name: 'Exact $16.00' }).click();
  await expect(page.getByRole('heading', { name: 'No change due' })).toBeVisible();
  await page.getByRole('button', { name: /New sale/ }).click();
  await expect(bar.getByText('Expected cash $166.00')).toBeVisible();

  // A paid out needs no manager: Casey records it, and the drawer opens for the cash.
  await bar.getByRole('button', { name: 'Paid out' }).click();
  const paidOut = page.getByRole('dialog', { name: 'Paid out' });
  await paidOut.getByRole('textbox', { name: 'Amount' }).fill('5');
  await paidOut.getByRole('textbox', { name: 'Reason' }).fill('Milk from the corner shop');
  await paidOut.getByRole('button', { name: 'Record paid out' }).click();
  await expect(bar.getByText('Paid out $5.00 recorded.')).toBeVisible();
  await expect(bar.getByText('Expected cash $161.00')).toBeVisible();

  // A no sale is a manager's: Max approves by PIN without signing Casey out.
  await bar.getByRole('button', { name: 'No sale' }).click();
  const noSale = page.getByRole('dialog', { name: 'No sale' });
  await noSale.getByRole('textbox', { name: 'Reason' }).fill('Change for the tip jar');
  await noSale.getByRole('button', { name: 'Open the drawer' }).click();
  const approval = page.getByRole('dialog', { name: 'Manager approval' });
  await approval.getByRole('textbox', { name: 'Manager username' }).fill('max');
  await approval.getByLabel('PIN').fill('33334444');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(bar.getByText('No sale recorded: the drawer is open.')).toBeVisible();
  await expect(bar.getByText('Expected cash $161.00')).toBeVisible();

  // The printer kicked the drawer for the sale, the paid out and the no sale.
  await expect.poll(() => harness.receiptPrinter.printouts.length).toBe(3);
  expect(harness.receiptPrinter.printouts.map((printout) => printout.drawerKicked)).toEqual([
    true,
    true,
    true,
  ]);

  // Close: $160.00 counted against $161.00 expected.
  await bar.getByRole('button', { name: 'Close drawer' }).click();
  const closing = page.getByRole('dialog', { name: 'Close the cash drawer' });
  await count(closing, { '$100 notes': '1', '$50 notes': '1', '$10 notes': '1' });
  await expect(closing.getByRole('status')).toHaveText('Counted$160.00');
  await expectAccessibleInBothSchemes(page, 'sales-drawer-close-count', '[role="dialog"]');
  await closing.getByRole('button', { name: 'Review the count' }).click();
  const overShort = closing.getByRole('region', { name: 'Over/short' });
  await expect(overShort).toHaveText('Expected$161.00Counted$160.00Over/shortShort $1.00-$1.00');
  await expectAccessibleInBothSchemes(page, 'sales-drawer-close-review', '[role="dialog"]');
  await closing.getByRole('button', { name: 'Close the drawer' }).click();

  const report = page.getByRole('dialog', { name: 'End-of-day (Z) report' });
  await expect(report.getByRole('region', { name: 'Cash' })).toBeVisible();
  expect(await reportRows(report, 'Sales')).toEqual([
    'Sales1',
    'Gross sales$16.00',
    'Discounts$0.00',
    'Refunds$0.00',
    'Tax$0.00',
    'Net sales$16.00',
  ]);
  expect(await reportRows(report, 'Tenders')).toEqual(['Cash (1)$16.00']);
  expect(await reportRows(report, 'Cash')).toEqual([
    'Float$150.00',
    'Cash sales$16.00',
    'Cash refunds$0.00',
    'Paid in$0.00',
    'Paid out-$5.00',
    'Expected$161.00',
    'Counted$160.00',
    'Over/short (Short $1.00)-$1.00',
  ]);
  expect(await reportRows(report, 'Other')).toEqual(['No-sale opens1', 'Voids0']);
  await expectAccessibleInBothSchemes(page, 'sales-drawer-z-report', '[role="dialog"]');

  // The system's print (a station without a printer) shows the report alone, buttons left out.
  await page.emulateMedia({ media: 'print' });
  // The dialog's frame is hidden in print, so the report is found on the page.
  await expect(page.getByRole('region', { name: 'Cash' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/sales-drawer-z-report-print.png' });
  await page.emulateMedia({ media: 'screen' });

  // Printed on the station's printer as a slip; the drawer stays shut.
  await report.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => harness.receiptPrinter.printouts.length).toBe(4);
  const slip = harness.receiptPrinter.printouts[3];
  expect(slip?.drawerKicked).toBe(false);
  const printed = slip?.text.join('\n') ?? '';
  expect(printed).toContain('End-of-day (Z) report');
  expect(printed).toMatch(/Paid out\s+-\$5\.00/);
  expect(printed).toMatch(/Over\/short \(Short \$1\.00\)\s+-\$1\.00/);

  await report.getByRole('button', { name: 'Done' }).click();
  await expect(bar.getByText('No drawer open')).toBeVisible();
});
