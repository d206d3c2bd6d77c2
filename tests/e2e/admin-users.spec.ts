// The admin Users area end to end (issue 14): an admin adds a person with a PIN and a role, who
// then signs in at a station and sees exactly that role's apps; an admin enrolls a cashier's finger
// at a station and the cashier signs in by touch; inviting someone another tenant manages changes
// nothing until they accept; the list and a user's page pass axe in light and dark.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVirtualReader, type VirtualReader } from '@zyno/fingerprint';
import { seriousViolations } from '../support/accessibility';
import {
  DEMO_PASSWORD,
  signInThroughApi,
  signInThroughPage,
  tenantHeaders,
} from '../support/sign-in';
import { chooseOption } from '../support/select';
import { openStation, signInAtStation } from '../support/station';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

async function harborAdmin(request: APIRequestContext) {
  const ava = await signInThroughApi(request, 'ava.admin@harbor.example');
  return tenantHeaders(ava, 'Harbor Coffee');
}

async function createRole(request: APIRequestContext, permissions: Record<string, unknown>) {
  const name = `Clerk ${randomUUID().slice(0, 6)}`;
  const response = await request.post('/api/auth/roles', {
    headers: await harborAdmin(request),
    data: { name, permissions },
  });
  expect(response.status()).toBe(201);
  return name;
}

