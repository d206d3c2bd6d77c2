// The reports screen's date range: presets a shop manager reaches for (today, yesterday, the last
// 7 or 30 days, this month, last month) worked out in the shop's time zone, and the range kept
// in the URL's search params so a report can be bookmarked and shared.
import { addDays, daysBetween, REPORT_MAX_DAYS } from '@shared/sales/reports';
import type { DayRange } from '../../../ui/day-range-input';

export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisMonth',
  'lastMonth',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export function presetRange(preset: RangePreset, today: string): DayRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The preset that gives exactly `range` today, if any. */
export function presetOf(range: DayRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The range in the URL when it is one the server answers for; else the last 7 days. */
export function rangeFromParams(params: URLSearchParams, today: string): DayRange {
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to)) {
    const days = daysBetween(from, to);
    if (days >= 0 && days < REPORT_MAX_DAYS) return { from, to };
  }
  return presetRange('last7', today);
}
