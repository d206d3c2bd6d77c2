// All SQL of support requests: one created in the caller's tenant under the account's own name
// and e-mail (at most SUPPORT_REQUEST_RATE_LIMIT per account and window, counted in the database
// so every server process shares the count), the reads of system administrators across
// tenants, one status at a time, newest first, paged by the keyset (created_at, id), and their
// closing and reopening.
import {
  SUPPORT_REQUEST_RATE_LIMIT,
  type SupportRequest,
  type SupportRequestStatus,
  type SupportRequestStatusFilter,
  type SupportRequestSummary,
} from '@shared/support/support-requests';
import type { Database, Queryable } from '../db/database';

export interface NewSupportRequest {
  tenantId: string;
  accountId: string;
  sessionId: string;
  contextUrl: string;
  subject: string;
  description: string;
  userAgent: string | null;
}

/** Where the next page starts: just after the last request of this one. */
export interface SupportRequestCursor {
  /** ISO 8601 to the microsecond. */
  at: string;
  id: string;
}

interface RequestRow {
  id: string;
  created_at: Date;
  exact_at: string;
  status: SupportRequestStatus;
  tenant_id: string;
  tenant_name: string;
  account_id: string | null;
  name: string;
  email: string;
  subject: string;
  description: string;
  session_id: string;
  context_url: string;
  user_agent: string | null;
  closed_at: Date | null;
}

export type CreateOutcome =
  { created: true; id: string } | { created: false; retryAfterSeconds: number };

/**
 * Creates the request, or none when the account has used up its window. The account's row is
 * locked first, so two requests at once cannot both slip under the limit.
 */
export function createSupportRequest(
  db: Database,
  request: NewSupportRequest,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{ name: string; email: string }>(
      `SELECT btrim(first_name || ' ' || last_name) AS name, email
         FROM accounts WHERE id = $1 FOR UPDATE`,
      [request.accountId],
    );
    if (account === undefined) throw new Error('The signed-in account has no row.');
    const [recent] = await tx.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(created_at) AS oldest
         FROM support_requests
        WHERE account_id = $1 AND created_at > now() - make_interval(secs => $2)`,
      [request.accountId, SUPPORT_REQUEST_RATE_LIMIT.windowMs / 1000],
    );
    if (recent !== undefined && recent.count >= SUPPORT_REQUEST_RATE_LIMIT.requests) {
      const endsAt = (recent.oldest?.getTime() ?? Date.now()) + SUPPORT_REQUEST_RATE_LIMIT.windowMs;
      return {
        created: false,
        retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)),
      };
    }
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO support_requests
         (tenant_id, account_id, name, email, session_id, context_url, subject, description,
          user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       RETURNING id`,
      [
        request.tenantId,
        request.accountId,
        account.name,
        account.email,
        request.sessionId,
        request.contextUrl,
        request.subject,
        request.description,
        request.userAgent,
      ],
    );
    if (row === undefined) throw new Error('INSERT … RETURNING gave no row.');
    return { created: true, id: row.id };
  });
}

const SELECT = `SELECT r.id, r.created_at,
         to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS exact_at,
         r.status, r.tenant_id, t.name AS tenant_name, r.account_id, r.name, r.email, r.subject,
         r.description, r.session_id, r.context_url, r.user_agent, r.closed_at
    FROM support_requests r
    JOIN tenants t ON t.id = r.tenant_id`;

function toSummary(row: RequestRow): SupportRequestSummary {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    status: row.status,
    tenant: { id: row.tenant_id, name: row.tenant_name },
    name: row.name,
    email: row.email,
    subject: row.subject,
  };
}

/** Up to `limit` requests after the cursor, newest first, each with its own cursor. */
export async function listSupportRequests(
  db: Queryable,
  query: {
    status: SupportRequestStatusFilter;
    tenantId: string | null;
    after: SupportRequestCursor | null;
    limit: number;
  },
): Promise<(SupportRequestSummary & { cursor: SupportRequestCursor })[]> {
  const status = query.status === 'all' ? null : query.status;
  const params: unknown[] = [query.tenantId, query.limit, status];
  let keyset = '';
  if (query.after !== null) {
    params.push(query.after.at, query.after.id);
    keyset = 'AND (r.created_at, r.id) < ($4::timestamptz, $5::uuid)';
  }
  const rows = await db.query<RequestRow>(
    `${SELECT}
      WHERE ($1::uuid IS NULL OR r.tenant_id = $1::uuid)
        AND ($3::text IS NULL OR r.status = $3::text) ${keyset}
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT $2`,
    params,
  );
  return rows.map((row) => ({ ...toSummary(row), cursor: { at: row.exact_at, id: row.id } }));
}

export async function findSupportRequest(
  db: Queryable,
  id: string,
): Promise<SupportRequest | undefined> {
  const [row] = await db.query<RequestRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return row === undefined ? undefined : toRequest(row);
}

function toRequest(row: RequestRow): SupportRequest {
  return {
    ...toSummary(row),
    accountId: row.account_id,
    description: row.description,
    sessionId: row.session_id,
    contextUrl: row.context_url,
    userAgent: row.user_agent,
    closedAt: row.closed_at?.toISOString() ?? null,
  };
}

/**
 * Closes or reopens the request, holding its row until the transaction ends; the request before
 * and after, or undefined when there is none. Setting the status it already has changes nothing.
 */
export async function setSupportRequestStatus(
  tx: Queryable,
  id: string,
  status: SupportRequestStatus,
): Promise<{ before: SupportRequest; after: SupportRequest } | undefined> {
  const [locked] = await tx.query<{ id: string }>(
    'SELECT id FROM support_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (locked === undefined) return undefined;
  const before = await findSupportRequest(tx, id);
  await tx.query(
    `UPDATE support_requests
        SET status = $2::text,
            closed_at = CASE WHEN $2::text = 'closed' THEN coalesce(closed_at, now()) END
      WHERE id = $1 AND status <> $2::text`,
    [id, status],
  );
  const after = await findSupportRequest(tx, id);
  if (before === undefined || after === undefined) throw new Error('The locked request vanished.');
  return { before, after };
}
