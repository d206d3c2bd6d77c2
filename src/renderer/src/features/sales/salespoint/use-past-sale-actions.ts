// Refunds and voids of a past sale from the recent sales: with the cashier's own key they go
// straight through, otherwise a manager approves first; the till's sales lists are refreshed.
import type { Approval, ApprovableAction } from '@shared/sales/approvals';
import type { Sale } from '@shared/sales/sales';
import { hasPermission, type Permissions } from '@shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { salesKey } from '../api/sales';
import { useSalesApi } from '../api/use-sales-api';
import { POS_MESSAGES as M } from '../messages';
import type { ApprovalAsk } from './manager-approval';
import type { Money } from './money';
import { refundDraftOf, type RefundRequest } from './refund-form';

interface PastSaleContext {
  tenantId: string;
  permissions: Permissions;
  approve: (ask: ApprovalAsk) => Promise<Approval | null>;
  money: Money;
  /** Tells the cashier what was done. */
  notify: (text: string) => void;
}

export interface PastSaleActions {
  /** False when the manager's approval was not given. */
  refundSale: (sale: Sale, request: RefundRequest) => Promise<boolean>;
  voidSale: (sale: Sale, reason: string) => Promise<boolean>;
}

export function usePastSaleActions({
  tenantId,
  permissions,
  approve,
  money,
  notify,
}: PastSaleContext): PastSaleActions {
  const api = useSalesApi();
  const queryClient = useQueryClient();

  /** The approvals an action on a past sale carries: none with the key, else a manager's. */
  const approvalsFor = async (action: ApprovableAction, summary: string) => {
    if (hasPermission(permissions, 'sales', action)) return [];
    const approved = await approve({ action, summary });
    return approved === null ? null : [approved.token];
  };

  const refundSale = async (sale: Sale, request: RefundRequest) => {
    const approvals = await approvalsFor('refunds', `Refund from receipt ${sale.receiptNumber}`);
    if (approvals === null) return false;
    const refund = await api.sales.refund(sale.id, refundDraftOf(request, approvals));
    await queryClient.invalidateQueries({ queryKey: salesKey(tenantId) });
    notify(M.refunded(refund.receiptNumber, money(refund.totalMinor)));
    return true;
  };

  const voidSale = async (sale: Sale, reason: string) => {
    const approvals = await approvalsFor('voids', `Void of receipt ${sale.receiptNumber}`);
    if (approvals === null) return false;
    await api.sales.voidSale(sale.id, { reason, approvals });
    await queryClient.invalidateQueries({ queryKey: salesKey(tenantId) });
    notify(M.voided(sale.receiptNumber));
    return true;
  };

  return { refundSale, voidSale };
}
