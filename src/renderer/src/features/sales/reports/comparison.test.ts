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

/** A breakdown of `period` (first and last day) with the rows' net sales by key. */
const breakdownOf = (by: 'hour' | 'day', [from, to]: string[], rows: [string, number][]) =>
  breakdown(
    by,
    { from: from ?? '', to: to ?? '' },
    rows.map(([key, net]) => row(key, net)),
  );

describe('comparedPoints', () => {
  it.each([
    {
      what: 'each day beside the previous period’s day in the same place, quiet days at zero',
      current: breakdownOf(
        'day',
        ['2026-03-01', '2026-03-03'],
        [
          ['2026-03-01', 1000],
          ['2026-03-03', 3000],
        ],
      ),
      previous: breakdownOf(
        'day',
        ['2026-02-26', '2026-02-28'],
        [
          ['2026-02-27', 700],
          ['2026-02-28', 900],
        ],
      ),
      points: [
        ['2026-03-01', 1000, 0],
        ['2026-03-02', 0, 700],
        ['2026-03-03', 3000, 900],
      ],
    },
    {
      what: 'hours beside the same hour, in order, including hours only one period sold in',
      current: breakdownOf(
        'hour',
        ['2026-03-02', '2026-03-02'],
        [
          ['09', 500],
          ['14', 200],
        ],
      ),
      previous: breakdownOf(
        'hour',
        ['2026-03-01', '2026-03-01'],
        [
          ['07', 100],
          ['14', 300],
        ],
      ),
      points: [
        ['07', 0, 100],
        ['09', 500, 0],
        ['14', 200, 300],
      ],
    },
  ] as const)('puts $what', ({ current, previous, points }) => {
    expect(comparedPoints(current, previous)).toEqual(
      points.map(([key, netMinor, previousNetMinor]) => ({ key, netMinor, previousNetMinor })),
    );
  });
});
