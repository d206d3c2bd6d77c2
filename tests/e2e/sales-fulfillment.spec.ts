// Fulfillment end to end against the real server: Casey at a station marks a sale "For pickup"
// and takes cash; Max in a browser finds the order in /sales/fulfillment, packs it in a box and
// marks it ready, types its code at the pickup scan, hands it over and sees it handed over. Ava
// adds a box type under Admin → Sales → Fulfillment.
import { expect, test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { CROISSANT, scan } from '../support/barcode-wedge';
import { signInThroughPage } from '../support/sign-in';
import { signedInAtStation } from '../support/station';

test('a sale marked for pickup is packed, made ready, scanned and handed over', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const customer = `Pickup ${Date.now().toString(36)}`;
  await signedInAtStation(page, request, baseURL, { username: 'casey', pin: '55556666' });
  await page.goto('/sales/salespoint');
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();
  await scan(page, CROISSANT);
  await page.getByRole('switch', { name: 'For pickup' }).check();
  await page.getByLabel('Name for pickup').fill(customer);
  await expectAccessibleInBothSchemes(page, 'sales-fulfillment-pos-pickup');
  await page.getByRole('button', { name: /Pay \$3\.81/ }).click();
  await page.getByRole('button', { name: 'Exact $3.81' }).click();
  await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('Total$3.81');

  const backOffice = await browser.newContext();
  const back = await backOffice.newPage();
  await signInThroughPage(back, 'max.manager@harbor.example');
  await back.goto('/sales/fulfillment');
  const table = back.getByRole('table', { name: 'Orders' });
  await expect(table).toContainText('NEW7TC');
  await expectAccessibleInBothSchemes(back, 'sales-fulfillment-list');
  await back.getByLabel('Search').fill(customer);
  await expect(back).toHaveURL(/search=Pickup/);
  const row = table.getByRole('row', { name: new RegExp(customer) });
  await expect(row).toContainText('New');
  await row.click();

  const drawer = back.getByRole('dialog', { name: /^Order [A-Z0-9]{6}$/ });
  await expect(drawer).toContainText('1Croissant');
  const code = ((await drawer.getByRole('heading').first().textContent()) ?? '').replace(
    'Order ',
    '',
  );
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await drawer.getByLabel('Box type').click();
  await back.getByRole('option', { name: /Mailer — 1 bag/ }).click();
  await expectAccessibleInBothSchemes(back, 'sales-fulfillment-order', '[role="dialog"]');
  await drawer.getByRole('button', { name: 'Mark packed' }).click();
  await expect(drawer).toContainText('Packed');
  await drawer.getByRole('button', { name: 'Mark ready' }).click();
  await expect(drawer.getByRole('button', { name: 'Hand over' })).toBeVisible();

  await back.goto('/sales/fulfillment/pickup-scan');
  const field = back.getByLabel('Pickup code');
  await expect(field).toBeFocused();
  await back.keyboard.type('AAAAAA');
  await back.keyboard.press('Enter');
  await expect(back.getByText('There is no order with the pickup code AAAAAA.')).toBeVisible();
  await field.fill(code.toLowerCase());
  await field.press('Enter');
  await expect(back.getByText('Ready for pickup')).toBeVisible();
  await expect(back.getByRole('heading', { name: customer })).toBeVisible();
  await expectAccessibleInBothSchemes(back, 'sales-fulfillment-pickup-scan');
  await back.getByRole('button', { name: 'Hand over' }).click();
  await expect(back.getByText(`Handed over to ${customer}.`)).toBeVisible();
  await expect(back.getByText('Already handed over', { exact: true })).toBeVisible();

  await back.goto(`/sales/fulfillment?search=${encodeURIComponent(code)}`);
  await expect(
    back.getByRole('table', { name: 'Orders' }).getByRole('row', { name: new RegExp(code) }),
  ).toContainText('Handed over');
  await backOffice.close();
});

test('an administrator adds a box type', async ({ page }) => {
  const name = `Crate ${Date.now().toString(36)}`;
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto('/admin/sales/fulfillment');
  const table = page.getByRole('table', { name: 'Box types' });
  await expect(table).toContainText('Mailer — 1 bag');
  await expectAccessibleInBothSchemes(page, 'admin-sales-fulfillment');
  await page.getByRole('button', { name: 'Add box type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add box type' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Length (mm)').fill('400');
  await expectAccessibleInBothSchemes(page, 'admin-sales-fulfillment-box', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(
    '400 × 200 × 100 mm',
  );
});
