// Whose fingerprints a request may see or change (spec §6): one's own with core
// manageFingerprints in the current tenant (reading them needs no permission); another member's
// list as an admin of the current tenant, and changing them only as an admin of the tenant that
// manages that account (auth/account-management.ts).
import { hasPermission } from '@shared/permissions';
import { assertMayManage, findMemberAccount } from '../auth/account-management';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { forbidden, notFoundInTenant, type ApiError } from '../http/errors';

export type FingerprintIntent = 'read' | 'change';

/**
 * The account whose fingerprints the request acts on: `requested`, or the caller's own when it
 * is omitted. Throws 403 when the caller may not, and `missing()` (404) when the account is not
 * a member of the tenant.
 */
export async function fingerprintAccount(
  db: Queryable,
  context: TenantContext,
  requested: string | null | undefined,
  intent: FingerprintIntent,
  missing: () => ApiError = () => notFoundInTenant('account', requested ?? ''),
): Promise<string> {
  const accountId = requested ?? context.accountId;
  if (accountId === context.accountId) {
    const mayChange =
      context.isTenantAdmin || hasPermission(context.permissions, 'core', 'manageFingerprints');
    if (intent === 'change' && !mayChange) {
      throw forbidden('You may not manage your fingerprints in this tenant.');
    }
    return accountId;
  }
  if (!context.isTenantAdmin) {
    throw forbidden("Only administrators of this tenant may manage other people's fingerprints.");
  }
  const member = await findMemberAccount(db, context.tenantId, accountId);
  if (member === null) throw missing();
  if (intent === 'change') assertMayManage(context, member, 'fingerprints');
  return accountId;
}
