// Client storage holding a valid session for a demo account, as if they had signed in before.
import { SESSION_KEYS } from '../lib/session';
import type { DemoAccount } from './demo-accounts';
import type { FakeAuthServer } from './fake-auth-server';
import { createMemoryStorage } from './memory-storage';

export function signedInStorage(server: FakeAuthServer, account: DemoAccount): Storage {
  const tenant = account.identity.tenants[0];
  if (tenant === undefined) throw new Error(`${account.identity.email} has no tenant.`);
  return createMemoryStorage({
    [SESSION_KEYS.jwt]: server.issueToken(account.identity.email),
    [SESSION_KEYS.expiresAt]: String(Date.now() + 60 * 60_000),
    [SESSION_KEYS.userId]: account.identity.id,
    [SESSION_KEYS.tenantId]: tenant.id,
  });
}
