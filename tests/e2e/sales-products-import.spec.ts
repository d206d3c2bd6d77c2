// The products CSV import and export (/sales/config/products/import): Max checks a file with two
// bad rows, sees them named while the catalogue stays as it was, fixes the file, accepts it and
// finds the products in the till's catalogue; then exports the products as CSV.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';

const BAD_FILE = [
  'name,category,price,tax,barcode',
  'E2E Oat Cookie,Bakery,2.50,,',
  'E2E Brownie,Bakery,3.5x,,',
  'E2E Rooibos,Tea,3.00,VAT 20,',
  'E2E Tote Bag,E2E Merch,12.00,,8000000000024',
].join('\r\n');

const FIXED_FILE = BAD_FILE.replace('3.5x', '3.50').replace('VAT 20', '');

async function catalogueNames(request: APIRequestContext): Promise<string[]> {
  const max = await signInThroughApi(request, 'max.manager@harbor.example');
  const response = await request.get('/api/suite/sales/catalogue', {
    headers: tenantHeaders(max, 'Harbor Coffee'),
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { products: { name: string }[] };
  return body.products.map((product) => product.name);
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

const reportRow = (page: Page, row: number) =>
  page
    .getByRole('table', { name: 'What each row of the file does' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(row), exact: true }) });

test('a file with two bad rows is reported, nothing is written until the fixed file is accepted', async ({
  page,
  request,
}) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/config/products/import');
  await expect(page.getByRole('heading', { name: 'Import products', level: 1 })).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-products-import-file');

  await chooseFile(page, 'new-products.csv', BAD_FILE);
  await expect(page.getByTestId('import-counts')).toHaveText(
    '2 to create, 0 to update, 0 unchanged, 2 with errors',
  );
  await expect(reportRow(page, 3)).toContainText('Error');
  await expect(reportRow(page, 3)).toContainText(
    'price: Enter the price as a number such as 4.50, without a currency sign.',
  );
  await expect(reportRow(page, 4)).toContainText('tax: There is no tax "VAT 20"');
  await expect(reportRow(page, 5)).toContainText(
    'The category "E2E Merch" is new: it is created when you accept.',
  );
  const accept = page.getByRole('button', { name: 'Accept and import' });
  await expect(accept).toBeDisabled();
  await expectAccessibleInBothSchemes(page, 'sales-products-import-report');
  expect(await catalogueNames(request)).not.toContain('E2E Oat Cookie');

  await page.getByRole('button', { name: 'Choose another file' }).click();
  await chooseFile(page, 'new-products-fixed.csv', FIXED_FILE);
  await expect(page.getByTestId('import-counts')).toHaveText(
    '4 to create, 0 to update, 0 unchanged, 0 with errors',
  );
  await accept.click();
  await expect(page.getByText('Products imported')).toBeVisible();
  await expect(page.getByText(/4 products created/)).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-products-import-done');
  expect(await catalogueNames(request)).toEqual(
    expect.arrayContaining(['E2E Oat Cookie', 'E2E Brownie', 'E2E Rooibos', 'E2E Tote Bag']),
  );
});

test('the export downloads the products as CSV', async ({ page }) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/config/products/import');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('id,name,variant,category,tax,price,barcode,plu,status,stock tracked');
  expect(text).toMatch(/,Latte,Medium,Coffee,,4\.75,/);
});
