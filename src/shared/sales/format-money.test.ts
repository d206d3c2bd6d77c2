import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits } from './format-money';

describe('formatMoney', () => {
  it('writes minor units in the currency, by its own minor-unit digits', () => {
    expect(formatMoney(475, 'USD')).toBe('$4.75');
    expect(formatMoney(-1250, 'USD')).toBe('-$12.50');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(formatMoney(1234, 'BHD')).toBe('BHD\u00a01.234');
    // The second call in a currency reads what the first one learnt.
    expect(formatMoney(5, 'JPY')).toBe('¥5');
  });

  it('knows each currency’s minor-unit digits', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('BHD')).toBe(3);
  });
});
