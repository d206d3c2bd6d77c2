// A gift card's history as a table, newest first: when, what (with the back office's note), the
// amount, the balance after, who, and the sale's receipt (a link with transactionsView).
import { Anchor, Table, Text } from '@mantine/core';
import { buildPath } from '@shared/paths';
import { formatMoney } from '@shared/sales/format-money';
import { Link } from 'react-router';
import type { GiftCardLedger } from '../api/gift-cards';
import { saleTime } from '../transactions/sale-time';
import { GIFT_CARD_MESSAGES as M } from './messages';
import { useShopTimeZone } from '../../../lib/reference-data';
import { rightAligned, TableHeader } from '../../../ui';

const TRANSACTION_PATH = '/sales/transactions/:id';

function signed(minor: number, currency: string): string {
  return minor > 0 ? `+${formatMoney(minor, currency)}` : formatMoney(minor, currency);
}

export function GiftCardLedgerTable({
  entries,
  currency,
  mayOpenSales,
}: {
  entries: GiftCardLedger['items'];
  currency: string;
  mayOpenSales: boolean;
}) {
  const timeZone = useShopTimeZone();
  if (entries.length === 0) return <Text c="dimmed">{M.ledgerEmpty}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label={M.ledgerLabel}>
        <TableHeader
          columns={[
            M.when,
            M.what,
            rightAligned(M.amount),
            rightAligned(M.balanceAfter),
            M.who,
            M.receipt,
          ]}
        />
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{saleTime(entry.createdAt, timeZone, 'short')}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {M.kinds[entry.kind]}
                </Text>
                {entry.note === null ? null : (
                  <Text size="xs" c="dimmed">
                    {entry.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {entry.amountMinor === 0 ? '—' : signed(entry.amountMinor, currency)}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(entry.balanceAfterMinor, currency)}
              </Table.Td>
              <Table.Td>{entry.staffName ?? '—'}</Table.Td>
              <Table.Td>
                {entry.receiptNumber === null ? (
                  '—'
                ) : entry.saleId !== null && mayOpenSales ? (
                  <Anchor
                    component={Link}
                    to={buildPath(TRANSACTION_PATH, { id: entry.saleId })}
                    size="sm"
                    ff="monospace"
                    aria-label={M.receiptLink(entry.receiptNumber)}
                  >
                    {entry.receiptNumber}
                  </Anchor>
                ) : (
                  <Text size="sm" ff="monospace">
                    {entry.receiptNumber}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
