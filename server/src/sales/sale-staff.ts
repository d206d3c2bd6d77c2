// Whose sale it is: a station's offline queue may send a sale Casey rang up under the next
// person's session, naming her in `staffId`. The sale, and the guarded actions in it (a discount
// she had approved), are hers when she is a member who may sell where it was sent from; the
// sender stays the audit's actor.
import type { TenantContext } from '../auth/request-context';
import { loadEffectivePermissions } from '../auth/effective-permissions';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/errors';
import { maySell } from './sales-access';

/** The context the sale is made in: the caller's, or the named staff member's at the same place. */
export async function saleStaffContext(
  tx: Queryable,
  context: TenantContext,
  staffId: string | null,
): Promise<TenantContext> {
  if (staffId === null || staffId === context.accountId) return context;
  const permissions = await loadEffectivePermissions(tx, staffId, context.tenantId);
  if (permissions === null) {
    throw validationFailed('staffId: The staff member is not a member of this business.');
  }
  const staff = { ...context, accountId: staffId, permissions };
  if (!maySell(staff)) {
    throw validationFailed(
      context.installId === null
        ? 'staffId: The staff member may not use the point of sale in a browser.'
        : 'staffId: The staff member may not use the point of sale at a station.',
    );
  }
  return staff;
}
