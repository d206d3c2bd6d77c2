// The support desk widget (spec §2 "/admin", "/it/freshdesk", §7; integrations.md "Support desk"):
// the help icon and the admin index's link open it pre-filled with the user's name, e-mail,
// session id and the page they are on. Without a widget id (as here) the calls are queued for the
// widget's script, which is never fetched.
import { expect, test, type Page } from '@playwright/test';
import { signInThroughPage } from '../support/sign-in';

type Call = unknown[];

const queuedCalls = (page: Page): Promise<Call[]> =>
  page.evaluate('window.FreshworksWidget?.q ?? []');

/** The calls that open the widget for a user, after the launcher is hidden at install. */
function openingCalls(name: string, email: string, contextUrl: string): Call[] {
  return [
    ['identify', 'ticketForm', { name, email }],
    [
      'prefill',
      'ticketForm',
      {
        custom_fields: {
          cf_session_id: expect.stringMatching(/\S/) as unknown,
          cf_context_url: contextUrl,
        },
      },
    ],
    ['open'],
  ];
}

test.beforeEach(async ({ page }) => {
  await page.route('https://widget.freshworks.com/**', (route) => route.abort());
});

test('the help icon opens the support widget pre-filled for Max', async ({ page }) => {
  const widgetScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('freshworks')) widgetScripts.push(request.url());
  });
  await signInThroughPage(page, 'max.manager@harbor.example');
  await page.getByRole('button', { name: 'Help and support' }).click();
  expect(await queuedCalls(page)).toEqual([
    ['hide', 'launcher'],
    ...openingCalls('Max Manager', 'max.manager@harbor.example', page.url()),
  ]);
  expect(widgetScripts).toEqual([]);
});

test("the admin index's link opens the support widget from /admin", async ({ page }) => {
  await signInThroughPage(page, 'ava.admin@harbor.example');
  await page.goto('/admin');
  await expect(page.getByText('Choose an item from the left to get started')).toBeVisible();
  await page.getByRole('button', { name: 'Ask our support team' }).click();
  const calls = await queuedCalls(page);
  expect(calls.slice(-3)).toEqual(
    openingCalls('Ava Admin', 'ava.admin@harbor.example', page.url()),
  );
  expect(page.url()).toMatch(/\/admin$/);
});
