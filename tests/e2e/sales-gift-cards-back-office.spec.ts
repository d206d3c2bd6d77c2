// The gift cards back office against the real server: Max issues a card and reloads it, spends
// part of it at the till, and the card's history shows the issue, the reload and the spend with
// the right balances and the sale's receipt; a scanned code opens the card from the list. A
// cashier cannot open the screen; a member who may only view it sees no way to change a card.
import { expect, test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { CROISSANT, scan } from '../support/barcode-wedge';
import { addHarborMember } from '../support/harbor-member';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';

test('Max issues and reloads a card, spends it at the till, and the history adds up', async ({
  page,
}) => {
  const code = `BO-${Date.now().toString(36).toUpperCase()}`;
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/sales/gift-cards');
  await expect(page.getByRole('heading', { name: 'Gift Cards', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gift cards' })).toContainText('HC-1000-0001');
  await expectAccessibleInBothSchemes(page, 'sales-gift-cards-list');

  await page.getByRole('button', { name: 'Issue gift card' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue gift card' });
  await issue.getByRole('button', { name: 'Generate' }).click();
  await expect(issue.getByLabel('Card code')).toHaveValue(
    /^GC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/,
  );
  await issue.getByLabel('Card code').fill(code.toLowerCase());
  await issue.getByRole('button', { name: 'Set amount to $50.00' }).click();
  await issue.getByLabel('Note').fill('Raffle prize');
  await expectAccessibleInBothSchemes(page, 'sales-gift-cards-issue', '[role="dialog"]');
  await issue.getByRole('button', { name: 'Issue card' }).click();

  await expect(page).toHaveURL(new RegExp(`/sales/gift-cards/${code}$`));
  await expect(page.getByRole('heading', { name: `Gift card ${code}` })).toBeVisible();
  await expect(page.getByText('$50.00', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Reload' }).click();
  const reload = page.getByRole('dialog', { name: `Reload ${code}` });
  await reload.getByRole('textbox', { name: 'Amount' }).fill('25');
  await reload.getByLabel('Note').fill('Birthday top-up');
  await reload.getByRole('button', { name: 'Reload card' }).click();
  await expect(reload).toHaveCount(0);
  await expect(page.getByText('$75.00', { exact: true }).first()).toBeVisible();

  // Casey's croissant, $3.81 with tax, paid from the card at the till.
  await page.goto('/sales/salespoint');
  await expect(page.getByRole('tab', { name: 'Gift Cards' })).toBeVisible();
  await scan(page, CROISSANT);
  await page.getByRole('button', { name: /Pay \$3\.81/ }).click();
  await page.getByRole('tab', { name: 'Gift card' }).click();
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
  await expect(page.getByText('Balance $75.00')).toBeVisible();
  await page.getByLabel('Amount from the card').fill('3.81');
  await page.getByRole('button', { name: 'Use $3.81' }).click();
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText('Total$3.81');

  // The list's search takes a scan: the code's keys and Enter open the card.
  await page.goto('/sales/gift-cards');
  await page.getByLabel('Search or scan a code').pressSequentially(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sales/gift-cards/${code}$`));
  await expect(page.getByText('$71.19', { exact: true }).first()).toBeVisible();
  const history = page.getByRole('table', { name: 'Gift card history' });
  const rows = history.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(/Spent.*−?-?\$3\.81.*\$71\.19.*Max Manager/);
  await expect(rows.nth(1)).toContainText(
    /Reloaded.*Birthday top-up.*\+\$25\.00.*\$75\.00.*Max Manager/,
  );
  await expect(rows.nth(2)).toContainText(
    /Issued.*Raffle prize.*\+\$50\.00.*\$50\.00.*Max Manager/,
  );
  await expectAccessibleInBothSchemes(page, 'sales-gift-cards-card');

  const receiptLink = rows.nth(0).getByRole('link', { name: /Open receipt/ });
  await receiptLink.click();
  await expect(page).toHaveURL(/\/sales\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /Receipt / })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const deactivate = page.getByRole('dialog', { name: `Deactivate ${code}?` });
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(deactivate.getByText('Enter a reason.')).toBeVisible();
  await deactivate.getByLabel('Reason').fill('Reported lost');
  await expectAccessibleInBothSchemes(page, 'sales-gift-cards-deactivate', '[role="dialog"]');
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(deactivate).toHaveCount(0);
  await expect(page.getByText('Deactivated', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
});

test('a cashier cannot open the gift cards screen', async ({ page }) => {
  await signInThroughPage(page, 'casey.cashier@harbor.example');
  await page.goto('/sales/gift-cards');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gift cards' })).toHaveCount(0);
});

test('a member who may view gift cards sees no way to change them', async ({ page, request }) => {
  const { email } = await addHarborMember(request, 'viewer', () => ({
    firstName: 'Vera',
    lastName: 'Viewer',
    password: DEMO_PASSWORD,
    permissions: { sales: { giftCardsView: true } },
  }));
  await signInThroughPage(page, email);
  await page.goto('/sales/gift-cards');
  await expect(page.getByRole('table', { name: 'Gift cards' })).toContainText('HC-1000-0001');
  await expect(page.getByRole('button', { name: 'Issue gift card' })).toHaveCount(0);
  await page.getByRole('row', { name: /HC-1000-0001/ }).click();
  await expect(page.getByRole('heading', { name: 'Gift card HC-1000-0001' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gift card history' })).toBeVisible();
  for (const name of ['Reload', 'Deactivate', 'Reactivate']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
});
