// /sales/gift-cards/:code: one card — its balance in large type, its status, its history (when,
// what, amount, balance after, who, and the receipt of a sale) — and, with giftCardsEdit, Reload,
// Deactivate and Reactivate. A change made elsewhere refreshes it (sales.gift-cards.changed).
import { Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconCreditCardOff,
  IconPlayerPlay,
  IconPlus,
  type TablerIcon,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
} from '../api/gift-cards';
import { CardActionDialog, type CardAction } from './card-action-dialogs';
import { GiftCardLedgerTable } from './gift-card-ledger';
import { useGiftCardAccess } from './gift-card-access';
import { GiftCardStatusBadge } from './gift-card-status-badge';
import { GIFT_CARD_MESSAGES as M } from './messages';

function Page({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }} aria-busy={busy}>
      <Button
        component={Link}
        to="/sales/gift-cards"
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {M.back}
      </Button>
      {children}
    </Stack>
  );
}

function LoadFailure({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => void;
}) {
  const action = { label: M.tryAgain, onClick: retry };
  return <ErrorAlert title={title} message={apiErrorText(error)} retry={action} />;
}

const ACTION_BUTTONS: Record<CardAction, { label: string; icon: TablerIcon; primary: boolean }> = {
  reload: { label: M.reload, icon: IconPlus, primary: true },
  deactivate: { label: M.deactivate, icon: IconBan, primary: false },
  reactivate: { label: M.reactivate, icon: IconPlayerPlay, primary: true },
};

/** An active card can be reloaded or deactivated; a deactivated one only reactivated. */
function Actions({ card, onAction }: { card: GiftCard; onAction: (action: CardAction) => void }) {
  const actions: CardAction[] = card.active ? ['reload', 'deactivate'] : ['reactivate'];
  return (
    <Group gap="sm">
      {actions.map((action) => {
        const { label, icon: Icon, primary } = ACTION_BUTTONS[action];
        return (
          <Button
            key={action}
            variant={primary ? 'filled' : 'default'}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => {
              onAction(action);
            }}
          >
            {label}
          </Button>
        );
      })}
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
    const { error } = card;
    const notFound = isApiError(error) && [400, 404].includes(error.status);
    return (
      <Page>
        {notFound ? (
          <PageStatusMessage icon={IconCreditCardOff} title={M.notFound} />
        ) : (
          <LoadFailure title={M.failed} error={error} retry={() => void card.refetch()} />
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
          <LoadFailure
            title={M.ledgerFailed}
            error={ledger.error}
            retry={() => void ledger.refetch()}
          />
        ) : (
          <GiftCardLedgerTable
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
