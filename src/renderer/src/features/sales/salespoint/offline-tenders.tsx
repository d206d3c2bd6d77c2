// Card and gift card while the station is offline (docs/point-of-sale-offline.md): a card is taken
// as a stored (store-and-forward) payment and a gift card without its balance, each only within
// the tenant's offline limits, with the risk said; past a limit the tender is refused, and why.
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { giftCardCodeSchema, type TenderDraft } from '@shared/sales/sales';
import { useState, type ReactNode } from 'react';
import { POS_MESSAGES as M } from '../messages';
import { useStationQueue, type OfflineTenderCheck, type TenderToCheck } from '../station-queue';
import { GiftCardCodeInput } from './gift-card-tender';
import type { Money } from './money';
import { fromMinor, MoneyInput, toMinor } from './money-input';

interface OfflineTenderProps {
  dueMinor: number;
  currency: string;
  money: Money;
  /** The tenders already taken for this sale (they count against the limits). */
  taken: readonly TenderDraft[];
  onTake: (tender: TenderDraft) => void;
}

/** The limits' answer for this tender: the refusal, or the risk above the form to take it. */
function Checked({ check, children }: { check: OfflineTenderCheck; children: ReactNode }) {
  if (!check.ok) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        {check.reason}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {check.risk === null ? null : (
        <Alert
          color="orange"
          variant="light"
          title={M.offlineTenderRisk}
          // The light orange title falls short of 4.5:1 on its own background.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {check.risk}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

function useOfflineCheck(taken: readonly TenderDraft[]) {
  const { canTakeOffline } = useStationQueue();
  return (tender: TenderToCheck) => canTakeOffline(tender, taken);
}

export function OfflineCardTender({ dueMinor, money, taken, onTake }: OfflineTenderProps) {
  const check = useOfflineCheck(taken);
  const [last4, setLast4] = useState('');
  const valid = /^[0-9]{4}$/.test(last4);
  return (
    <Checked check={check({ kind: 'storedCard', amountMinor: dueMinor })}>
      <Group align="end" gap="sm">
        <TextInput
          label={M.offlineCardLast4}
          value={last4}
          onChange={(event) => {
            setLast4(event.currentTarget.value.replace(/\D/g, '').slice(0, 4));
          }}
          inputMode="numeric"
          autoComplete="off"
          size="md"
          w={200}
          data-autofocus
        />
        <Button
          size="md"
          disabled={!valid}
          onClick={() => {
            onTake({
              kind: 'storedCard',
              amountMinor: dueMinor,
              // The terminal's stored payment, forwarded to the provider when the sale syncs.
              storedPaymentId: crypto.randomUUID(),
              last4,
            });
          }}
        >
          {M.offlineCardTake(money(dueMinor))}
        </Button>
      </Group>
    </Checked>
  );
}

export function OfflineGiftCardTender({
  dueMinor,
  currency,
  money,
  taken,
  onTake,
}: OfflineTenderProps) {
  const check = useOfflineCheck(taken);
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState<number | ''>(fromMinor(dueMinor, currency));
  const parsedCode = giftCardCodeSchema.safeParse(code.trim().toUpperCase());
  const amountMinor = Math.min(toMinor(amount, currency), dueMinor);
  const answer =
    parsedCode.success && amountMinor > 0
      ? check({ kind: 'giftCard', amountMinor, code: parsedCode.data })
      : null;
  return (
    <Stack gap="sm">
      <Group align="end" gap="sm">
        <GiftCardCodeInput value={code} onChange={setCode} />
        <MoneyInput
          label={M.giftCardAmount}
          currency={currency}
          value={amount}
          onChange={setAmount}
          max={fromMinor(dueMinor, currency)}
          w={220}
        />
      </Group>
      {answer === null || !parsedCode.success ? null : (
        <Checked check={answer}>
          <Group>
            <Button
              size="md"
              onClick={() => {
                onTake({ kind: 'giftCard', amountMinor, code: parsedCode.data });
              }}
            >
              {M.applyGiftCard(money(amountMinor))}
            </Button>
          </Group>
        </Checked>
      )}
    </Stack>
  );
}
