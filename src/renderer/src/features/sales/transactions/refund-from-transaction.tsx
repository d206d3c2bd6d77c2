// Refunding from a transaction's page, as the till does: for whoever holds the refunds key, or may
// sell here and has a manager approve (the same approval dialog as the till's). The refund form
// chooses lines and quantities and a reason, and shows the tender the money goes back to; once
// done, the sale, the transactions and the reports are fetched again, so the page shows the new
// refund.
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { hasPermission, type Permissions } from '@shared/permissions';
import { formatMoney } from '@shared/sales/format-money';
import type { Sale } from '@shared/sales/sales';
import { useAccessState } from '../../../lib/session';
import { FormDialog, showSuccess } from '../../../ui';
import { reportsKey } from '../api/reports';
import { salesKey } from '../api/sales';
import { useSalesApi } from '../api/use-sales-api';
import { useManagerApproval } from '../salespoint/manager-approval';
import { refundDraftOf, RefundForm, type RefundRequest } from '../salespoint/refund-form';
import { TRANSACTION_MESSAGES as M } from './messages';

const REFUNDABLE: ReadonlySet<Sale['state']> = new Set(['completed', 'partiallyRefunded']);

/** Whether `permissions` let this person refund here: the key, or selling with an approval. */
function mayRefund(permissions: Permissions, atStation: boolean): boolean {
  return (
    hasPermission(permissions, 'sales', 'refunds') ||
    hasPermission(permissions, 'sales', atStation ? 'sp' : 'spWithoutInstall')
  );
}

export function RefundFromTransaction({ sale, tenantId }: { sale: Sale; tenantId: string }) {
  const access = useAccessState();
  const api = useSalesApi();
  const queryClient = useQueryClient();
  const approval = useManagerApproval();
  const [open, { open: openRefund, close: closeRefund }] = useDisclosure(false);
  if (access.status !== 'ready' || !REFUNDABLE.has(sale.state)) return null;
  const { permissions, isInstall } = access.context;
  if (!mayRefund(permissions, isInstall)) return null;
  const money = (minor: number) => formatMoney(minor, sale.currency);

  const refund = async (request: RefundRequest) => {
    let approvals: string[] = [];
    if (!hasPermission(permissions, 'sales', 'refunds')) {
      const approved = await approval.approve({
        action: 'refunds',
        summary: M.refundTitle(sale.receiptNumber),
      });
      if (approved === null) return;
      approvals = [approved.token];
    }
    const given = await api.sales.refund(sale.id, refundDraftOf(request, approvals));
    closeRefund();
    showSuccess(M.refundDone(given.receiptNumber, money(given.totalMinor)));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: salesKey(tenantId) }),
      queryClient.invalidateQueries({ queryKey: reportsKey(tenantId) }),
    ]);
  };

  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={openRefund}
      >
        {M.refund}
      </Button>
      <FormDialog
        opened={open}
        onClose={closeRefund}
        title={M.refundTitle(sale.receiptNumber)}
        closeLabel={M.close}
      >
        <RefundForm sale={sale} money={money} onRefund={refund} onCancel={closeRefund} />
      </FormDialog>
      {approval.dialog}
    </>
  );
}
