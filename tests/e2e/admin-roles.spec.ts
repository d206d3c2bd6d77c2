// The admin's Roles and Permissions screens against the real server: a role still held is deleted
// only by moving its holders (the server's refusal explained when someone got it meanwhile), a
// permission revoked in the editor reaches a signed-in holder without a reload (their launcher
// shrinks, a screen now forbidden says so), the matrix shows where grants come from, and both
// screens are axe-clean in the light and the dark scheme.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import {
  DEMO_PASSWORD,
  signInThroughApi,
  signInThroughPage,
  tenantHeaders,
} from '../support/sign-in';

const FORBIDDEN = "You don't have access to the requested URL.";

interface Harbor {
  headers: Record<string, string>;
  request: APIRequestContext;
}

async function asAva(request: APIRequestContext): Promise<Harbor> {
  const ava = await signInThroughApi(request, 'ava.admin@harbor.example');
  return { headers: tenantHeaders(ava, 'Harbor Coffee'), request };
}

async function createRole(harbor: Harbor, name: string, permissions: object): Promise<string> {
  const response = await harbor.request.post('/api/auth/roles', {
    headers: harbor.headers,
    data: { name, permissions },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A new Harbor Coffee member holding the role; resolves to their e-mail address. */
async function createHolder(harbor: Harbor, firstName: string, roleId: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@harbor.example`;
  const response = await harbor.request.post('/api/auth/accounts', {
    headers: harbor.headers,
    data: { email, firstName, lastName: 'Holder', password: DEMO_PASSWORD, roleIds: [roleId] },
  });
  expect(response.status()).toBe(201);
  return email;
}

const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;
const rolesTable = (page: Page) => page.getByRole('table', { name: 'Roles' });
const roleRow = (page: Page, name: string) =>
  rolesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test('deleting a role in use: the refusal explained, then its holders moved to another role', async ({
  page,
  request,
}) => {
  const harbor = await asAva(request);
  const name = unique('Night Shift');
  const roleId = await createRole(harbor, name, { inventory: {} });
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto('/admin/iam/roles');
  await expect(roleRow(page, name)).toContainText('0 people');

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText(`Nobody holds ${name}.`);
  // Someone is given the role while the dialog is open: the server refuses the delete.
  await createHolder(harbor, 'Nico', roleId);
  await dialog.getByRole('button', { name: 'Delete role' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Someone was given this role in the meantime. Choose the role its holders move to.',
  );
  await expect(dialog).toContainText(`1 person holds ${name}.`);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('button', { name: 'Move 1 person and delete' }).click();
  await expect(dialog.getByText('Choose the role they move to.', { exact: true })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Move them to' }).click();
  await page.getByRole('option', { name: 'Cashier' }).click();
  await dialog.getByRole('button', { name: 'Move 1 person and delete' }).click();
  await expect(
    page.getByText(`The role ${name} was deleted; 1 person moved to Cashier.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(roleRow(page, name)).toHaveCount(0);
  await expect(roleRow(page, 'Cashier')).toContainText(/\d+ people/);
});

test('a role created, renamed and given permissions in the editor; a taken name stays typed', async ({
  page,
}) => {
  const name = unique('Barista');
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto('/admin/iam/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const create = page.getByRole('dialog', { name: 'New role' });
  await create.getByLabel('Role name').fill('manager');
  await create.getByRole('button', { name: 'Create role' }).click();
  await expect(create.getByText('This tenant already has a role named "manager".')).toBeVisible();
  await expect(create.getByLabel('Role name')).toHaveValue('manager');
  await create.getByLabel('Role name').fill(name);
  await create.getByRole('button', { name: 'Create role' }).click();

  const editor = page.getByRole('dialog', { name: `Permissions of ${name}` });
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(/\?role=/);
  const pointOfSale = editor.getByRole('checkbox', { name: 'Point of sale', exact: true });
  await expect(pointOfSale).toBeDisabled();
  await editor.getByRole('switch', { name: 'Sales' }).check();
  await pointOfSale.check();
  await expect(editor.getByText('Unsaved changes')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // Closing with unsaved changes asks first; keeping them keeps them.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(pointOfSale).toBeChecked();
  await editor.getByRole('button', { name: 'Save permissions' }).click();
  await expect(
    page.getByText(`The permissions of ${name} were saved.`, { exact: false }),
  ).toBeVisible();
  await expect(editor.getByText('Unsaved changes')).toBeHidden();
  await editor.getByRole('button', { name: 'Close' }).first().click();
  await expect(roleRow(page, name)).toContainText('Sales');

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: `Rename ${name}` });
  await rename.getByLabel('Role name').fill(`${name} Lead`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(roleRow(page, `${name} Lead`)).toBeVisible();
});

test('a permission revoked from a role reaches a signed-in holder without a reload', async ({
  page,
  browser,
  request,
}) => {
  const harbor = await asAva(request);
  const name = unique('Phones');
  const roleId = await createRole(harbor, name, { talk: {}, sales: { reportsView: true } });
  const email = await createHolder(harbor, 'Remy', roleId);

  const holderContext = await browser.newContext();
  const launcher = await holderContext.newPage();
  const reports = await holderContext.newPage();
  await signInThroughPage(launcher, email);
  await expect(launcher.getByRole('article', { name: 'Talk', exact: true })).toBeVisible();
  await reports.goto('/sales/reports');
  await expect(reports).toHaveTitle('Zyno · Sales · Reports');
  let reloads = 0;
  for (const tab of [launcher, reports]) {
    tab.on('load', () => {
      reloads += 1;
    });
  }

  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto(`/admin/iam/roles?role=${roleId}`);
  const editor = page.getByRole('dialog', { name: `Permissions of ${name}` });
  await editor.getByRole('switch', { name: 'Talk' }).uncheck();
  await editor.getByRole('checkbox', { name: 'Reports' }).uncheck();
  await editor.getByRole('button', { name: 'Save permissions' }).click();
  await expect(
    page.getByText(`The permissions of ${name} were saved.`, { exact: false }),
  ).toBeVisible();

  await expect(launcher.getByRole('article', { name: 'Talk', exact: true })).toHaveCount(0);
  await expect(reports.getByText(FORBIDDEN)).toBeVisible();
  expect(reloads).toBe(0);
  await holderContext.close();
});

test('the matrix shows where grants come from, filters in the URL, and exports what it shows', async ({
  page,
}) => {
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto('/admin/iam/permissions');
  const table = page.getByRole('table', { name: 'Permissions by person' });
  const casey = table.getByRole('row').filter({ hasText: 'casey.cashier@harbor.example' });
  await expect(casey).toContainText('From Cashier');
  const sam = table.getByRole('row').filter({ hasText: 'sam.sso@harbor.example' });
  await expect(sam).toContainText('Own grant');

  await page.getByRole('combobox', { name: 'App or feature' }).click();
  await page.getByRole('option', { name: 'Sales: Point of sale', exact: true }).click();
  await expect(page).toHaveURL(/key=sales\.sp/);
  await expect(table.getByRole('columnheader', { name: 'Sales: Reports' })).toBeVisible();
  await expect(sam).toHaveCount(0);
  await expect(casey).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search people' }).fill('casey');
  await expect(page).toHaveURL(/q=casey/);
  await expect(table.getByRole('row')).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks).toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('"sales.sp"');
  expect(lines[1]).toMatch(/^"Casey Cashier","casey.cashier@harbor.example","Cashier",/);
});

// The screens are checked within <main>: the top bar around them is the shell's.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the Roles and Permissions screens have no serious axe violations (${colorScheme})`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await signInThroughPage(page, 'ava.admin@harbor.example');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/admin/iam/roles');
    await expect(roleRow(page, 'Manager')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`roles-${colorScheme}.png`) });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Manager', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Permissions of Manager' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`role-editor-${colorScheme}.png`) });
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await page.goto('/admin/iam/permissions');
    const table = page.getByRole('table', { name: 'Permissions by person' });
    await expect(table.getByText('casey.cashier@harbor.example')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`permissions-${colorScheme}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
  });
}
