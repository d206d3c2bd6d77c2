// Support for whoever asks (spec §2 "/admin", "/it/freshdesk", §7; integrations.md "Support desk"):
// the help icon and the admin index's link open support pre-filled with the user's name, e-mail,
// session id and the page they are on. Without a widget id (the suite's server) that is the
// built-in support form, whose request a system administrator reads; with one (a second server
// started here with ZYNO_SUPPORT_WIDGET_ID), the support desk's widget: its script is allowed by
// the page's policy and loads, and the calls it takes over are queued pre-filled.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/accessibility';
import { signInThroughApi, signInThroughPage, tenantHeaders } from '../support/sign-in';
import { startSourceServer, type SourceServer } from '../support/source-server';

const WIDGET_ID = '150000001234';

test.describe('without a support desk widget', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('https://widget.freshworks.com/**', (route) => route.abort());
  });

  test('the help icon opens the support form pre-filled for Max, and a system administrator reads what he sent', async ({
    page,
    request,
  }) => {
    const widgetRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('freshworks')) widgetRequests.push(sent.url());
    });
    await signInThroughPage(page, 'max.manager@harbor.example');
    const askedFrom = page.url();
    await page.getByRole('button', { name: 'Help and support' }).click();
    const form = page.getByRole('dialog', { name: 'Contact support' });
    await expect(form.getByLabel('Name')).toHaveValue('Max Manager');
    await expect(form.getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('E-mail')).toHaveValue('max.manager@harbor.example');
    await expect(form.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expect(form.getByText(`Page: ${askedFrom}`)).toBeVisible();
    const sessionId = await page.evaluate(() => localStorage.getItem('zyno.browserId'));
    expect(sessionId).toMatch(/\S{8,}/);
    await expect(form.getByText(`Session id: ${sessionId ?? ''}`)).toBeVisible();

    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Enter a subject.')).toBeVisible();
    const subject = `Receipts stopped printing ${String(Date.now())}`;
    await form.getByLabel('Subject').fill(subject);
    await form
      .getByLabel('Description')
      .fill('Nothing prints since this morning.\nRestarted twice.');
    await expectAccessibleInBothSchemes(page, 'support-form', '[role="dialog"]');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('status')).toContainText(
      'Your request reached our support team; we will reply to max.manager@harbor.example.',
    );
    await expectAccessibleInBothSchemes(page, 'support-form-sent', '[role="dialog"]');
    await form.getByRole('button', { name: 'Done' }).click();
    await expect(form).toBeHidden();
    expect(widgetRequests).toEqual([]);

    const sysAdmin = await signInThroughApi(request, 'sysadmin@zyno.example');
    const headers = tenantHeaders(sysAdmin, 'Zyno Operations');
    const list = await request.get('/api/auth/support/requests', { headers });
    expect(list.status()).toBe(200);
    const { items } = (await list.json()) as { items: { id: string; subject: string }[] };
    const sent = items.find((item) => item.subject === subject);
    expect(sent).toBeDefined();
    const detail = await request.get(`/api/auth/support/requests/${sent?.id ?? ''}`, { headers });
    expect(await detail.json()).toMatchObject({
      name: 'Max Manager',
      email: 'max.manager@harbor.example',
      tenant: { name: 'Harbor Coffee' },
      subject,
      description: 'Nothing prints since this morning.\nRestarted twice.',
      sessionId,
      contextUrl: askedFrom,
    });
    const max = await signInThroughApi(request, 'max.manager@harbor.example');
    const refused = await request.get('/api/auth/support/requests', {
      headers: tenantHeaders(max, 'Harbor Coffee'),
    });
    expect(refused.status()).toBe(403);
  });

  test("the admin index's link opens the support form for Ava from /admin", async ({ page }) => {
    await signInThroughPage(page, 'ava.admin@harbor.example');
    await page.goto('/admin');
    await expect(page.getByText('Choose an item from the left to get started')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Support requests' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ask our support team' }).click();
    const form = page.getByRole('dialog', { name: 'Contact support' });
    await expect(form.getByLabel('E-mail')).toHaveValue('ava.admin@harbor.example');
    await expect(form.getByText(`Page: ${page.url()}`)).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    expect(page.url()).toMatch(/\/admin$/);
  });

  test('a system administrator reads support requests on their admin screen, and closes and reopens one', async ({
    page,
    request,
  }) => {
    const casey = await signInThroughApi(request, 'casey.cashier@harbor.example');
    const subject = `The till asks for a manager ${String(Date.now())}`;
    const created = await request.post('/api/auth/support/requests', {
      headers: tenantHeaders(casey, 'Harbor Coffee'),
      data: {
        subject,
        description: 'Every refund asks for a manager, even small ones.',
        sessionId: 'e2e-api-browser',
        contextUrl: 'http://127.0.0.1/sales/salespoint',
      },
    });
    expect(created.status()).toBe(201);

    await signInThroughPage(page, 'sysadmin@zyno.example');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Support requests' }).click();
    await expect(page).toHaveURL(/\/admin\/support\/requests$/);
    await expect(page).toHaveTitle('Zyno · Admin · Support requests');
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect(row).toContainText('Casey Cashier');
    await expect(row).toContainText('Harbor Coffee');
    await expectAccessibleInBothSchemes(page, 'support-requests');
    await row.click();
    const detail = page.getByRole('dialog', { name: subject });
    await expect(detail).toContainText('Every refund asks for a manager, even small ones.');
    await expect(detail).toContainText('http://127.0.0.1/sales/salespoint');
    await expectAccessibleInBothSchemes(page, 'support-request', '[role="dialog"]');

    // Closed: the dialog says so and offers to reopen; the list of open requests no longer has it.
    await detail.getByRole('button', { name: 'Close request' }).click();
    await expect(page.getByText('Support request closed')).toBeVisible();
    await expect(detail.getByText('Closed', { exact: true })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Reopen request' })).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'support-request-closed', '[role="dialog"]');
    await detail.getByRole('button', { name: 'Back to the list' }).click();
    await expect(detail).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await expect(page).toHaveURL(/\/admin\/support\/requests\?status=closed$/);
    await expect(row).toContainText('Closed');
    await expectAccessibleInBothSchemes(page, 'support-requests-closed');
    await row.click();
    await detail.getByRole('button', { name: 'Reopen request' }).click();
    await expect(page.getByText('Support request reopened')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Close request' })).toBeVisible();
    await detail.getByRole('button', { name: 'Back to the list' }).click();
    await expect(row).toHaveCount(0);
  });
});

