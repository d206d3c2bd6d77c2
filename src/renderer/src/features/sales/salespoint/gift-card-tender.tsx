// Paying with a gift card: its code, its balance checked, then as much of what is due as the
// balance covers (or less, as the customer asks); the rest stays due for another tender.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GiftCard } from '@shared/sales/gift-cards';
import { giftCardCodeSchema, type TenderDraft } from '@shared/sales/sales';
import { useState, type FormEvent } from 'react';
import { apiErrorText, isApiError } from '../../../api';
import { ErrorAlert } from '../../../ui';
import { useSalesApi } from '../api/use-sales-api';
import { POS_MESSAGES as M } from '../messages';
import type { Money } from './money';
import { fromMinor, MoneyInput, toMinor } from './money-input';

interface GiftCardCodeInputProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  /** How to give the code, under the label. */
  description?: string;
}

/** The card's code as typed or scanned, with `error` under it. */
export function GiftCardCodeInput(props: GiftCardCodeInputProps) {
  return (
    <TextInput
      label={M.giftCardCode}
      value={props.value}
      onChange={(event) => {
        props.onChange(event.currentTarget.value);
      }}
      error={props.error ?? null}
      description={props.description}
      autoComplete="off"
      size="md"
      style={{ flex: '1 1 12rem' }}
      data-autofocus
    />
  );
}

interface GiftCardCodeFormProps extends GiftCardCodeInputProps {
  /** The look-up is under way. */
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
}

/** The code field and the button that looks the card up (Enter in the field does too). */
export function GiftCardCodeForm({ busy, submitLabel, onSubmit, ...input }: GiftCardCodeFormProps) {
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      <Group align="end" gap="sm">
        <GiftCardCodeInput {...input} />
        <Button type="submit" size="md" variant="default" loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

interface GiftCardTenderProps {
  dueMinor: number;
  currency: string;
  money: Money;
  onApply: (tender: TenderDraft) => void;
}

export function GiftCardTender({ dueMinor, currency, money, onApply }: GiftCardTenderProps) {
  const { giftCards } = useSalesApi();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [card, setCard] = useState<GiftCard | null>(null);
  const [amount, setAmount] = useState<number | ''>('');
  const [checking, setChecking] = useState(false);

  const check = () => {
    const parsed = giftCardCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? M.giftCardUnknown);
      return;
    }
    setChecking(true);
    setFailure(null);
    giftCards
      .get(parsed.data)
      .then(
        (found) => {
          setCard(found);
          setAmount(fromMinor(Math.min(found.balanceMinor, dueMinor), currency));
        },
        (error: unknown) => {
          setFailure(
            isApiError(error) && error.status === 404 ? M.giftCardUnknown : apiErrorText(error),
          );
        },
      )
      .finally(() => {
        setChecking(false);
      });
  };

  const usable = card !== null && card.active && card.balanceMinor > 0;
  const amountMinor = toMinor(amount, currency);
  const valid = usable && amountMinor > 0 && amountMinor <= Math.min(card.balanceMinor, dueMinor);

  return (
    <Stack gap="sm">
      <GiftCardCodeForm
        value={code}
        onChange={(typed) => {
          setCode(typed);
          setCodeError(null);
          setCard(null);
        }}
        error={codeError}
        busy={checking}
        submitLabel={M.checkBalance}
        onSubmit={check}
      />
      <ErrorAlert message={failure} />
      {card === null ? null : (
        <Stack gap="xs">
          <Text fw={700} size="lg" role="status">
            {M.giftCardBalance(money(card.balanceMinor))}
          </Text>
          {!card.active ? <Text c="red">{M.giftCardInactive}</Text> : null}
          {card.active && card.balanceMinor === 0 ? <Text c="red">{M.giftCardEmpty}</Text> : null}
          {usable ? (
            <Group align="end" gap="sm">
              <MoneyInput
                label={M.giftCardAmount}
                currency={currency}
                value={amount}
                onChange={setAmount}
                max={fromMinor(Math.min(card.balanceMinor, dueMinor), currency)}
                w={220}
              />
              <Button
                size="md"
                disabled={!valid}
                onClick={() => {
                  onApply({ kind: 'giftCard', amountMinor, code: card.code });
                }}
              >
                {M.applyGiftCard(money(valid ? amountMinor : 0))}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
