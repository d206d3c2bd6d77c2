// The latest sales at this station (or by this person in a browser), newest first, each with its
// receipt number, time, total and state; Reprint shows the receipt again, marked as a reprint,
// and Print prints it without opening the drawer.
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

const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

function RecentList({
  tenantId,
  filter,
  money,
  onReprint,
}: {
  tenantId: string;
  filter: RecentFilter;
  money: Money;
  onReprint: (sale: Sale) => void;
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
          <Button
            variant="default"
            onClick={() => {
              onReprint(sale);
            }}
          >
            {M.reprint}
          </Button>
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
}) {
  const [reprinting, setReprinting] = useState<ReceiptDocument | null>(null);
  const close = () => {
    setReprinting(null);
    onClose();
  };
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={M.recentSales}
      closeLabel={M.close}
      size="lg"
    >
      {reprinting === null ? (
        <RecentList
          {...list}
          onReprint={(sale) => {
            setReprinting(receiptOf(sale));
          }}
        />
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setReprinting(null);
              }}
            >
              {M.backToList}
            </Button>
            <Button
              loading={printing}
              onClick={() => {
                onPrint(reprinting);
              }}
            >
              {M.print}
            </Button>
          </Group>
          <ErrorAlert title={M.printFailed} message={printError} />
          <ReceiptPaper document={reprinting} />
        </Stack>
      )}
    </FormDialog>
  );
}
