// The SQL of the admin Users list (GET /accounts, src/shared/accounts/accounts.ts): the tenant's
// members searched, filtered, sorted and paged by keyset, so a page costs the same at 5,000
// accounts as at 50, and one member in the same shape (the answer of every account write).
import { z } from 'zod';
import {
  accountSchema,
  type Account,
  type AccountMethodFilter,
  type AccountSortColumn,
  type AccountStatusFilter,
  type AccountsPage,
} from '@shared/accounts/accounts';
import { parseSortKey } from '@shared/paging';
import { toPerson, type PersonRow } from '../auth/person-row';
import { queryCount } from '../db/count';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/errors';

interface AccountRow extends PersonRow {
  username: string | null;
  auth_mech: string[];
  is_admin: boolean;
  role_ids: string[];
  permissions: unknown;
  has_pin: boolean;
  has_password: boolean;
  is_managed: boolean;
  is_sign_in_locked: boolean;
  fingerprint_count: number;
  last_sign_in_at: Date | null;
  sort_key: string[];
}

/** Each sort's keyset: the columns of `members` it orders by, the last one unique. */
const SORT_KEYS: Record<AccountSortColumn, { expressions: string[]; types: string[] }> = {
  name: {
    expressions: ['lower(first_name)', 'lower(last_name)', 'email'],
    types: ['text', 'text', 'text'],
  },
  email: { expressions: ['email'], types: ['text'] },
  // Never signed in sorts as the oldest.
  lastSignIn: {
    expressions: ["COALESCE(last_sign_in_at, '-infinity'::timestamptz)", 'email'],
    types: ['timestamptz', 'text'],
  },
};

/** The tenant's members with what the list shows and filters on; one row per membership. */
const MEMBERS = `
  SELECT a.id, a.email, a.first_name, a.last_name, a.avatar_id, a.username, a.auth_mech,
         a.pin_hash IS NOT NULL AS has_pin, a.password_hash IS NOT NULL AS has_password,
         m.is_admin, m.permissions,
         a.managing_tenant_id IS NOT DISTINCT FROM m.tenant_id AS is_managed,
         (a.managing_tenant_id IS NOT DISTINCT FROM m.tenant_id AND EXISTS (
            SELECT 1 FROM sign_in_failures f
             WHERE f.account_id = a.id AND f.locked_until > now())) AS is_sign_in_locked,
         (SELECT s.at FROM sign_in_audit s
           WHERE s.account_id = a.id AND s.result = 'success'
           ORDER BY s.at DESC LIMIT 1) AS last_sign_in_at
    FROM memberships m JOIN accounts a ON a.id = m.account_id
   WHERE m.tenant_id = $1`;

/**
 * The page's rows in full: `pageIds` picks and orders the ids (only what filtering and sorting
 * need is computed for every member), then each of those rows gets the rest.
 */
function pageRows(pageIds: string, order: string, sortKey: string): string {
  return `
  SELECT members.*, ${sortKey} AS sort_key,
         (SELECT count(*)::int FROM fingerprints f WHERE f.account_id = members.id) AS fingerprint_count,
         COALESCE((SELECT array_agg(r.id::text ORDER BY r.name, r.id)
                     FROM account_roles ar JOIN roles r ON r.id = ar.role_id
                    WHERE ar.account_id = members.id AND ar.tenant_id = $1), '{}'::text[]) AS role_ids
    FROM (${pageIds}) page JOIN (${MEMBERS}) members ON members.id = page.id
   ORDER BY ${order}`;
}

function toAccount(row: AccountRow): Account {
  return accountSchema.parse({
    ...toPerson(row),
    username: row.username,
    authMech: row.auth_mech,
    isAdmin: row.is_admin,
    roleIds: row.role_ids,
    permissions: row.permissions,
    hasPin: row.has_pin,
    hasPassword: row.has_password,
    isManaged: row.is_managed,
    isSignInLocked: row.is_sign_in_locked,
    fingerprintCount: row.fingerprint_count,
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  });
}

const METHOD_CONDITIONS: Record<AccountMethodFilter, string> = {
  password: "'password' = ANY (auth_mech)",
  sso: "'sso' = ANY (auth_mech)",
  pin: "'pin' = ANY (auth_mech)",
  fingerprint: "'fingerprint' = ANY (auth_mech)",
  noFingerprint: "NOT ('fingerprint' = ANY (auth_mech))",
};

const STATUS_CONDITIONS: Record<AccountStatusFilter, string> = {
  active: 'NOT is_sign_in_locked',
  locked: 'is_sign_in_locked',
  admin: 'is_admin',
  managedElsewhere: 'NOT is_managed',
};

export interface AccountsListFilter {
  search?: string | undefined;
  roleId?: string | undefined;
  method?: AccountMethodFilter | undefined;
  status?: AccountStatusFilter | undefined;
}

