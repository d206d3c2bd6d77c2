// Selling a new gift card or reloading one at the till: the card's code scanned or typed, looked
// up (a new card, or the balance of one already issued), an amount, and a line for the sale. The
// sale's completion issues or reloads the card on the server (sale-completion.ts).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { GiftCard } from '@shared/sales/gift-cards';
import { MAX_AMOUNT_MINOR } from '@shared/sales/money';
import { giftCardCodeSchema, type Sale } from '@shared/sales/sales';
import { useState } from 'react';
import { apiErrorText, isApiError } from '../../../api';
import { ErrorAlert, FormDialog } from '../../../ui';
import type { GiftCardsApi } from '../api/gift-cards';
import { useSalesApi } from '../api/use-sales-api';
import { GIFT_CARD_SALE_MESSAGES as G, POS_MESSAGES as M } from '../messages';
import { useBarcodeScanner } from './barcode-scanner';
import { GiftCardCodeForm } from './gift-card-tender';
import type { Money } from './money';
import { MoneyInput, toMinor } from './money-input';

export interface GiftCardLoad {
  code: string;
  amountMinor: number;
  /** The card exists already: the amount is added to its balance. */
  reload: boolean;
}

/**
 * The balances of the cards a completed sale loaded, by code, for its receipt. A card the server
 * does not answer for is left out: the receipt then names the card without a balance.
 */
export async function loadedBalances(
  giftCards: GiftCardsApi,
  sale: Sale,
): Promise<Record<string, number>> {
  const codes = sale.lines.flatMap((line) => line.giftCardCode ?? []);
  const answers = await Promise.allSettled(codes.map((code) => giftCards.get(code)));
  return Object.fromEntries(
    answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [[answer.value.code, answer.value.balanceMinor]] : [],
    ),
  );
}

/** Whole units of the currency a customer most often loads. */
const QUICK_AMOUNTS = [10, 25, 50, 100];

type Found = { kind: 'new'; code: string } | { kind: 'reload'; code: string; card: GiftCard };

interface GiftCardSaleFormProps {
  currency: string;
  money: Money;
  inCart: readonly string[];
  blocked: string | null;
  onAdd: (load: GiftCardLoad) => void;
  onCancel: () => void;
}

function GiftCardSaleForm({
  currency,
  money,
  inCart,
  blocked,
  onAdd,
  onCancel,
}: GiftCardSaleFormProps) {
  const { giftCards } = useSalesApi();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [looking, setLooking] = useState(false);
  const [amount, setAmount] = useState<number | ''>(QUICK_AMOUNTS[1] ?? '');

  const lookUp = (typed: string) => {
    const parsed = giftCardCodeSchema.safeParse(typed);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? M.giftCardUnknown);
      return;
    }
    if (inCart.includes(parsed.data)) {
      setCodeError(G.inCart);
      return;
    }
    setLooking(true);
    setFailure(null);
    giftCards
      .get(parsed.data)
      .then(
        (card) => {
          if (card.active) setFound({ kind: 'reload', code: card.code, card });
          else setFailure(G.inactive);
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 404)
            setFound({ kind: 'new', code: parsed.data });
          else setFailure(apiErrorText(error));
        },
      )
      .finally(() => {
        setLooking(false);
      });
  };

  // The scanner feeds this dialog, not the cart, while it is open. A scan typed into the focused
  // code field is ordinary typing; this takes the scans that arrive with the focus elsewhere.
  /** A new code, typed or scanned: what was said about the last one no longer holds. */
  const edit = (typed: string) => {
    setCode(typed);
    setCodeError(null);
    setFailure(null);
    setFound(null);
  };

  useBarcodeScanner((scanned) => {
    edit(scanned);
    lookUp(scanned);
  }, true);

  const codeField = { value: code, onChange: edit, error: codeError, description: G.scanHint };
  const amountMinor = toMinor(amount, currency);
  const valid =
    found !== null && blocked === null && amountMinor >= 1 && amountMinor <= MAX_AMOUNT_MINOR;

  return (
    <Stack gap="md">
      <GiftCardCodeForm
        {...codeField}
        busy={looking}
        submitLabel={G.lookUp}
        onSubmit={() => {
          lookUp(code);
        }}
      />
      <ErrorAlert message={failure} />
      {blocked === null ? null : (
        <Alert color="orange" variant="light">
          {blocked}
        </Alert>
      )}
      {found === null ? null : (
        <Stack gap="sm">
          <Text fw={700} role="status">
            {found.kind === 'new' ? G.newCard : G.reloadCard(money(found.card.balanceMinor))}
          </Text>
          <Group gap="xs" role="group" aria-label={G.quickAmounts} grow>
            {QUICK_AMOUNTS.map((quick) => (
              <Button
                key={quick}
                size="md"
                variant={amount === quick ? 'filled' : 'default'}
                aria-pressed={amount === quick}
                onClick={() => {
                  setAmount(quick);
                }}
              >
                {money(toMinor(quick, currency))}
              </Button>
            ))}
          </Group>
          <MoneyInput label={G.amount} currency={currency} value={amount} onChange={setAmount} />
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {M.cancel}
        </Button>
        <Button
          disabled={!valid}
          onClick={() => {
            if (found !== null) {
              onAdd({ code: found.code, amountMinor, reload: found.kind === 'reload' });
            }
          }}
        >
          {G.add(money(valid ? amountMinor : 0))}
        </Button>
      </Group>
    </Stack>
  );
}

export interface GiftCardSaleDialogProps extends Omit<GiftCardSaleFormProps, 'onCancel'> {
  opened: boolean;
  onClose: () => void;
}

export function GiftCardSaleDialog({ opened, onClose, ...form }: GiftCardSaleDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={G.title} closeLabel={M.close} size="lg">
      <GiftCardSaleForm {...form} onCancel={onClose} />
    </FormDialog>
  );
}
