// A customer on the sale against the real server and Harbor Coffee's seeded regulars
// (server/src/crm/seed.ts): Max, in a browser, finds no one by a new name (the new-customer form
// starts from it), then Jane Doe by typing part of her phone number, attaches her, pays in cash,
// and the receipt names her.
import { expect, test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { CROISSANT, scan } from '../support/barcode-wedge';
import { signInThroughPage } from '../support/sign-in';

test('a regular found by part of their phone number is the sale’s customer, on the receipt', async ({
  page,
}) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/salespoint');
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();
  await scan(page, CROISSANT);

  await page.getByRole('button', { name: 'Customer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer' });
  const search = dialog.getByRole('combobox', { name: 'Search by name or phone' });
  await search.fill('Zora Quill');
  await expect(dialog.getByText('No customer matches “Zora Quill”.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a new customer' }).click();
  const form = page.getByRole('dialog', { name: 'New customer' });
  await expect(form.getByLabel('Last name')).toHaveValue('Quill');
  await expectAccessibleInBothSchemes(page, 'sales-customer-new', '[role="dialog"]');
  await form.getByRole('button', { name: 'Back to search' }).click();
  await search.fill('0142');
  const jane = dialog.getByRole('option', { name: /Jane Doe/ });
  await expect(jane).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expectAccessibleInBothSchemes(page, 'sales-customer-dialog', '[role="dialog"]');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  const cart = page.getByRole('region', { name: 'Current sale' });
  await expect(cart.getByText('Customer: Jane Doe')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Remove customer Jane Doe' })).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-customer-cart');

  await page.getByRole('button', { name: /Pay \$3\.81/ }).click();
  await page.getByRole('button', { name: 'Exact $3.81' }).click();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Customer: Jane Doe');
  await expect(receipt).toContainText('Total$3.81');
});
