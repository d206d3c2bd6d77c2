// Money on the point of sale's screens, in the catalogue's currency.
import { useCallback } from 'react';
import { formatMoney } from '@shared/sales/format-money';

export type Money = (amountMinor: number) => string;

export function useMoney(currency: string): Money {
  return useCallback((amountMinor: number) => formatMoney(amountMinor, currency), [currency]);
}
