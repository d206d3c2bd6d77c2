import { describe, expect, it } from 'vitest';
import type { BreakdownRow, SalesBreakdown } from '@shared/sales/reports';
import { comparedPoints } from './comparison';

const row = (key: string, netMinor: number): BreakdownRow => ({
  key,
  label: key,
  count: 1,
  grossMinor: netMinor,
  discountsMinor: 0,
  refundsMinor: 0,
  netMinor,
  taxMinor: 0,
  giftCardsSoldMinor: 0,
  collectedMinor: netMinor,
});

const breakdown = (
  by: 'hour' | 'day',
  period: { from: string; to: string },
  rows: BreakdownRow[],
): SalesBreakdown => ({ timeZone: 'America/New_York', currency: 'USD', period, by, rows });

describe('comparedPoints', () => {
  it('puts each day beside the previous period’s day in the same place, quiet days at zero', () => {
    const current = breakdown('day', { from: '2026-03-01', to: '2026-03-03' }, [
      row('2026-03-01', 1000),
      row('2026-03-03', 3000),
    ]);
    const previous = breakdown('day', { from: '2026-02-26', to: '2026-02-28' }, [
      row('2026-02-27', 700),
      row('2026-02-28', 900),
    ]);
    expect(comparedPoints(current, previous)).toEqual([
      { key: '2026-03-01', netMinor: 1000, previousNetMinor: 0 },
      { key: '2026-03-02', netMinor: 0, previousNetMinor: 700 },
      { key: '2026-03-03', netMinor: 3000, previousNetMinor: 900 },
    ]);
  });

  it('puts hours beside the same hour, in order, including hours only one period sold in', () => {
    const day = { from: '2026-03-02', to: '2026-03-02' };
    const current = breakdown('hour', day, [row('09', 500), row('14', 200)]);
    const previous = breakdown('hour', { from: '2026-03-01', to: '2026-03-01' }, [
      row('07', 100),
      row('14', 300),
    ]);
    expect(comparedPoints(current, previous)).toEqual([
      { key: '07', netMinor: 0, previousNetMinor: 100 },
      { key: '09', netMinor: 500, previousNetMinor: 0 },
      { key: '14', netMinor: 200, previousNetMinor: 300 },
    ]);
  });
});
