// Fingerprints end to end at a station with the virtual reader (spec §2 "Fingerprint
// management", §4 "Fingerprint enrollment", §5, §7 auth-fp): a member of staff enrolls a finger
// in five presses with live progress, then signs in with a touch; another finger is not
// recognised; repeated unrecognised touches lock the account.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVirtualReader, type VirtualReader } from '@zyno/fingerprint';
import { seriousViolations } from '../support/accessibility';
import { startEnrollment, touch } from '../support/fingerprint-reader';
import { addHarborMember } from '../support/harbor-member';
import { openStation, signedInAtStation, signInAtStation } from '../support/station';

const NOT_RECOGNISED =
  'Your fingerprint was not recognised. Try again, or sign in with your username and PIN.';

/** A member of Harbor Coffee who may sell at a station and manage their own fingerprints. */
async function createStaff(request: APIRequestContext) {
  const { handle: username } = await addHarborMember(request, 'fp', (handle) => ({
    firstName: 'Robin',
    lastName: 'Ridge',
    username: handle,
    pin: '80808080',
    permissions: {
      sales: { sp: true },
      core: { manageFingerprints: true, changePassword: true },
    },
  }));
  return { username, pin: '80808080' };
}

/** A new member of staff at a station with a virtual reader, on its sign-in page. */
async function stationWithReader(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
) {
  const staff = await createStaff(request);
  const reader = createVirtualReader();
  await openStation(page, request, baseURL, { reader });
  return { staff, reader };
}

async function enroll(page: Page, reader: VirtualReader, finger: number, fingerName: string) {
  const dialog = await startEnrollment(page, 'Robin Ridge', fingerName);
  for (let press = 0; press < 5; press += 1) {
    await touch(reader, finger, press);
    if (press < 4) await expect(dialog.getByText(`${press + 1} of 5 presses`)).toBeVisible();
    if (press === 2) {
      await expect(dialog.getByRole('img', { name: 'Press 3' })).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: 'test-results/screens/fingerprint-enrollment.png' });
    }
  }
  await expect(dialog.getByText(`The ${fingerName} fingerprint is enrolled.`)).toBeVisible();
  await expect(dialog.getByText(fingerName, { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/fingerprint-list.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** A new member of staff, and the station open with a virtual reader attached. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Robin Ridge/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a finger enrolled in five presses signs in with a touch; another finger does not', async ({
  page,
  request,
  baseURL,
}) => {
  const { staff, reader } = await stationWithReader(page, request, baseURL);
  await expect(page.getByText('Or touch the fingerprint reader')).toBeVisible();
  await signInAtStation(page, staff.username, staff.pin);
  await expect(page).toHaveURL(/\/$/);

  const finger = 4100 + Math.floor(Math.random() * 1000);
  await enroll(page, reader, finger, 'Right Index');
  await logOut(page);

  // Another finger is not recognised.
  await touch(reader, finger + 1, 0);
  await expect(page.getByRole('alert')).toContainText(NOT_RECOGNISED);
  await expect(page).toHaveURL(/\/login$/);

  // The enrolled finger, placed anew, signs in with no username typed.
  await touch(reader, finger, 6);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Robin Ridge/ })).toBeVisible();

  // Removing it asks the spec's question first.
  await page.getByRole('button', { name: /^Robin Ridge/ }).click();
  await page.getByRole('menuitem', { name: 'Manage Fingerprints' }).click();
  await page.getByRole('button', { name: 'Remove the Right Index fingerprint' }).click();
  await expect(
    page.getByText('Are you sure you want to remove the Right Index fingerprint?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('The Right Index fingerprint was removed.')).toBeVisible();
  await expect(page.getByText('No fingerprints are enrolled yet.', { exact: false })).toBeVisible();
});

test('a press of another finger during enrolment is asked for again', async ({
  page,
  request,
  baseURL,
}) => {
  const { staff, reader } = await stationWithReader(page, request, baseURL);
  await signInAtStation(page, staff.username, staff.pin);
  await expect(page).toHaveURL(/\/$/);
  const finger = 5100 + Math.floor(Math.random() * 1000);
  const dialog = await startEnrollment(page, 'Robin Ridge', 'Left Thumb');
  for (const [who, impression] of [
    [finger, 0],
    [finger, 1],
    [finger + 1, 2],
    [finger, 3],
    [finger, 4],
  ] as const) {
    await touch(reader, who, impression);
  }
  // The server found the third press to be another finger: it is dropped and asked for again.
  await expect(
    dialog.getByText("That press didn't match the others. Press the same finger again."),
  ).toBeVisible();
  await expect(dialog.getByText('4 of 5 presses')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/fingerprint-enrollment-press-again.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({
    path: 'test-results/screens/fingerprint-enrollment-press-again-dark.png',
  });
  await touch(reader, finger, 5);
  await expect(dialog.getByText('The Left Thumb fingerprint is enrolled.')).toBeVisible();
});

test('repeated unrecognised touches lock the account named by the hint', async ({
  page,
  request,
  baseURL,
}) => {
  const { staff, reader } = await stationWithReader(page, request, baseURL);
  await page.getByLabel('Username').fill(staff.username);
  const stranger = 9100 + Math.floor(Math.random() * 1000);
  // A finger lifted before the scan is done is asked for again, and counts as nothing.
  await expect.poll(() => reader.capturing).toBe(true);
  expect((await reader.touch(stranger, { durationMs: 50 })).outcome).toBe('rejected');
  await expect(
    page.getByText('Finger lifted too fast. Keep your finger on the reader for a second.'),
  ).toBeVisible();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await touch(reader, stranger, attempt);
    await expect(page.getByRole('alert')).toContainText(NOT_RECOGNISED);
  }
  await page.getByLabel('PIN or password').fill(staff.pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /Too many failed attempts\. Try again in 1[45] minutes\./,
  );
});

test('Manage Fingerprints says what is missing without a reader', async ({
  page,
  request,
  baseURL,
}) => {
  const staff = await createStaff(request);
  await signedInAtStation(page, request, baseURL, staff);
  await page.getByRole('button', { name: /^Robin Ridge/ }).click();
  // Spec §6: the entry needs a reader; the station has none.
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Manage Fingerprints' })).toBeHidden();
});
