// /sales/gift-cards/:code: one card — its balance in large type, its status, its history (when,
// what, amount, balance after, who, and the receipt of a sale) — and, with giftCardsEdit, Reload,
// Deactivate and Reactivate. A change made elsewhere refreshes it (sales.gift-cards.changed).
import {
  Anchor,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconCreditCardOff,
  IconPlayerPlay,
  IconPlus,
  IconBan,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buildPath } from '@shared/paths';
import { formatMoney } from '@shared/sales/format-money';
import { giftCardStatus, type GiftCard } from '@shared/sales/gift-cards';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { apiErrorText, isApiError } from '../../../api';
import { useScreenPageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ErrorAlert, PageStatusMessage } from '../../../ui';
import {
  giftCardLedgerQuery,
  giftCardQuery,
  giftCardsKey,
  useGiftCardsApi,
  type GiftCardLedger,
} from '../api/gift-cards';
import { saleTime } from '../transactions/sale-time';
import { CardActionDialog, type CardAction } from './card-action-dialogs';
import { useGiftCardAccess } from './gift-card-access';
import { GiftCardStatusBadge } from './gift-card-status-badge';
import { useShopTimeZone } from './gift-card-time';
import { GIFT_CARD_MESSAGES as M } from './messages';

const TRANSACTION_PATH = '/sales/transactions/:id';

function Page({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }} aria-busy={busy}>
      <Anchor component={Link} to="/sales/gift-cards" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {M.back}
        </Group>
      </Anchor>
      {children}
    </Stack>
  );
}

function signed(minor: number, currency: string): string {
  return minor > 0 ? `+${formatMoney(minor, currency)}` : formatMoney(minor, currency);
}

function Ledger({
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
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.when}</Table.Th>
            <Table.Th>{M.what}</Table.Th>
            <Table.Th ta="right">{M.amount}</Table.Th>
            <Table.Th ta="right">{M.balanceAfter}</Table.Th>
            <Table.Th>{M.who}</Table.Th>
            <Table.Th>{M.receipt}</Table.Th>
          </Table.Tr>
        </Table.Thead>
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

function Actions({ card, onAction }: { card: GiftCard; onAction: (action: CardAction) => void }) {
  return (
    <Group gap="sm">
      {card.active ? (
        <>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              onAction('reload');
            }}
          >
            {M.reload}
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => {
              onAction('deactivate');
            }}
          >
            {M.deactivate}
          </Button>
        </>
      ) : (
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => {
            onAction('reactivate');
          }}
        >
          {M.reactivate}
        </Button>
      )}
    </Group>
  );
}

export function GiftCardPage() {
  useScreenPageTitle();
  const { code = '' } = useParams();
  const tenantId = useSession()?.tenantId ?? '';
  const api = useGiftCardsApi();
  const queryClient = useQueryClient();
  const { mayEdit, mayOpenSales } = useGiftCardAccess();
  const card = useQuery(giftCardQuery(api, tenantId, code));
  const ledger = useQuery(giftCardLedgerQuery(api, tenantId, code));
  const [action, setAction] = useState<CardAction | null>(null);

  if (card.isPending) {
    return (
      <Page busy>
        <VisuallyHidden role="status">{M.loading}</VisuallyHidden>
        <Skeleton height={36} width={280} />
        <Skeleton height={120} radius="md" />
        <Skeleton height={240} radius="md" />
      </Page>
    );
  }
  if (card.isError) {
    return (
      <Page>
        {isApiError(card.error) && [400, 404].includes(card.error.status) ? (
          <PageStatusMessage icon={IconCreditCardOff} title={M.notFound} />
        ) : (
          <ErrorAlert
            title={M.failed}
            message={apiErrorText(card.error)}
            retry={{ label: M.tryAgain, onClick: () => void card.refetch() }}
          />
        )}
      </Page>
    );
  }

  const current = card.data;
  return (
    <Page>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {M.cardTitle}{' '}
            <Text span inherit ff="monospace">
              {current.code}
            </Text>
          </Title>
          <GiftCardStatusBadge status={giftCardStatus(current)} />
        </Stack>
        {mayEdit ? <Actions card={current} onAction={setAction} /> : null}
      </Group>
      <Card withBorder radius="md">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {M.balanceLabel}
        </Text>
        <Text fz={44} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(current.balanceMinor, current.currency)}
        </Text>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="gift-card-ledger">
        <Title order={2} fz="md" id="gift-card-ledger" mb="xs">
          {M.ledger}
        </Title>
        {ledger.isPending ? (
          <Skeleton height={160} />
        ) : ledger.isError ? (
          <ErrorAlert
            title={M.ledgerFailed}
            message={apiErrorText(ledger.error)}
            retry={{ label: M.tryAgain, onClick: () => void ledger.refetch() }}
          />
        ) : (
          <Ledger
            entries={ledger.data.items}
            currency={current.currency}
            mayOpenSales={mayOpenSales}
          />
        )}
      </Card>
      {mayEdit ? (
        <CardActionDialog
          card={current}
          action={action}
          api={api}
          onClose={() => {
            setAction(null);
          }}
          onDone={() => {
            setAction(null);
            void queryClient.invalidateQueries({ queryKey: giftCardsKey(tenantId) });
          }}
        />
      ) : null}
    </Page>
  );
}
