// Stations and sign-in activity in the admin area (issue 14), against the real server with a
// station in the desktop harness: an administrator renames and revokes a station, which then asks
// to be signed into Zyno again; sign-in activity lists a station's failed and successful
// sign-ins, filters them through the URL and downloads them as CSV; both screens pass axe in
// light and dark.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes, seriousViolations } from '../support/accessibility';
import { installDesktopHarness } from '../support/desktop-harness';
import { signInThroughPage } from '../support/sign-in';
import { registerStation, signInAtStation } from '../support/station';

const INVALID =
  'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.';

/** A station in the harness, registered to Harbor Coffee under a name no other test uses. */
async function stationNamed(page: Page, baseURL: string | undefined, prefix: string) {
  const name = `${prefix} ${randomUUID().slice(0, 6)}`;
  const harness = await installDesktopHarness(page, { appOrigin: new URL(baseURL ?? '').origin });
  await registerStation(page.request, harness, name);
  await page.goto('/');
  await expect(page.getByText('Sign in to Harbor Coffee at this station.')).toBeVisible();
  return name;
}

/** Ava Admin in a browser of her own, on an admin screen. */
async function adminAt(browser: Browser, path: string): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await signInThroughPage(admin, 'ava.admin@harbor.example');
  await admin.goto(path);
  return admin;
}

test('an administrator renames and revokes a station, which then asks to sign into Zyno', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = await stationNamed(page, baseURL, 'Till');
  const admin = await adminAt(browser, '/admin/iam/stations');
  await expect(admin).toHaveTitle('Zyno · Admin · Stations');
  await expect(admin.getByRole('heading', { level: 1, name: 'Stations' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Ava Admin');
  await expect(row).toContainText('Active');
  await expect(admin.getByRole('heading', { name: 'Register a new station' })).toBeVisible();
  await expectAccessibleInBothSchemes(admin, 'admin-stations');

  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Rename station' });
  const field = dialog.getByLabel('Station name');
  await expect(field).toHaveValue(name);
  await field.fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name for this station.')).toBeVisible();
  expect(await seriousViolations(admin, '[role="dialog"]')).toEqual([]);
  const renamed = `${name} (pier)`;
  await field.fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const renamedRow = admin.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();

  await admin.getByRole('button', { name: `Actions for ${renamed}` }).click();
  await admin.getByRole('menuitem', { name: 'Revoke' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Revoke this station?' });
  await expect(confirm).toContainText(`Revoke ${renamed}?`);
  await confirm.getByRole('button', { name: 'Revoke station' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamedRow).toContainText('Revoked');
  await expect(admin.getByRole('button', { name: `Actions for ${renamed}` })).toHaveCount(0);

  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Active' }).click();
  await expect(admin).toHaveURL(/status=active/);
  await expect(renamedRow).toBeHidden();

  // The station learns of it at its next call: its sign-in is refused and it checks in again.
  await signInAtStation(page, 'max', '33334444');
  await expect(page).toHaveURL(/\/zd\/detect$/);
  await expect(page.getByRole('button', { name: 'Sign into Zyno' })).toBeVisible();
});

test('sign-in activity lists a station’s failed and successful sign-ins, filters them and exports CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = await stationNamed(page, baseURL, 'Counter');
  await signInAtStation(page, 'max', '99990000');
  await expect(page.getByRole('alert')).toContainText(INVALID);
  await signInAtStation(page, 'max', '33334444');
  await expect(page).toHaveURL(/\/$/);

  const admin = await adminAt(browser, '/admin/iam/sign-ins');
  await expect(admin).toHaveTitle('Zyno · Admin · Sign-in activity');
  const table = admin.getByRole('table', { name: 'Sign-in attempts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await admin.getByRole('combobox', { name: 'Station' }).click();
  await admin.getByRole('option', { name }).click();
  const rows = table.getByRole('row').filter({ hasText: 'Max Manager' });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Success');
  await expect(rows.nth(1)).toContainText('Wrong PIN');
  await expect(rows.nth(0)).toContainText('PIN');
  await expect(rows.nth(0)).toContainText(name);
  await expectAccessibleInBothSchemes(admin, 'admin-sign-ins');

  await admin.getByRole('combobox', { name: 'Result' }).click();
  await admin.getByRole('option', { name: 'Wrong secret' }).click();
  await expect(admin).toHaveURL(/outcome=wrong_secret/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Wrong PIN');

  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await admin.getByLabel('From').fill(day);
  await expect(admin).toHaveURL(new RegExp(`from=${day}`));
  await expect(rows).toHaveCount(1);
  await admin.getByLabel('To').fill('2000-01-01');
  await expect(table).toContainText('Nothing matches these filters.');
  await admin.getByLabel('To').fill(day);
  await expect(rows).toHaveCount(1);

  // The filters live in the URL: a reload shows the same list.
  await admin.reload();
  await expect(rows).toHaveCount(1);

  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Time (UTC),Person,E-mail,Typed,Method,Where,Result,IP address');
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain(`Max Manager,max.manager@harbor.example,max,PIN,${name},Wrong PIN`);
});
