// A signed-in session of a demo account in its first tenant, unexpired, without impersonation.
import type { Session } from '../lib/session/session';
import type { DemoAccount } from './demo-accounts';

export function demoSession(
  account: DemoAccount,
  jwt = `${account.identity.firstName}-jwt`,
): Session {
  const tenant = account.identity.tenants[0];
  if (tenant === undefined) throw new Error(`${account.identity.email} has no tenant.`);
  return {
    jwt,
    expiresAt: Date.now() + 60 * 60_000,
    rememberMeExpiresAt: null,
    userId: account.identity.id,
    tenantId: tenant.id,
    impersonatorUserId: null,
    impersonatorTenantId: null,
  };
}
