// The previous period beside the current one on the by-hour and by-day charts: hours side by
// side by the hour, days by their place in the period (its first day beside the previous
// period's first), every day of the period shown, a quiet one at zero.
import { addDays, daysBetween, type SalesBreakdown } from '@shared/sales/reports';

export interface ComparedPoint {
  /** The hour ("07") or the current period's day (YYYY-MM-DD). */
  key: string;
  netMinor: number;
  previousNetMinor: number;
}

const netByKey = (breakdown: SalesBreakdown) =>
  new Map(breakdown.rows.map((row) => [row.key ?? '', row.netMinor]));

export function comparedPoints(current: SalesBreakdown, previous: SalesBreakdown): ComparedPoint[] {
  const now = netByKey(current);
  const before = netByKey(previous);
  if (current.by === 'hour') {
    return [...new Set([...now.keys(), ...before.keys()])].sort().map((key) => ({
      key,
      netMinor: now.get(key) ?? 0,
      previousNetMinor: before.get(key) ?? 0,
    }));
  }
  const length = daysBetween(current.period.from, current.period.to) + 1;
  return Array.from({ length }, (_, index) => {
    const key = addDays(current.period.from, index);
    return {
      key,
      netMinor: now.get(key) ?? 0,
      previousNetMinor: before.get(addDays(previous.period.from, index)) ?? 0,
    };
  });
}