export interface AccountsListRequest extends AccountsListFilter {
  sort: string;
  cursor?: string | undefined;
  limit: number;
}

/** `%text%` for LIKE, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The WHERE conditions on `members` and their parameters, numbered after the tenant's $1. */
function filterConditions(filter: AccountsListFilter, params: unknown[]): string[] {
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.search !== undefined && filter.search !== '') {
    const pattern = param(containing(filter.search));
    conditions.push(
      `(lower(first_name || ' ' || last_name) LIKE ${pattern} ESCAPE '\\'
        OR lower(last_name || ' ' || first_name) LIKE ${pattern} ESCAPE '\\'
        OR email LIKE ${pattern} ESCAPE '\\' OR username LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (filter.roleId !== undefined) {
    conditions.push(
      `EXISTS (SELECT 1 FROM account_roles ar
                WHERE ar.tenant_id = $1 AND ar.role_id = ${param(filter.roleId)}
                  AND ar.account_id = members.id)`,
    );
  }
  if (filter.method !== undefined) conditions.push(METHOD_CONDITIONS[filter.method]);
  if (filter.status !== undefined) conditions.push(STATUS_CONDITIONS[filter.status]);
  return conditions;
}

const TIMESTAMP_KEY =
  /^(?:-infinity|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2}))$/;

const cursorSchema = z.object({ s: z.string(), k: z.array(z.string().max(400)).min(1).max(3) });

function encodeCursor(sort: string, key: string[]): string {
  return Buffer.from(JSON.stringify({ s: sort, k: key })).toString('base64url');
}

/** The keyset values after which the page starts; 400 for a cursor of another sort or forged. */
function decodeCursor(cursor: string, sort: string, types: readonly string[]): string[] {
  let parsed: z.infer<typeof cursorSchema> | null = null;
  try {
    const decoded = cursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    parsed = decoded.success ? decoded.data : null;
  } catch {
    parsed = null;
  }
  const valid =
    parsed !== null &&
    parsed.s === sort &&
    parsed.k.length === types.length &&
    parsed.k.every((value, index) => types[index] !== 'timestamptz' || TIMESTAMP_KEY.test(value));
  if (!valid || parsed === null) {
    throw validationFailed(
      'cursor: This cursor does not belong to this list and sort. Start again from the first page.',
    );
  }
  return parsed.k;
}

/** One page of the tenant's members, with the total matching the filter. */
export async function listTenantAccountsPage(
  db: Queryable,
  tenantId: string,
  request: AccountsListRequest,
): Promise<AccountsPage> {
  const order = parseSortKey(request.sort);
  if (order === null || !(order.column in SORT_KEYS)) {
    throw validationFailed(`sort: ${request.sort} is not a sort of this list.`);
  }
  const keyset = SORT_KEYS[order.column as AccountSortColumn];
  const direction = order.descending ? 'DESC' : 'ASC';
  const orderBy = keyset.expressions.map((expression) => `${expression} ${direction}`).join(', ');

  const params: unknown[] = [tenantId];
  const conditions = filterConditions(request, params);
  const countParams = [...params];
  const countConditions = [...conditions];
  if (request.cursor !== undefined) {
    const after = decodeCursor(request.cursor, request.sort, keyset.types);
    const placeholders = after.map((value, index) => {
      params.push(value);
      return `$${params.length}::${keyset.types[index] ?? 'text'}`;
    });
    conditions.push(
      `(${keyset.expressions.join(', ')}) ${order.descending ? '<' : '>'} (${placeholders.join(', ')})`,
    );
  }
  const where = (list: string[]) => (list.length === 0 ? '' : `WHERE ${list.join(' AND ')}`);
  params.push(request.limit + 1);
  const pageIds = `
    SELECT id FROM (${MEMBERS}) members ${where(conditions)}
     ORDER BY ${orderBy} LIMIT $${params.length}`;
  const sortKey = `jsonb_build_array(${keyset.expressions.join(', ')})`;
  const [rows, total] = await Promise.all([
    db.query<AccountRow>(pageRows(pageIds, orderBy, sortKey), params),
    queryCount(
      db,
      `SELECT count(*)::int AS n FROM (${MEMBERS}) members ${where(countConditions)}`,
      countParams,
    ),
  ]);
  const items = rows.slice(0, request.limit);
  const last = items.at(-1);
  return {
    items: items.map(toAccount),
    total,
    nextCursor:
      rows.length > request.limit && last !== undefined
        ? encodeCursor(request.sort, last.sort_key.map(String))
        : null,
  };
}

/** The member in the list's shape; null when the account is not a member of the tenant. */
export async function loadTenantAccount(
  db: Queryable,
  tenantId: string,
  accountId: string,
): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    pageRows('SELECT $2::uuid AS id', 'members.id', "'[]'::jsonb"),
    [tenantId, accountId],
  );
  return row === undefined ? null : toAccount(row);
}
