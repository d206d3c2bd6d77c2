// Whether the caller may do a guarded point-of-sale action (a discount, refund, void, no-sale
// open or price override): with the sales feature key themselves, or by spending a manager's
// approval (approval-grant.ts) for exactly that action, given to them at this station.
import type { ApprovableAction } from '@shared/sales/approvals';
import { hasPermission } from '@shared/permissions';
import { recordAudit } from '../auth/audit-log';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import { spendApproval } from './approvals-store';

export interface SalesActionAuthorisation {
  /** The manager whose approval was used, or null when the caller holds the key. */
  approvedBy: { id: string; name: string } | null;
}

/**
 * Call inside the transaction of the action itself: the approval is spent only if the action
 * commits, and a token two requests carry at once is spent by one of them.
 */
export async function authoriseSalesAction(
  tx: Queryable,
  context: TenantContext,
  action: ApprovableAction,
  approvalTokens: readonly string[],
): Promise<SalesActionAuthorisation> {
  if (hasPermission(context.permissions, 'sales', action)) return { approvedBy: null };
  const spent = await spendApproval(
    tx,
    {
      tenantId: context.tenantId,
      action,
      requestedBy: context.accountId,
      installId: context.installId,
      now: new Date(),
    },
    approvalTokens,
  );
  if (spent === null) {
    throw new ApiError(403, 'approval_required', 'This needs a manager’s approval.', { action });
  }
  await recordAudit(tx, context, {
    action: 'sales.approval.use',
    targetType: 'salesApproval',
    targetId: spent.id,
    after: { action, summary: spent.summary, approver: spent.approver, method: spent.method },
  });
  return { approvedBy: spent.approver };
}
