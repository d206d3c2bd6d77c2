// The shell around every screen (spec §2 Shell, User menu, §4 platform status, §5, §8): URL texts,
// sign-out across tabs, the status and update icons, Change Password and the admin index.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { addHarborMember } from '../support/harbor-member';
import { DEMO_PASSWORD, signInThroughApi, signInThroughPage } from '../support/sign-in';

/** What the platform status icon says (spec §4), by the state of the feed. */
const STATUS_ICON = {
  unreachable: 'Zyno is unable to check the platform status.',
  open: 'The platform is experiencing issues. Click for more details.',
  resolved: 'All platform incidents have been resolved. Click to dismiss.',
};
const INCIDENTS = '**/status/api/v1/incidents?**';

function feed(incidents: { id: number; human_status: string; updates: { id: number }[] }[]) {
  return { meta: { pagination: {} }, data: incidents };
}

test('unknown and forbidden URLs say so', async ({ page }) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.goto('/no-such-screen');
  await expect(page.getByText('The requested URL does not exist.')).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByText("You don't have access to the requested URL.")).toBeVisible();
});

test('the admin index welcomes a tenant admin; the launcher passes axe', async ({ page }) => {
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await expect(page.getByRole('link', { name: 'Customers', exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ava Admin, Harbor Coffee' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Choose an item from the left to get started')).toBeVisible();
});

test('logging out in one tab signs out the other', async ({ page, context }) => {
  await signInThroughPage(page, 'max.manager@harbor.example');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Max Manager, Harbor Coffee' })).toBeVisible();
  await page.getByRole('button', { name: 'Max Manager, Harbor Coffee' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login/);
});

test('the status icon warns, shows an incident, then its resolution, polled every 60 s', async ({
  page,
}) => {
  let answer: () => Promise<{ status: number; json?: unknown }> = () =>
    Promise.resolve({ status: 500 });
  await page.route(INCIDENTS, async (route) => {
    const { status, json } = await answer();
    await route.fulfill(json === undefined ? { status } : { status, json });
  });
  await page.clock.install();
  await signInThroughPage(page, 'max.manager@harbor.example');
  await expect(page.getByRole('button', { name: STATUS_ICON.unreachable })).toBeVisible();

  answer = () =>
    Promise.resolve({
      status: 200,
      json: feed([{ id: 7, human_status: 'Investigating', updates: [{ id: 70 }] }]),
    });
  await page.clock.fastForward('01:01');
  await expect(page.getByRole('button', { name: STATUS_ICON.open })).toBeVisible();

  answer = () =>
    Promise.resolve({
      status: 200,
      json: feed([{ id: 7, human_status: 'Fixed', updates: [{ id: 70 }, { id: 71 }] }]),
    });
  await page.clock.fastForward('01:01');
  const resolved = page.getByRole('button', { name: STATUS_ICON.resolved });
  await expect(resolved).toBeVisible();

  const statusPage = page.waitForEvent('popup');
  await resolved.click();
  await expect(await statusPage).toHaveURL(/\/status$/);
  // Acknowledged: a resolved incident no longer asks for attention.
  await expect(resolved).toBeHidden();
});

test('the update icon appears when a newer build is deployed', async ({ page }) => {
  // Deployed once the person is past the login page, which would otherwise reload itself into
  // the newer build every 5 s (use-reload-on-new-version.ts), mid-sign-in on a busy machine.
  await page.route('**/version.json', (route) =>
    new URL(page.url()).pathname === '/login'
      ? route.continue()
      : route.fulfill({ json: { version: '25.727.741', build: 'a-newer-build' } }),
  );
  await signInThroughPage(page, 'max.manager@harbor.example');
  await expect(page.getByRole('button', { name: 'Click to update' })).toBeVisible();
});

test('Change Password checks the repetition, then changes the password', async ({
  page,
  request,
}) => {
  const { email } = await addHarborMember(request, 'password', () => ({
    firstName: 'Pat',
    lastName: 'Password',
    password: DEMO_PASSWORD,
    permissions: { core: { changePassword: true } },
  }));

  await signInThroughPage(page, email);
  await page.getByRole('button', { name: 'Pat Password, Harbor Coffee' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('a-new-pass-2026');
  await dialog
    .getByRole('textbox', { name: 'Repeat new password', exact: true })
    .fill('a-different-one');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Passwords do not match.')).toBeVisible();

  await dialog
    .getByRole('textbox', { name: 'Repeat new password', exact: true })
    .fill('a-new-pass-2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await signInThroughApi(request, email, 'a-new-pass-2026');
});

test('an unacknowledged incident update bounces the icon until it is clicked', async ({ page }) => {
  let updates = [{ id: 80 }];
  await page.route(INCIDENTS, (route) =>
    route.fulfill({ json: feed([{ id: 8, human_status: 'Identified', updates }]) }),
  );
  await page.clock.install();
  await signInThroughPage(page, 'max.manager@harbor.example');
  const icon = page.getByRole('button', { name: STATUS_ICON.open });
  await expect(icon).toHaveCSS('animation-name', /bounce/);

  const statusPage = page.waitForEvent('popup');
  await icon.click();
  await (await statusPage).close();
  // Acknowledged: still open, but quiet …
  await expect(icon).toHaveCSS('animation-name', 'none');
  // … until the incident changes again at the next 60 s poll.
  updates = [{ id: 80 }, { id: 81 }];
  await page.clock.fastForward('01:01');
  await expect(icon).toHaveCSS('animation-name', /bounce/);
});
