// The latest sales at this station (or by this person in a browser), newest first, each with its
// receipt number, time, total and state; Reprint shows the receipt again, marked as a reprint,
// and Print prints it without opening the drawer; Refund and Void lead to their forms.
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReceiptDocument } from '@shared/sales/receipt';
import type { Sale } from '@shared/sales/sales';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorText } from '../../../api';
import { ErrorAlert, FormDialog } from '../../../ui';
import { recentSalesQuery, type RecentFilter } from '../api/sales';
import { useSalesApi } from '../api/use-sales-api';
import { POS_MESSAGES as M } from '../messages';
import type { Money } from './money';
import { ReceiptPaper } from './receipt-view';
import { RefundForm, VoidForm, type RefundRequest } from './refund-form';

const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

type SaleAction = 'reprint' | 'refund' | 'void';

type View =
  | { kind: 'list' }
  | { kind: 'receipt'; document: ReceiptDocument }
  | { kind: 'refund'; sale: Sale }
  | { kind: 'void'; sale: Sale };

function refundable(sale: Sale): boolean {
  return (
    (sale.state === 'completed' || sale.state === 'partiallyRefunded') &&
    sale.lines.some((line) => line.quantity > line.refundedQuantity)
  );
}

function RecentList({
  tenantId,
  filter,
  money,
  onChoose,
}: {
  tenantId: string;
  filter: RecentFilter;
  money: Money;
  onChoose: (sale: Sale, action: SaleAction) => void;
}) {
  const { sales } = useSalesApi();
  const recent = useQuery(recentSalesQuery(sales, tenantId, filter));
  if (recent.isPending) return <Loader size="sm" aria-label={M.recentSales} />;
  if (recent.isError) {
    return (
      <ErrorAlert
        title={M.recentFailed}
        message={apiErrorText(recent.error)}
        retry={{ label: M.tryAgain, onClick: () => void recent.refetch() }}
      />
    );
  }
  if (recent.data.length === 0) return <Text c="dimmed">{M.noRecentSales}</Text>;
  return (
    <Stack gap="sm" role="list" aria-label={M.recentSales}>
      {recent.data.map((sale) => (
        <Group key={sale.id} justify="space-between" role="listitem" wrap="nowrap">
          <div>
            <Text fw={600}>
              {M.recentSale(
                sale.receiptNumber,
                TIME.format(new Date(sale.capturedAt)),
                money(sale.totalMinor),
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {M.saleStates[sale.state]}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            {[
              { label: M.reprint, action: 'reprint', enabled: true },
              { label: M.refund, action: 'refund', enabled: refundable(sale) },
              { label: M.voidSale, action: 'void', enabled: sale.state === 'completed' },
            ].map(({ label, action, enabled }) =>
              enabled ? (
                <Button
                  key={action}
                  variant="default"
                  aria-label={`${label} ${sale.receiptNumber}`}
                  onClick={() => {
                    onChoose(sale, action as SaleAction);
                  }}
                >
                  {label}
                </Button>
              ) : null,
            )}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

export function RecentSalesDialog({
  opened,
  onClose,
  receiptOf,
  onPrint,
  printing,
  printError,
  onRefund,
  onVoid,
  ...list
}: {
  opened: boolean;
  tenantId: string;
  filter: RecentFilter;
  money: Money;
  onClose: () => void;
  /** The sale's receipt as a reprint. */
  receiptOf: (sale: Sale) => ReceiptDocument;
  onPrint: (document: ReceiptDocument) => void;
  printing: boolean;
  printError: string | null;
  /** Resolves true once refunded, false when no manager approved. */
  onRefund: (sale: Sale, request: RefundRequest) => Promise<boolean>;
  onVoid: (sale: Sale, reason: string) => Promise<boolean>;
}) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const toList = () => {
    setView({ kind: 'list' });
  };
  const close = () => {
    toList();
    onClose();
  };
  const title =
    view.kind === 'refund'
      ? M.refundTitle(view.sale.receiptNumber)
      : view.kind === 'void'
        ? M.voidTitle(view.sale.receiptNumber)
        : M.recentSales;
  const done = (finished: boolean) => {
    if (finished) toList();
  };
  return (
    <FormDialog opened={opened} onClose={close} title={title} closeLabel={M.close} size="lg">
      {view.kind === 'list' ? (
        <RecentList
          {...list}
          onChoose={(sale, action) => {
            setView(
              action === 'reprint'
                ? { kind: 'receipt', document: receiptOf(sale) }
                : { kind: action, sale },
            );
          }}
        />
      ) : view.kind === 'refund' ? (
        <RefundForm
          sale={view.sale}
          money={list.money}
          onRefund={(request) => onRefund(view.sale, request).then(done)}
          onCancel={toList}
        />
      ) : view.kind === 'void' ? (
        <VoidForm onVoid={(reason) => onVoid(view.sale, reason).then(done)} onCancel={toList} />
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Button variant="default" onClick={toList}>
              {M.backToList}
            </Button>
            <Button
              loading={printing}
              onClick={() => {
                onPrint(view.document);
              }}
            >
              {M.print}
            </Button>
          </Group>
          <ErrorAlert title={M.printFailed} message={printError} />
          <ReceiptPaper document={view.document} />
        </Stack>
      )}
    </FormDialog>
  );
}
