// The transactions list's filters as the server's list query: days become the instants they
// begin in the shop's time zone (to = the start of the day after), amounts typed in dollars and
// cents become minor units; a value that does not parse is left out rather than sent.
import { sortKey, type SortOrder } from '@shared/paging';
import { addDays } from '@shared/sales/reports';
import { dayStartIn } from '../shop-days';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "12.5" → 1250; null when it is not an amount. */
export function amountMinor(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!AMOUNT.test(trimmed)) return null;
  const [whole = '0', cents = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

export function listQueryOf(
  request: {
    sort: SortOrder | null;
    filters: Readonly<Record<string, string>>;
    cursor: string | undefined;
  },
  timeZone: string,
): Record<string, string> {
  const { filters } = request;
  const query: Record<string, string> = {};
  if (request.sort !== null) query.sort = sortKey(request.sort);
  if (request.cursor !== undefined) query.cursor = request.cursor;
  for (const key of ['search', 'locationId', 'tender', 'state'] as const) {
    const value = filters[key];
    if (value !== undefined && value.trim() !== '') query[key] = value.trim();
  }
  // The URL says staff and station; the server's list, staffId and installId.
  const ids = { staff: 'staffId', station: 'installId' } as const;
  for (const [key, name] of Object.entries(ids)) {
    const value = filters[key];
    if (value !== undefined && UUID.test(value)) query[name] = value;
  }
  const from = filters.from;
  if (from !== undefined && DAY.test(from)) query.from = dayStartIn(from, timeZone);
  const to = filters.to;
  if (to !== undefined && DAY.test(to)) query.to = dayStartIn(addDays(to, 1), timeZone);
  const min = filters.min === undefined ? null : amountMinor(filters.min);
  if (min !== null) query.minTotalMinor = String(min);
  const max = filters.max === undefined ? null : amountMinor(filters.max);
  if (max !== null) query.maxTotalMinor = String(max);
  return query;
}
