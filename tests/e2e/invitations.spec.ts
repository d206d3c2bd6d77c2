// The tenant boundary as people meet it (docs/security.md): an admin who adds someone whose
// account another tenant manages invites them; the person, signed in, sees the invitation and
// accepts it, and only then has the tenant. Failed attempts on an account are told to its owner at
// the next sign-in.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';

const PASSWORD = 'bluebird-pass-1';

/** A new person whose account Bluebird Dental manages (created by a system administrator there). */
async function bluebirdPerson(request: APIRequestContext): Promise<string> {
  const sysadmin = await signInThroughApi(request, 'sysadmin@zyno.example');
  const tenants = await request.get('/api/auth/msp/tenants', {
    headers: { Authorization: `Bearer ${sysadmin.jwt}` },
  });
  const bluebird = ((await tenants.json()) as { id: string; name: string }[]).find(
    (tenant) => tenant.name === 'Bluebird Dental',
  );
  if (bluebird === undefined) throw new Error('No Bluebird Dental.');
  const email = `ivy.${randomUUID().slice(0, 8)}@bluebird.example`;
  const created = await request.post('/api/auth/accounts', {
    headers: {
      Authorization: `Bearer ${sysadmin.jwt}`,
      'X-Zyno-Masquerade-Tenant-Id': bluebird.id,
    },
    data: {
      email,
      firstName: 'Ivy',
      lastName: 'Invited',
      password: PASSWORD,
      permissions: { crm: {} },
    },
  });
  expect(created.status()).toBe(201);
  return email;
}

const userWidget = (page: Page) => page.getByRole('button', { name: /^Ivy Invited, / });

test('a person invited to another tenant joins it by accepting, and not before', async ({
  page,
  request,
}) => {
  const email = await bluebirdPerson(request);
  const ava = await signInThroughApi(request, 'ava.admin@harbor.example');
  const invited = await request.post('/api/auth/accounts', {
    headers: tenantHeaders(ava, 'Harbor Coffee'),
    data: { email, permissions: { crm: {}, forms: {} } },
  });
  expect(invited.status()).toBe(202);

  await signInThroughPage(page, email, { password: PASSWORD });
  await expect(userWidget(page)).toHaveAccessibleName('Ivy Invited, Bluebird Dental');
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations).toContainText('Ava Admin invited you to join Harbor Coffee.');

  await invitations
    .getByRole('button', { name: 'Accept the invitation to join Harbor Coffee' })
    .click();
  await expect(page.getByText('You joined Harbor Coffee.')).toBeVisible();
  await expect(invitations).toBeHidden();

  await userWidget(page).click({ button: 'right' });
  const switcher = page.getByRole('dialog', { name: 'Switch tenant' });
  await expect(switcher.getByRole('option')).toHaveText([/Bluebird Dental/, /Harbor Coffee/]);
});

test('the owner is told of failed attempts at the next sign-in, once', async ({
  page,
  request,
}) => {
  const email = await bluebirdPerson(request);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const refused = await request.post('/api/auth/login/password-login', {
      data: { browserId: 'e2e-guesser-01', email, password: 'a-wrong-guess', rememberMe: false },
    });
    expect(refused.status()).toBe(401);
  }
  await signInThroughPage(page, email, { password: PASSWORD });
  await expect(
    page.getByText(
      'There were 2 failed attempts to sign in to your account since you last signed in.',
      { exact: false },
    ),
  ).toBeVisible();
  // The notice stays until dismissed, below the top bar where the user menu opens: the menu
  // opens over it, and its items take clicks.
  await userWidget(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  // Told once: the next sign-in has nothing to tell.
  const again = await request.post('/api/auth/login/password-login', {
    data: { browserId: 'e2e-owner-0001', email, password: PASSWORD, rememberMe: false },
  });
  expect(await again.json()).not.toHaveProperty('signInNotice');
});
