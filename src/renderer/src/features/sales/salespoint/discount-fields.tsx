// A discount as the cashier types it: a whole percent or an amount off, checked against the
// contract's discount schema and the price it comes off.
import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { discountSchema, type Discount } from '@shared/sales/cart-totals';
import { minorDigits } from '@shared/sales/format-money';
import { POS_MESSAGES as M } from '../messages';
import { fromMinor, toMinor } from './money-input';

export interface DiscountInput {
  kind: 'none' | 'percent' | 'amount';
  /** Percent, or the amount in major units as typed. */
  value: number | '';
}

export function discountInputOf(discount: Discount | null, currency: string): DiscountInput {
  if (discount === null) return { kind: 'none', value: '' };
  return discount.kind === 'percent'
    ? { kind: 'percent', value: discount.percent }
    : { kind: 'amount', value: fromMinor(discount.amountMinor, currency) };
}

/** The discount typed, or a message saying what is wrong with it. */
export function parseDiscount(
  input: DiscountInput,
  currency: string,
  baseMinor: number,
): { discount: Discount | null } | { error: string } {
  if (input.kind === 'none') return { discount: null };
  const candidate =
    input.kind === 'percent'
      ? { kind: 'percent', percent: input.value }
      : {
          kind: 'amount',
          amountMinor: toMinor(input.value, currency),
        };
  const parsed = discountSchema.safeParse(candidate);
  if (!parsed.success) return { error: M.discountInvalid };
  if (parsed.data.kind === 'amount' && parsed.data.amountMinor > baseMinor) {
    return { error: M.discountTooLarge };
  }
  return { discount: parsed.data };
}

export function DiscountFields({
  value,
  onChange,
  currency,
  error,
}: {
  value: DiscountInput;
  onChange: (value: DiscountInput) => void;
  currency: string;
  error: string | null;
}) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="pos-discount-kind">
        {M.discountKind}
      </Text>
      <SegmentedControl
        aria-labelledby="pos-discount-kind"
        data={[
          { value: 'none', label: M.noDiscount },
          { value: 'percent', label: M.percent },
          { value: 'amount', label: M.amount },
        ]}
        value={value.kind}
        onChange={(kind) => {
          onChange({ kind: kind, value: '' });
        }}
      />
      {value.kind === 'none' ? null : (
        <Group>
          <NumberInput
            label={value.kind === 'percent' ? M.discountPercent : M.discountAmount}
            value={value.value}
            onChange={(next) => {
              onChange({ ...value, value: next === '' ? '' : Number(next) });
            }}
            min={0}
            allowNegative={false}
            decimalScale={value.kind === 'percent' ? 0 : minorDigits(currency)}
            suffix={value.kind === 'percent' ? ' %' : undefined}
            error={error}
            data-autofocus
            w={180}
          />
        </Group>
      )}
    </Stack>
  );
}
