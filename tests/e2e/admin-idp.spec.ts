// The Identity Provider screen (issue 14) against the real server and its local identity
// provider: Harbor Coffee starts connected; the administrator unlinks it, connects it again with
// the proof sign-in in the single sign-on popup, and imports the provider's matched people. One
// tenant's link, so the steps run in order.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, seriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, signInThroughPage } from '../support/sign-in';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto('/admin/iam/idp');
});

test.afterAll(async () => {
  await page.close();
});

const state = () => page.getByRole('region', { name: /Built-in identity provider|Single sign-on/ });

test('shows the seeded connection and the provider’s people', async () => {
  await expect(page).toHaveTitle('Zyno · Admin · Identity Provider');
  await expect(state()).toContainText('Connected');
  await expect(state()).toContainText('harbor.example');
  const people = page.getByRole('table', { name: 'People at the identity provider' });
  await expect(
    people.getByRole('row').filter({ hasText: 'dana.directory@harbor.example' }),
  ).toContainText('Matched · New account');
  await expect(people.getByRole('row').filter({ hasText: 'sam.sso@harbor.example' })).toContainText(
    'Already a member',
  );
  await expect(
    people.getByRole('row').filter({ hasText: 'owen.outside@elsewhere.example' }),
  ).toContainText('Outside your domains');
  await expectAccessibleInBothSchemes(page, 'admin-idp');
});

test('unlinks after asking', async () => {
  await state().getByRole('button', { name: 'Unlink' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlink the identity provider?' });
  await expect(confirm).toContainText('Unlink Built-in identity provider?');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(state()).toContainText('Connected');

  await state().getByRole('button', { name: 'Unlink' }).click();
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(confirm).toBeHidden();
  await expect(state()).toContainText('Not connected');
  await expect(page.getByRole('table', { name: 'People at the identity provider' })).toBeHidden();
});

test('connects, proving the connection with a sign-in at the provider', async () => {
  await state().getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect an identity provider' });
  await expect(dialog.getByRole('radio', { name: /Microsoft Entra ID/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue at the provider' }).click();
  await expect(dialog.getByText('Give at least one e-mail domain.')).toBeVisible();
  await expect(dialog.getByText('Enter the client ID.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/admin-idp-connect.png' });

  await dialog.getByRole('radio', { name: /Built-in identity provider/ }).check();
  await dialog.getByLabel('E-mail domains').fill('Harbor.Example');
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Continue at the provider' }).click();
  const popup = await popupOpened;
  await expect(dialog.getByText('Waiting for the sign-in at the provider…')).toBeVisible();

  await expect(popup).toHaveURL(/\/oidc\/interaction\//);
  await popup.getByLabel('E-mail').fill('sam.sso@harbor.example');
  await popup.getByLabel('Password').fill(DEMO_PASSWORD);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;

  await expect(dialog).toBeHidden();
  await expect(state()).toContainText('Connected');
  await expect(
    page.getByText('Single sign-on with Built-in identity provider is connected.'),
  ).toBeVisible();
});

test('imports the matched people, with a summary', async () => {
  const people = page.getByRole('table', { name: 'People at the identity provider' });
  const dana = people.getByRole('row').filter({ hasText: 'dana.directory@harbor.example' });
  await expect(dana).toContainText('Matched');
  await page.getByRole('button', { name: 'Import 1 matched person' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText(
    '1 person was added.',
  );
  await expect(dana).toContainText('Already a member');
  await expect(page.getByText('Everyone matched is a member already.')).toBeVisible();
});