/** Opens a user's page from the list by searching for them. */
async function openUser(page: Page, search: string, name: string) {
  await page.goto(`/admin/iam/users?search=${encodeURIComponent(search)}`);
  await usersTable(page)
    .getByRole('row', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

async function touch(reader: VirtualReader, finger: number, impressionIndex: number) {
  await expect.poll(() => reader.capturing).toBe(true);
  const { outcome } = await reader.touch(finger, { impressionIndex });
  expect(['captured', 'interrupted']).toContain(outcome);
}

test('a user added with a PIN and a role signs in at a station to exactly that role’s apps', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const role = await createRole(request, { crm: { membershipsRead: true }, inventory: {} });
  const username = `new${randomUUID().slice(0, 6)}`;
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto('/admin/iam/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('E-mail').fill(`${username}@harbor.example`);
  await dialog.getByLabel('First name').fill('Noa');
  await dialog.getByLabel('Last name').fill('Newcomer');
  await dialog.getByLabel('Desktop username').fill(username);
  await dialog.getByLabel('New PIN').fill('1234');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(dialog.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await dialog.getByLabel('New PIN').fill('24682468');
  await dialog.getByLabel('Roles').click();
  await page.getByRole('option', { name: role }).click();
  // Leaving the field closes its list, which covers the dialog's buttons.
  await dialog.getByLabel('Roles').press('Tab');
  await dialog.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('heading', { name: 'Noa Newcomer', level: 1 })).toBeVisible();
  await expect(page.getByText('PIN set')).toBeVisible();
  await expect(page.getByText('No fingerprints enrolled yet.')).toBeVisible();

  const station = await (await browser.newContext({ baseURL })).newPage();
  await openStation(station, request, baseURL);
  await signInAtStation(station, username, '24682468');
  await expect(station).toHaveURL(/\/$/);
  await expect(station.getByRole('article', { name: 'Customers', exact: true })).toBeVisible();
  await expect(station.getByRole('article', { name: 'Inventory', exact: true })).toBeVisible();
  await expect(station.getByRole('article')).toHaveCount(2);
});

test('an admin enrolls a cashier’s finger at a station; the cashier then signs in by touch', async ({
  page,
  request,
  baseURL,
}) => {
  const username = `cash${randomUUID().slice(0, 6)}`;
  const created = await request.post('/api/auth/accounts', {
    headers: await harborAdmin(request),
    data: {
      email: `${username}@harbor.example`,
      firstName: 'Kit',
      lastName: 'Till',
      username,
      pin: '13571357',
      permissions: { sales: { sp: true } },
    },
  });
  expect(created.status()).toBe(201);
  const reader = createVirtualReader();
  await openStation(page, request, baseURL, { reader });
  await signInAtStation(page, 'ava', '11112222');
  await expect(page).toHaveURL(/\/$/);
  await openUser(page, username, 'Kit Till');
  await page.getByRole('button', { name: 'Manage fingerprints' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Fingerprints' });
  await dialog.getByRole('button', { name: 'Enroll a finger' }).click();
  await chooseOption(dialog.getByRole('combobox', { name: 'Finger' }), 'Left Thumb');
  await dialog.getByRole('button', { name: 'Start' }).click();
  const finger = 5100 + Math.floor(Math.random() * 1000);
  for (let press = 0; press < 5; press += 1) await touch(reader, finger, press);
  await expect(dialog.getByText('The Left Thumb fingerprint is enrolled.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const list = page.getByRole('list', { name: 'Fingerprints' });
  await expect(list).toContainText('Left Thumb');
  await expect(list).toContainText('at Front counter');

  await page.getByRole('button', { name: /^Ava Admin/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await touch(reader, finger, 6);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Kit Till/ })).toBeVisible();
});

test('inviting someone another tenant manages changes nothing until they accept', async ({
  page,
  request,
}) => {
  // A fresh person Northwind IT manages (created by its admin, Tom), so that no demo account's
  // tenants change for the other tests.
  const tom = await signInThroughApi(request, 'tom.tech@northwind.example');
  const handle = `tech${randomUUID().slice(0, 8)}`;
  const email = `${handle}@northwind.example`;
  const created = await request.post('/api/auth/accounts', {
    headers: tenantHeaders(tom, 'Northwind IT'),
    data: { email, firstName: 'Robin', lastName: handle, password: DEMO_PASSWORD },
  });
  expect(created.status()).toBe(201);

  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto(`/admin/iam/users?search=${handle}`);
  await expect(usersTable(page).getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByText('Single sign-on only').click();
  await dialog.getByRole('button', { name: 'Add user' }).click();
  const sent = page.getByRole('dialog', { name: 'Invitation sent' });
  await expect(sent).toContainText('Nothing changes until they accept');
  await sent.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(usersTable(page).getByText('Nothing matches these filters.')).toBeVisible();

  const invitee = await signInThroughApi(request, email);
  expect(invitee.tenants.map((tenant) => tenant.name)).toEqual(['Northwind IT']);
  const own = await request.get('/api/auth/identity/invitations', {
    headers: { authorization: `Bearer ${invitee.jwt}` },
  });
  const [invitation] = (await own.json()) as { id: string; tenantName: string }[];
  expect(invitation?.tenantName).toBe('Harbor Coffee');
  const accepted = await request.post(
    `/api/auth/identity/invitations/${invitation?.id ?? ''}/accept`,
    { headers: { authorization: `Bearer ${invitee.jwt}` } },
  );
  expect(accepted.status()).toBe(204);
  await page.reload();
  await expect(usersTable(page).getByRole('row', { name: new RegExp(handle) })).toBeVisible();
  await expect(usersTable(page).getByText('Managed elsewhere')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the users list and a user's page pass axe in ${colorScheme}`, async ({ page, request }) => {
    const username = `set${randomUUID().slice(0, 6)}`;
    const created = await request.post('/api/auth/accounts', {
      headers: await harborAdmin(request),
      data: { email: `${username}@harbor.example`, firstName: 'Sky', lastName: username },
    });
    expect(created.status()).toBe(201);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughPage(page, 'ava.admin@harbor.example');
    await page.goto('/admin/iam/users');
    await expect(usersTable(page).getByRole('row', { name: /Casey Cashier/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/screens/admin-users-${colorScheme}.png` });

    await page.getByRole('combobox', { name: 'Sign-in method' }).click();
    await page.getByRole('option', { name: 'No fingerprint yet' }).click();
    await expect(page).toHaveURL(/method=noFingerprint/);
    await usersTable(page)
      .getByRole('row', { name: /Casey Cashier/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Casey Cashier', level: 1 })).toBeVisible();
    await expect(page.getByText('Last sign-ins')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/screens/admin-user-${colorScheme}.png`,
      fullPage: true,
    });

    // In a browser the fingerprint dialog says what is missing.
    await page.getByRole('button', { name: 'Manage fingerprints' }).click();
    await expect(page.getByText('Please use Zyno Desktop to enroll fingerprints.')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await openUser(page, username, `Sky ${username}`);
    await page.getByRole('button', { name: 'Set password' }).click();
    const setDialog = page.getByRole('dialog', { name: 'Set password or PIN' });
    await setDialog.getByLabel('New password').fill('casey-new-pass');
    await setDialog.getByLabel('Repeat').fill('casey-new-pass');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await setDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The password has been set.')).toBeVisible();
  });
}
