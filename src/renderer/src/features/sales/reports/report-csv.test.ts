// Reports as CSV: decimals in the currency's digits, quoting, and formulas defused.
import { describe, expect, it } from 'vitest';
import type { SalesBreakdown } from '@shared/sales/reports';
import { breakdownCsv, decimal } from './report-csv';

describe('decimal', () => {
  it.each([
    [123456, 'USD', '1234.56'],
    [5, 'USD', '0.05'],
    [-250, 'USD', '-2.50'],
    [0, 'USD', '0.00'],
    [1500, 'JPY', '1500'],
  ])('%i %s is %s', (minor, currency, text) => {
    expect(decimal(minor, currency)).toBe(text);
  });
});

describe('breakdownCsv', () => {
  const row = (label: string, netMinor: number) => ({
    key: label,
    label,
    count: 2,
    grossMinor: netMinor + 100,
    discountsMinor: 100,
    refundsMinor: 0,
    netMinor,
    taxMinor: 89,
    giftCardsSoldMinor: 0,
    collectedMinor: netMinor + 89,
  });
  const breakdown: SalesBreakdown = {
    timeZone: 'America/New_York',
    currency: 'USD',
    period: { from: '2026-03-01', to: '2026-03-01' },
    by: 'product',
    rows: [row('Latte, large', 1000), row('=HYPERLINK("x")', 500)],
  };

  it('writes a header, quotes commas and defuses a formula', () => {
    expect(breakdownCsv(breakdown, 'Product').split('\r\n')).toEqual([
      'Product,Sales,Gross sales,Discounts,Refunds,Net sales,Tax,Gift cards sold,Total collected',
      '"Latte, large",2,11.00,1.00,0.00,10.00,0.89,0.00,10.89',
      `"'=HYPERLINK(""x"")",2,6.00,1.00,0.00,5.00,0.89,0.00,5.89`,
      '',
    ]);
  });
});
