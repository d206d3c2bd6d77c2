// A fresh member of Harbor Coffee for one end-to-end test, added by Ava through the auth API so
// that the test starts from a person no other test touches.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { signInThroughApi, tenantHeaders } from './sign-in';

export interface HarborMember {
  /** `<prefix><8 random hex>`: unique, and usable as the member's username. */
  handle: string;
  /** `<handle>@harbor.example` */
  email: string;
  id: string;
  /** Ava's headers in Harbor Coffee, for changing the member afterwards. */
  adminHeaders: Record<string, string>;
}

/** Adds the member with the account fields `fields` makes of its handle (the e-mail aside). */
export async function addHarborMember(
  request: APIRequestContext,
  prefix: string,
  fields: (handle: string) => Record<string, unknown>,
): Promise<HarborMember> {
  const ava = await signInThroughApi(request, 'ava.admin@harbor.example');
  const adminHeaders = tenantHeaders(ava, 'Harbor Coffee');
  const handle = `${prefix}${randomUUID().slice(0, 8)}`;
  const email = `${handle}@harbor.example`;
  const created = await request.post('/api/auth/accounts', {
    headers: adminHeaders,
    data: { email, ...fields(handle) },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { handle, email, id, adminHeaders };
}
