// An amount of money typed at the till, in major units with the currency's decimals (12.50),
// and its whole minor units for the contracts.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { minorDigits } from '@shared/sales/format-money';

export function toMinor(value: number | '', currency: string): number {
  return value === '' ? 0 : Math.round(value * 10 ** minorDigits(currency));
}

export function fromMinor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency);
}

export function MoneyInput({
  currency,
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  currency: string;
  value: number | '';
  onChange: (value: number | '') => void;
}) {
  return (
    <NumberInput
      value={value}
      onChange={(next) => {
        onChange(next === '' ? '' : Number(next));
      }}
      min={0}
      decimalScale={minorDigits(currency)}
      allowNegative={false}
      size="md"
      {...props}
    />
  );
}
