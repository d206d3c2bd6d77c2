// The amount of an issue or a reload: typed in major units with quick amounts beside it, checked
// against the contract's limits before anything is sent.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { GIFT_CARD_MAX_LOAD_MINOR } from '@shared/sales/gift-cards';
import { formatMoney } from '@shared/sales/format-money';
import { z } from 'zod';
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

export function AmountField({
  currency,
  value,
  inputProps,
}: {
  currency: string;
  value: number | '';
  /** The form's `getInputProps('amount')`. */
  inputProps: GetInputPropsReturnType;
}) {
  const setAmount = inputProps.onChange as (next: number | '') => void;
  return (
    <Stack gap={6}>
      <MoneyInput
        label={M.amountLabel}
        currency={currency}
        required
        {...inputProps}
        value={value}
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
