// The SQL of the back office's gift cards list (GET /sales/gift-cards): the tenant's cards
// searched by the start of their code, filtered by status, sorted and paged by keyset, so a page
// costs the same at 10,000 cards as at 10 (each sort has its index, migration 0015).
import type { Page } from '@shared/paging';
import { parseSortKey } from '@shared/paging';
import {
  GIFT_CARD_SORT_COLUMNS,
  giftCardStatus,
  type GiftCardSortColumn,
  type GiftCardStatus,
  type GiftCardSummary,
  type giftCardsListQuerySchema,
} from '@shared/sales/gift-cards';
import { z } from 'zod';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/errors';

/** Each sort's first key (code, unique in the tenant, breaks ties) and how a cursor carries it. */
const SORTS: Record<GiftCardSortColumn, { expression: string; type: string } | null> = {
  code: null,
  balance: { expression: 'balance_minor', type: 'bigint' },
  issuedAt: { expression: 'issued_at', type: 'timestamptz' },
  lastUsedAt: {
    expression: "COALESCE(last_used_at, '-infinity'::timestamptz)",
    type: 'timestamptz',
  },
};

const STATUS_CONDITIONS: Record<GiftCardStatus, string> = {
  active: 'active AND balance_minor > 0',
  usedUp: 'active AND balance_minor <= 0',
  inactive: 'NOT active',
};

const cursorSchema = z.object({ s: z.string(), k: z.string().nullable(), c: z.string() });

interface CardRow {
  code: string;
  balance_minor: string | number;
  currency: string;
  active: boolean;
  issued_at: Date;
  last_used_at: Date | null;
  sort_value: string | null;
}

function decodeCursor(cursor: string, sort: string): { key: string | null; code: string } {
  try {
    const parsed = cursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (parsed.success && parsed.data.s === sort)
      return { key: parsed.data.k, code: parsed.data.c };
  } catch {
    // A forged cursor is answered like any other foreign one, below.
  }
  throw validationFailed(
    'cursor: This cursor does not belong to this list and sort. Start again from the first page.',
    [{ path: 'cursor', code: 'invalid_cursor', message: 'Start again from the first page.' }],
  );
}

const isSortColumn = (column: string): column is GiftCardSortColumn =>
  (GIFT_CARD_SORT_COLUMNS as readonly string[]).includes(column);

export async function listGiftCardsPage(
  db: Queryable,
  tenantId: string,
  query: z.output<typeof giftCardsListQuerySchema>,
): Promise<Page<GiftCardSummary> & { currency: string }> {
  const sort = query.sort ?? 'code';
  const order = parseSortKey(sort);
  if (order === null || !isSortColumn(order.column)) {
    throw validationFailed(
      `sort: ${sort} is not a sort of this list (${GIFT_CARD_SORT_COLUMNS.join(', ')}).`,
      [{ path: 'sort', code: 'invalid_sort', message: 'Choose one of the list’s columns.' }],
    );
  }
  const params: unknown[] = [tenantId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = ['tenant_id = $1'];
  if (query.search !== undefined && query.search !== '') {
    const prefix = query.search.replace(/[\\%_]/g, (char) => `\\${char}`);
    filters.push(`code LIKE ${param(`${prefix}%`)} ESCAPE '\\'`);
  }
  if (query.status !== undefined) filters.push(STATUS_CONDITIONS[query.status]);
  const counted = [...params];
  const where = filters.join(' AND ');

  const sorted = SORTS[order.column];
  const keys = sorted === null ? ['code'] : [sorted.expression, 'code'];
  const direction = order.descending ? 'DESC' : 'ASC';
  const conditions = [...filters];
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor, sort);
    const values =
      sorted === null
        ? [`${param(after.code)}::text`]
        : [`${param(after.key)}::${sorted.type}`, `${param(after.code)}::text`];
    conditions.push(`(${keys.join(', ')}) ${order.descending ? '<' : '>'} (${values.join(', ')})`);
  }
  const rows = await db.query<CardRow>(
    `SELECT code, balance_minor, currency, active, issued_at, last_used_at,
            ${sorted === null ? 'NULL' : `(${sorted.expression})::text`} AS sort_value
       FROM gift_cards
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${keys.map((key) => `${key} ${direction}`).join(', ')}
      LIMIT ${param(query.limit + 1)}`,
    params,
  );
  const [total] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM gift_cards WHERE ${where}`,
    counted,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last !== undefined
      ? Buffer.from(JSON.stringify({ s: sort, k: last.sort_value, c: last.code })).toString(
          'base64url',
        )
      : null;
  return {
    items: page.map(toSummary),
    total: total?.total ?? 0,
    nextCursor,
    currency: await tenantCurrency(db, tenantId),
  };
}

/** The tenant's sales currency: what new cards are loaded in. */
export async function tenantCurrency(db: Queryable, tenantId: string): Promise<string> {
  const [row] = await db.query<{ currency: string }>(
    'SELECT currency FROM sales_settings WHERE tenant_id = $1',
    [tenantId],
  );
  return row?.currency ?? 'USD';
}

/** One card as the list shows it, for the back office's writes to answer with. */
export async function giftCardSummary(
  db: Queryable,
  tenantId: string,
  code: string,
): Promise<GiftCardSummary | null> {
  const [row] = await db.query<CardRow>(
    `SELECT code, balance_minor, currency, active, issued_at, last_used_at, NULL AS sort_value
       FROM gift_cards WHERE tenant_id = $1 AND code = $2`,
    [tenantId, code],
  );
  return row === undefined ? null : toSummary(row);
}

function toSummary(row: CardRow): GiftCardSummary {
  const card = {
    code: row.code,
    balanceMinor: Number(row.balance_minor),
    currency: row.currency,
    active: row.active,
    issuedAt: new Date(row.issued_at).toISOString(),
  };
  return {
    ...card,
    status: giftCardStatus(card),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  };
}
