// Selling a gift card at the till against the real server: Max in a browser sells a new $25 card
// for cash, its code typed into the dialog the way a keyboard-wedge scanner types it, and the
// card's balance is then $25.00 by the till's look-up and by the server's balance check.
import { expect, test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';

test('Max sells a new $25 gift card for cash, and the card then holds $25.00', async ({
  page,
  request,
}) => {
  // A new card on every run: the server issues a code it has never seen.
  const code = `HC-E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/salespoint');
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();

  const openDialog = async () => {
    await page.getByRole('tab', { name: 'Gift Cards' }).click();
    await page.getByRole('button', { name: /Gift Card\s*Sell or reload/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sell or reload a gift card' });
    await expect(dialog.getByLabel('Gift card code')).toBeFocused();
    // A scanner types the code and Enter into the focused field.
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    return dialog;
  };

  let dialog = await openDialog();
  await expect(dialog.getByText('New card: it is issued with the amount loaded.')).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'sales-gift-card-dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Add $25.00 to the sale' }).click();
  await expect(dialog).toHaveCount(0);
  const cart = page.getByRole('list', { name: 'Current sale' });
  await expect(cart).toContainText(`${code} (new card)`);
  await expectAccessibleInBothSchemes(page, 'sales-gift-card-cart');

  await page.getByRole('button', { name: /Pay \$25\.00/ }).click();
  await page.getByRole('button', { name: 'Exact $25.00' }).click();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('1 x Gift Card$25.00');
  await expect(receipt).toContainText(`Card ${code}`);
  await expect(receipt).toContainText('New balance $25.00');
  await expect(receipt).toContainText('Tax$0.00');
  await expect(receipt).toContainText('Total$25.00');
  await page.getByRole('button', { name: /New sale/ }).click();

  dialog = await openDialog();
  await expect(dialog.getByText('Balance $25.00: the amount is added to it.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const max = await signInThroughApi(request, 'max.manager@harbor.example');
  const response = await request.get(`/api/suite/sales/gift-cards/${code}`, {
    headers: tenantHeaders(max, 'Harbor Coffee'),
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ code, balanceMinor: 2500, active: true });
});
