// A Zyno Desktop station for end-to-end tests: the desktop harness on a page, registered to a
// tenant straight through the installs API (as an administrator's registration window would),
// and its sign-in by username and PIN.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  installDesktopHarness,
  type DesktopHarness,
  type DesktopHarnessOptions,
} from './desktop-harness';
import { signInThroughApi, tenantHeaders } from './sign-in';

export interface Station {
  harness: DesktopHarness;
  installId: string;
}

/** Registers the harness's install to Harbor Coffee as Ava Admin would. */
export async function registerStation(
  request: APIRequestContext,
  harness: DesktopHarness,
  name = 'Front counter',
): Promise<string> {
  const ava = await signInThroughApi(request, 'ava.admin@harbor.example');
  const response = await request.post('/api/auth/installs', {
    headers: tenantHeaders(ava, 'Harbor Coffee'),
    data: { handshake: await harness.bridge.generateHandshake(), name },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A registered station showing its sign-in. */
export async function openStation(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  options: Omit<DesktopHarnessOptions, 'appOrigin'> = {},
): Promise<Station> {
  const harness = await installDesktopHarness(page, {
    appOrigin: new URL(baseURL ?? '').origin,
    ...options,
  });
  const installId = await registerStation(request, harness);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sign in to Harbor Coffee at this station.')).toBeVisible();
  return { harness, installId };
}

export async function signInAtStation(page: Page, username: string, pin: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('PIN or password').fill(pin);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A registered station where `username` has signed in, on the launcher. */
export async function signedInAtStation(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  { username, pin }: { username: string; pin: string },
): Promise<Station> {
  const station = await openStation(page, request, baseURL);
  await signInAtStation(page, username, pin);
  await expect(page).toHaveURL(/\/$/);
  return station;
}
