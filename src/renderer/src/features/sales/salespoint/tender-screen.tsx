// The tender screen: the amount due in large type, then cash (quick amounts: exact, the next
// dollar, the notes above), card on the terminal or a gift card; a split payment shows what each
// tender took and what is still due. When nothing is due the sale completes.
import { ActionIcon, Button, Group, Kbd, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCash, IconCreditCard, IconGift, IconX } from '@tabler/icons-react';
import type { TenderDraft } from '@shared/sales/sales';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../../ui';
import { GIFT_CARD_SALE_MESSAGES as G, POS_MESSAGES as M } from '../messages';
import { CardTender } from './card-tender';
import { CashTender } from './cash-tender';
import { GiftCardTender } from './gift-card-tender';
import { OfflineCardTender, OfflineGiftCardTender } from './offline-tenders';
import { useStationQueue } from '../station-queue';
import type { Money } from './money';
import classes from './salespoint.module.css';
import { remainingDue } from './tender';

const TENDER_LABELS: Record<TenderDraft['kind'], string> = {
  cash: M.cash,
  card: M.card,
  storedCard: M.card,
  giftCard: M.giftCard,
};

export interface TenderScreenProps {
  tenantId: string;
  totalMinor: number;
  currency: string;
  locationId: string;
  money: Money;
  tenders: TenderDraft[];
  onTenders: (tenders: TenderDraft[]) => void;
  onBack: () => void;
  completing: boolean;
  completeError: string | null;
  onRetryComplete: () => void;
  /** What the sale's gift-card lines cost: no gift card pays for it (sale-completion.ts). */
  giftCardsLoadedMinor?: number;
}

export function TenderScreen({
  tenantId,
  totalMinor,
  currency,
  locationId,
  money,
  tenders,
  onTenders,
  onBack,
  completing,
  completeError,
  onRetryComplete,
  giftCardsLoadedMinor = 0,
}: TenderScreenProps) {
  const [kind, setKind] = useState<string | null>('cash');
  const { online } = useStationQueue();
  const due = remainingDue(totalMinor, tenders);
  const byGiftCard = tenders.reduce(
    (sum, tender) => (tender.kind === 'giftCard' ? sum + tender.amountMinor : sum),
    0,
  );
  const giftCardDue = Math.min(due, totalMinor - giftCardsLoadedMinor - byGiftCard);
  const add = useCallback(
    (tender: TenderDraft) => {
      onTenders([...tenders, tender]);
    },
    [onTenders, tenders],
  );
  const offlineTender = { dueMinor: due, currency, money, taken: tenders, onTake: add };
  const terminal = {
    tenantId,
    amountMinor: due,
    locationId,
    money,
    onApproved: add,
    onOther: () => {
      setKind('cash');
    },
  };
  // A card taken on the terminal stays: giving it back would be a refund.
  const removable = (tender: TenderDraft) => tender.kind !== 'card' && !completing;

  return (
    <Stack gap="lg" maw={860} mx="auto" p="md">
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          rightSection={<Kbd size="xs">{M.backShortcut}</Kbd>}
          onClick={onBack}
          disabled={tenders.length > 0}
        >
          {M.back}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Title order={1} fz="h4" c="dimmed" fw={600}>
          {tenders.length === 0 ? M.amountDue : M.remaining}
        </Title>
        <Text className={classes.due} aria-live="polite">
          {money(due)}
        </Text>
        {tenders.length === 0 ? null : (
          <Stack gap={4} mt="sm" aria-label={M.tendersTaken} role="list">
            {tenders.map((tender, position) => (
              <Group key={position} gap="xs" role="listitem">
                <Text>{M.tenderRow(TENDER_LABELS[tender.kind], money(tender.amountMinor))}</Text>
                {removable(tender) ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={M.removeTender(TENDER_LABELS[tender.kind])}
                    onClick={() => {
                      onTenders(tenders.filter((_, index) => index !== position));
                    }}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      {completing ? (
        <Text role="status">{M.completing}</Text>
      ) : completeError !== null ? (
        <ErrorAlert
          title={M.completeFailed}
          message={completeError}
          retry={{ label: M.tryAgain, onClick: onRetryComplete }}
        />
      ) : due > 0 ? (
        <Tabs value={kind} onChange={setKind} variant="outline" radius="md" keepMounted={false}>
          <Tabs.List aria-label={M.tenderKinds} grow>
            <Tabs.Tab value="cash" fz="lg" py="md" leftSection={<IconCash aria-hidden />}>
              {M.cash}
            </Tabs.Tab>
            <Tabs.Tab value="card" fz="lg" py="md" leftSection={<IconCreditCard aria-hidden />}>
              {M.card}
            </Tabs.Tab>
            <Tabs.Tab value="giftCard" fz="lg" py="md" leftSection={<IconGift aria-hidden />}>
              {M.giftCard}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="cash" pt="md">
            <CashTender dueMinor={due} currency={currency} money={money} onTake={add} />
          </Tabs.Panel>
          <Tabs.Panel value="card" pt="md">
            {online ? <CardTender {...terminal} /> : <OfflineCardTender {...offlineTender} />}
          </Tabs.Panel>
          <Tabs.Panel value="giftCard" pt="md">
            {giftCardDue <= 0 ? (
              <Text>{G.notForGiftCards}</Text>
            ) : online ? (
              <GiftCardTender
                dueMinor={giftCardDue}
                currency={currency}
                money={money}
                onApply={add}
              />
            ) : (
              <OfflineGiftCardTender {...offlineTender} />
            )}
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </Stack>
  );
}
