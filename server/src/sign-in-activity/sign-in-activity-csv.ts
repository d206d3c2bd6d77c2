// The CSV export of sign-in activity (RFC 4180, UTF-8), written batch by batch so a large export
// never sits in memory whole. Cells a spreadsheet would run as a formula are defused.
import {
  SIGN_IN_METHOD_LABELS,
  SIGN_IN_RESULT_LABELS,
  type SignInActivityFilters,
  type SignInAttempt,
} from '@shared/sign-in-activity/sign-in-activity';
import type { Queryable } from '../db/database';
import { listSignInAttempts, type AttemptCursor } from './sign-in-activity-store';

const BATCH = 1000;

const HEADER = [
  'Time (UTC)',
  'Person',
  'E-mail',
  'Typed',
  'Method',
  'Where',
  'Result',
  'IP address',
];

/**
 * A typed username such as `=HYPERLINK(…)` must stay text in a spreadsheet: a leading = + - @,
 * tab or carriage return gets a quote in front (OWASP "CSV injection").
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function line(values: readonly string[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

function attemptLine(attempt: SignInAttempt): string {
  return line([
    attempt.at,
    attempt.account?.name ?? '',
    attempt.account?.email ?? '',
    attempt.typed ?? '',
    SIGN_IN_METHOD_LABELS[attempt.method],
    attempt.station === null ? 'Browser' : attempt.station.name,
    SIGN_IN_RESULT_LABELS[attempt.result],
    attempt.ip ?? '',
  ]);
}

export async function* signInActivityCsv(
  db: Queryable,
  tenantId: string,
  filters: SignInActivityFilters,
): AsyncGenerator<string> {
  yield line(HEADER);
  let after: AttemptCursor | null = null;
  for (;;) {
    const attempts = await listSignInAttempts(db, tenantId, { filters, after, limit: BATCH });
    if (attempts.length > 0) yield attempts.map(attemptLine).join('');
    const last = attempts.at(-1);
    if (last === undefined || attempts.length < BATCH) return;
    after = last.cursor;
  }
}