test.describe('with a support desk widget configured', () => {
  let server: SourceServer | undefined;
  let origin = '';

  test.beforeAll(async () => {
    // Port 0: the system picks a free one, printed by the server.
    server = await startSourceServer(
      'tests/support/e2e-server.ts',
      { ...process.env, E2E_PORT: '0', ZYNO_SUPPORT_WIDGET_ID: WIDGET_ID },
      /e2e server at (\S+)/,
    );
    origin = server.url;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  type Call = unknown[];
  const queuedCalls = (page: Page): Promise<Call[]> =>
    page.evaluate('window.FreshworksWidget?.q ?? []');

  test("the page's policy allows the widget, its script loads, and the help icon queues the pre-filled calls", async ({
    page,
  }) => {
    const scripts: string[] = [];
    // Stands in for the vendor's script: it only proves it was allowed to run.
    await page.route('https://widget.freshworks.com/**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({
        contentType: 'application/javascript',
        body: 'window.zynoWidgetScriptRan = true;',
      });
    });
    const shell = await page.request.get(`${origin}/login`, { headers: { accept: 'text/html' } });
    const policy = shell.headers()['content-security-policy'] ?? '';
    const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    // This origin and the widget's; besides them only the login page's inline guard, by its hash.
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
      'https://widget.freshworks.com',
    ]);
    expect(policy).toContain('frame-src https://widget.freshworks.com;');
    // The header alone decides: the build's meta policy, which has no widget, is not sent.
    expect(await shell.text()).not.toContain('http-equiv="Content-Security-Policy"');

    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill('max.manager@harbor.example');
    await page.getByLabel('E-mail').press('Enter');
    await page.getByLabel('Password', { exact: true }).fill('zyno-demo-pass');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await page.getByRole('button', { name: 'Help and support' }).click();
    await expect.poll(() => page.evaluate('window.zynoWidgetScriptRan === true')).toBe(true);
    expect(scripts).toEqual([`https://widget.freshworks.com/widgets/${WIDGET_ID}.js`]);
    expect(await page.evaluate('window.fwSettings')).toEqual({ widget_id: WIDGET_ID });
    expect(await queuedCalls(page)).toEqual([
      ['hide', 'launcher'],
      ['identify', 'ticketForm', { name: 'Max Manager', email: 'max.manager@harbor.example' }],
      [
        'prefill',
        'ticketForm',
        {
          custom_fields: {
            cf_session_id: expect.stringMatching(/\S{8,}/) as unknown,
            cf_context_url: page.url(),
          },
        },
      ],
      ['open'],
    ]);
    await expect(page.getByRole('dialog', { name: 'Contact support' })).toHaveCount(0);
  });
});
