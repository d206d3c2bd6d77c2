// The screen's filters as the URL holds them (days as YYYY-MM-DD) and as the server takes them
// (times): a day range starts at the browser's local midnight of the first day and ends before
// the local midnight after the last, so "to" includes the whole of its day. A value the contract
// refuses (a hand-edited URL) is left out rather than failing the list.
import {
  signInActivityFiltersSchema,
  type SignInActivityFilters,
} from '@shared/sign-in-activity/sign-in-activity';

export const FILTER_IDS = ['q', 'method', 'outcome', 'station', 'from', 'to'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localMidnight(day: string | undefined, addDays = 0): string | undefined {
  const match = day === undefined ? null : DAY.exec(day);
  if (match === null) return undefined;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

export function serverFilters(url: Readonly<Record<string, string>>): SignInActivityFilters {
  const candidate: Record<string, string | undefined> = {
    q: url.q,
    method: url.method,
    outcome: url.outcome,
    station: url.station,
    from: localMidnight(url.from),
    to: localMidnight(url.to, 1),
  };
  for (;;) {
    const parsed = signInActivityFiltersSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      // A refusal without a field cannot be fixed by leaving one out.
      if (typeof key !== 'string') return {};
      candidate[key] = undefined;
    }
  }
}
