// Paying at the till against the real server's simulated card terminal and Harbor Coffee's demo
// gift cards (design demo-seed.md "Sales"): a split between a gift card and a card, and a card
// the terminal declines (an amount ending in .51, CARD_TEST_AMOUNTS) before another is approved.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BEANS, CROISSANT, MUFFIN, scan } from '../support/barcode-wedge';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';

/** Max at the till with a croissant, a muffin and a bag of beans: $23.35, on the tender screen. */
async function ringUpAndPay(page: Page) {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/salespoint');
  await expect(
    page.getByRole('heading', { name: 'Selling at Harbor Coffee Downtown' }),
  ).toBeVisible();
  for (const code of [CROISSANT, MUFFIN, BEANS]) await scan(page, code);
  await page.getByRole('button', { name: /Pay \$23\.35/ }).click();
  await expect(page.getByRole('heading', { name: 'Amount due' })).toBeVisible();
}

/** The card's balance as the server has it: $25.00 at a fresh start, less on a test's retry. */
async function giftCardBalance(request: APIRequestContext, code: string): Promise<string> {
  const max = await signInThroughApi(request, 'max.manager@harbor.example');
  const response = await request.get(`/api/suite/sales/gift-cards/${code}`, {
    headers: tenantHeaders(max, 'Harbor Coffee'),
  });
  expect(response.status()).toBe(200);
  const { balanceMinor } = (await response.json()) as { balanceMinor: number };
  expect(balanceMinor).toBeGreaterThanOrEqual(1000);
  return `$${(balanceMinor / 100).toFixed(2)}`;
}

test('a sale split between a gift card and a card', async ({ page, request }) => {
  const balance = await giftCardBalance(request, 'HC-1000-0001');
  await ringUpAndPay(page);
  await page.getByRole('tab', { name: 'Gift card' }).click();
  await page.getByLabel('Gift card code').fill('HC-1000-0001');
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByText(`Balance ${balance}`)).toBeVisible();
  await page.getByLabel('Amount from the card').fill('10');
  await page.getByRole('button', { name: 'Use $10.00' }).click();
  await expect(page.getByText('Still due')).toBeVisible();

  await page.getByRole('tab', { name: 'Card', exact: true }).click();
  await page.getByRole('button', { name: 'Charge $13.35 on the terminal' }).click();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(/Gift card.*\$10\.00/);
  await expect(receipt).toContainText(/Card.*\$13\.35/);
  await expect(receipt).toContainText('Total$23.35');
});

test('a card the terminal declines, then another approved', async ({ page }) => {
  await ringUpAndPay(page);
  // $2.84 in cash leaves $20.51 for the card: the simulated terminal declines .51.
  await page.getByLabel('Other amount').fill('2.84');
  await page.getByRole('button', { name: 'Take cash' }).click();
  await page.getByRole('tab', { name: 'Card', exact: true }).click();
  await page.getByRole('button', { name: 'Charge $20.51 on the terminal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Declined' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipt' })).toHaveCount(0);

  // The customer hands over a cent in coins and another card for the rest.
  await page.getByRole('button', { name: 'Another tender' }).click();
  await page.getByRole('tab', { name: 'Cash', exact: true }).click();
  await page.getByLabel('Other amount').fill('0.01');
  await page.getByRole('button', { name: 'Take cash' }).click();
  await page.getByRole('tab', { name: 'Card', exact: true }).click();
  await page.getByRole('button', { name: 'Charge $20.50 on the terminal' }).click();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(/Card.*\$20\.50/);
  await expect(receipt).toContainText('Total$23.35');
});
