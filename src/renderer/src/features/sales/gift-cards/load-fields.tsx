// What an issue and a reload both ask: the amount, typed in major units with quick amounts beside
// it and checked against the contract's limits before anything is sent, and a note.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { GIFT_CARD_MAX_LOAD_MINOR } from '@shared/sales/gift-cards';
import { formatMoney } from '@shared/sales/format-money';
import { z } from 'zod';
import { FormButtons } from '../../../ui';
import type { FormButtonsProps } from '../../../ui/form-dialog';
import { fromMinor, MoneyInput, toMinor } from '../salespoint/money-input';
import { GIFT_CARD_MESSAGES as M } from './messages';

const QUICK_AMOUNTS_MINOR = [1000, 2500, 5000, 10000] as const;

/** The form's amount in major units, '' until typed; `currency` sets the limit's decimals. */
export function amountFieldSchema(currency: string) {
  return z
    .union([z.number(), z.literal('')])
    .refine((amount) => amount !== '' && toMinor(amount, currency) > 0, M.amountRequired)
    .refine(
      (amount) => amount === '' || toMinor(amount, currency) <= GIFT_CARD_MAX_LOAD_MINOR,
      M.amountTooLarge(formatMoney(GIFT_CARD_MAX_LOAD_MINOR, currency)),
    );
}

export interface LoadFieldsProps {
  currency: string;
  amount: number | '';
  /** The form's `getInputProps`. */
  fieldProps: (path: 'amount' | 'note') => GetInputPropsReturnType;
  /** The submit button's label; Cancel sits beside it. */
  buttons: Omit<FormButtonsProps, 'labels'> & { submit: string };
}

/** The amount, the note and the dialog's buttons. */
export function LoadFields({ currency, amount, fieldProps, buttons }: LoadFieldsProps) {
  const { submit, ...buttonProps } = buttons;
  return (
    <>
      <AmountField currency={currency} amount={amount} amountProps={fieldProps('amount')} />
      <TextInput
        label={M.noteLabel}
        description={M.noteDescription}
        maxLength={200}
        autoComplete="off"
        {...fieldProps('note')}
      />
      <FormButtons labels={{ cancel: M.cancel, submit }} {...buttonProps} />
    </>
  );
}

function AmountField({
  currency,
  amount,
  amountProps,
}: Pick<LoadFieldsProps, 'currency' | 'amount'> & { amountProps: GetInputPropsReturnType }) {
  const setAmount = amountProps.onChange as (next: number | '') => void;
  return (
    <Stack gap={6}>
      <MoneyInput
        label={M.amountLabel}
        currency={currency}
        required
        {...amountProps}
        value={amount}
      />
      <Group gap="xs" role="group" aria-label={M.quickAmounts}>
        <Text size="xs" c="dimmed">
          {M.quickAmounts}
        </Text>
        {QUICK_AMOUNTS_MINOR.map((minor) => {
          const label = formatMoney(minor, currency);
          return (
            <Button
              key={minor}
              size="compact-sm"
              variant="default"
              aria-label={M.quickAmount(label)}
              onClick={() => {
                setAmount(fromMinor(minor, currency));
              }}
            >
              {label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
