// Signing in for end-to-end tests: through the login page as a user would, or straight through
// the auth API for the administrator who changes things behind a user's back.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'zyno-demo-pass';

export async function signInThroughPage(
  page: Page,
  email: string,
  {
    password = DEMO_PASSWORD,
    rememberMe = false,
  }: { password?: string; rememberMe?: boolean } = {},
): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('E-mail').press('Enter');
  const password_ = page.getByLabel('Password', { exact: true });
  await expect(password_).toBeFocused();
  if (rememberMe) await page.getByLabel('Keep me signed in for 30 days').check();
  await password_.fill(password);
  await password_.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

export interface ApiSession {
  jwt: string;
  accountId: string;
  tenants: { id: string; name: string }[];
}

export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const response = await request.post('/api/auth/login/password-login', {
    data: { browserId: 'e2e-api-browser', email, password, rememberMe: false },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    jwt: string;
    identity: { id: string; tenants: { id: string; name: string }[] };
  };
  return { jwt: body.jwt, accountId: body.identity.id, tenants: body.identity.tenants };
}

export function tenantHeaders(session: ApiSession, tenantName: string): Record<string, string> {
  const tenant = session.tenants.find((candidate) => candidate.name === tenantName);
  if (tenant === undefined) throw new Error(`Not a member of ${tenantName}.`);
  return { Authorization: `Bearer ${session.jwt}`, 'X-Zyno-Tenant-Id': tenant.id };
}
