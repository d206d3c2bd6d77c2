// The sign-in attempts a tenant's administrators may read (docs/sign-in-activity.md): every
// attempt at one of the tenant's installs, and the browser attempts of the tenant's members.
// Never another tenant's stations, and never a browser attempt that named nobody known (it may
// have been aimed at any tenant). Newest first, paged by the keyset (at, id).
import {
  BROWSER_STATION,
  SIGN_IN_OUTCOMES,
  outcomeOf,
  type SignInActivityFilters,
  type SignInAttempt,
  type SignInMethod,
  type SignInResult,
} from '@shared/sign-in-activity/sign-in-activity';
import type { Queryable } from '../db/database';

interface AttemptRow {
  id: string;
  at: Date;
  /** `at` to the microsecond (a Date keeps milliseconds), for the cursor. */
  exact_at: string;
  account_id: string | null;
  account_name: string | null;
  account_email: string | null;
  typed: string | null;
  method: SignInMethod;
  install_id: string | null;
  install_name: string | null;
  result: SignInResult;
  ip: string | null;
}

/** Where the next page starts: just after the last attempt of this one. */
export interface AttemptCursor {
  /** ISO 8601 to the microsecond. */
  at: string;
  id: string;
}

/** `%` and `_` in a search are the characters themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The filters' and the cursor's conditions on an attempt (`s`) and its account (`a`). The cursor
 * also bounds `s.at` on its own, so an index on the time starts its walk there.
 */
function filterConditions(
  filters: SignInActivityFilters,
  after: AttemptCursor | null,
  add: (value: unknown) => string,
): string[] {
  const conditions: string[] = [];
  if (filters.q !== undefined && filters.q !== '') {
    const pattern = add(likePattern(filters.q));
    conditions.push(`(a.first_name || ' ' || a.last_name ILIKE ${pattern}
      OR a.email ILIKE ${pattern} OR a.username ILIKE ${pattern}
      OR s.email ILIKE ${pattern} OR s.username ILIKE ${pattern})`);
  }
  if (filters.method !== undefined) conditions.push(`s.method = ${add(filters.method)}`);
  if (filters.outcome !== undefined) {
    conditions.push(`s.result = ANY(${add([...SIGN_IN_OUTCOMES[filters.outcome]])}::text[])`);
  }
  if (filters.from !== undefined) conditions.push(`s.at >= ${add(filters.from)}::timestamptz`);
  if (filters.to !== undefined) conditions.push(`s.at < ${add(filters.to)}::timestamptz`);
  if (after !== null) {
    const at = add(after.at);
    conditions.push(`s.at <= ${at}::timestamptz`);
    conditions.push(`(s.at, s.id) < (${at}::timestamptz, ${add(after.id)}::bigint)`);
  }
  return conditions;
}

function toAttempt(row: AttemptRow): SignInAttempt & { cursor: AttemptCursor } {
  return {
    id: row.id,
    at: row.at.toISOString(),
    account:
      row.account_id === null
        ? null
        : { id: row.account_id, name: row.account_name ?? '', email: row.account_email ?? '' },
    typed: row.typed,
    method: row.method,
    station: row.install_id === null ? null : { id: row.install_id, name: row.install_name ?? '' },
    result: row.result,
    outcome: outcomeOf(row.result),
    ip: row.ip,
    cursor: { at: row.exact_at, id: row.id },
  };
}

/**
 * The tenant's attempts among which the page is chosen, as a condition on `s`. Found from the
 * tenant's side: the newest `limit` of each member's browser attempts and of each of its installs'
 * (the attempts' indexes by account and by install), so a page costs the same however many
 * attempts other tenants have. A search also reads what was typed, which no index holds: it keeps
 * to one pass over the attempts, which the per-member walks would each make in part.
 */
function tenantAttempts(
  filters: SignInActivityFilters,
  conditions: readonly string[],
  add: (value: unknown) => string,
): string {
  const { station } = filters;
  if (filters.q !== undefined && filters.q !== '') {
    const stationCondition =
      station === undefined
        ? []
        : [
            station === BROWSER_STATION
              ? `s.channel = 'browser'`
              : `s.install_id = ${add(station)}`,
          ];
    return [
      `(i.tenant_id = $1
        OR (s.channel = 'browser' AND EXISTS (
              SELECT 1 FROM memberships m WHERE m.account_id = s.account_id AND m.tenant_id = $1)))`,
      ...stationCondition,
      ...conditions,
    ].join(' AND ');
  }
  const newest = (source: string) =>
    `SELECT s.id FROM sign_in_audit s
      WHERE ${[source, ...conditions].join(' AND ')}
      ORDER BY s.at DESC, s.id DESC LIMIT $2`;
  const sources: string[] = [];
  if (station === undefined || station === BROWSER_STATION) {
    sources.push(`SELECT found.id FROM memberships m
      CROSS JOIN LATERAL (${newest("s.account_id = m.account_id AND s.channel = 'browser'")}) found
      WHERE m.tenant_id = $1`);
  }
  if (station !== BROWSER_STATION) {
    const oneStation = station === undefined ? '' : ` AND t.id = ${add(station)}`;
    sources.push(`SELECT found.id FROM installs t
      CROSS JOIN LATERAL (${newest('s.install_id = t.id')}) found
      WHERE t.tenant_id = $1${oneStation}`);
  }
  return `s.id IN (${sources.join(' UNION ')})`;
}

/** Up to `limit` attempts after the cursor, newest first, each with its own cursor. */
export async function listSignInAttempts(
  db: Queryable,
  tenantId: string,
  query: { filters: SignInActivityFilters; after: AttemptCursor | null; limit: number },
): Promise<(SignInAttempt & { cursor: AttemptCursor })[]> {
  const params: unknown[] = [tenantId, query.limit];
  const param = (value: unknown) => {
    params.push(value);
    return `$${String(params.length)}`;
  };
  const conditions = filterConditions(query.filters, query.after, param);
  const rows = await db.query<AttemptRow>(
    `SELECT s.id::text AS id, s.at,
            to_char(s.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS exact_at,
            s.account_id,
            btrim(a.first_name || ' ' || a.last_name) AS account_name, a.email AS account_email,
            coalesce(s.email, s.username) AS typed, s.method, s.install_id,
            i.name AS install_name, s.result, s.ip
       FROM sign_in_audit s
       LEFT JOIN installs i ON i.id = s.install_id
       LEFT JOIN accounts a ON a.id = s.account_id
      WHERE ${tenantAttempts(query.filters, conditions, param)}
      ORDER BY s.at DESC, s.id DESC
      LIMIT $2`,
    params,
  );
  return rows.map(toAttempt);
}
