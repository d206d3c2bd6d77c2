// Reading sales as the point of sale and the back office see them (sales.ts saleSchema): one
// sale with its lines, tenders and refunds, and the keyset-paged list of a tenant's sales,
// newest first, with its filters and who may see which sales (sales-access.ts).
import { z } from 'zod';
import { parseSortKey, type Page } from '@shared/paging';
import {
  refundSchema,
  saleSchema,
  type Refund,
  type Sale,
  type salesListQuerySchema,
} from '@shared/sales/sales';
import type { FulfillmentKind } from '@shared/sales/fulfillment';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/errors';
import { RECENT_SALES_HOURS, type SalesVisibility } from './sales-access';

type Minor = string | number;

interface SaleRow {
  id: string;
  receipt_number: string;
  location_id: string;
  location_name: string;
  install_id: string | null;
  install_name: string | null;
  account_id: string;
  staff_name: string;
  state: Sale['state'];
  currency: string;
  discount: unknown;
  subtotal_minor: Minor;
  discount_minor: Minor;
  tax_minor: Minor;
  total_minor: Minor;
  change_minor: Minor;
  customer_id: string | null;
  customer_name: string | null;
  captured_at: Date;
  created_at: Date;
  offline: boolean;
  voided_at: Date | null;
  void_reason: string | null;
  fulfillment_kind: FulfillmentKind | null;
  fulfillment_code: string | null;
  cursor_at: string;
}

interface LineRow {
  id: string;
  sale_id: string;
  product_id: string | null;
  name: string;
  variant_name: string | null;
  modifiers: unknown;
  quantity: number;
  unit_price_minor: Minor;
  price_overridden: boolean;
  discount: unknown;
  tax_rate: number;
  tax_inclusive: boolean;
  gross_minor: Minor;
  line_discount_minor: Minor;
  sale_discount_minor: Minor;
  net_minor: Minor;
  tax_minor: Minor;
  total_minor: Minor;
  refunded_quantity: number;
  gift_card_code: string | null;
}

interface TenderRow {
  id: string;
  sale_id: string;
  kind: string;
  amount_minor: Minor;
  given_minor: Minor | null;
  change_minor: Minor | null;
  card_last4: string | null;
  gift_card_code: string | null;
}

interface RefundRow {
  id: string;
  sale_id: string;
  receipt_number: string;
  total_minor: Minor;
  created_at: Date;
}

const SALE_COLUMNS = `
  s.id, s.receipt_number, s.location_id, l.name AS location_name, s.install_id,
  i.name AS install_name, s.account_id, btrim(a.first_name || ' ' || a.last_name) AS staff_name,
  s.state, s.currency, s.discount, s.subtotal_minor, s.discount_minor, s.tax_minor,
  s.total_minor, s.change_minor, s.customer_id, s.customer_name, s.captured_at, s.created_at, s.offline,
  s.voided_at, s.void_reason, s.captured_at::text AS cursor_at,
  fo.kind AS fulfillment_kind, fo.code AS fulfillment_code`;

const SALE_FROM = `
  FROM sales s
  JOIN locations l ON l.tenant_id = s.tenant_id AND l.id = s.location_id
  JOIN accounts a ON a.id = s.account_id
  LEFT JOIN installs i ON i.id = s.install_id
  LEFT JOIN sales_fulfillment_orders fo ON fo.tenant_id = s.tenant_id AND fo.sale_id = s.id`;

const nullableMinor = (value: Minor | null) => (value === null ? null : Number(value));
const iso = (value: Date) => new Date(value).toISOString();

function toTender(tender: TenderRow) {
  return {
    id: tender.id,
    kind: tender.kind,
    amountMinor: Number(tender.amount_minor),
    givenMinor: nullableMinor(tender.given_minor),
    changeMinor: nullableMinor(tender.change_minor),
    cardLast4: tender.card_last4,
    giftCardCode: tender.gift_card_code,
  };
}

/** The sales of `rows` in full, in the rows' order. */
async function assemble(db: Queryable, rows: readonly SaleRow[]): Promise<Sale[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after another: inside a transaction the queries share one connection.
  const lines = await db.query<LineRow>(
    `SELECT id, sale_id, product_id, name, variant_name, modifiers, quantity, unit_price_minor,
              price_overridden, discount, tax_rate, tax_inclusive, gross_minor,
              line_discount_minor, sale_discount_minor, net_minor, tax_minor, total_minor,
              refunded_quantity, gift_card_code
         FROM sale_lines WHERE sale_id = ANY($1::uuid[]) ORDER BY sale_id, position`,
    [ids],
  );
  const tenders = await db.query<TenderRow>(
    `SELECT id, sale_id, kind, amount_minor, given_minor, change_minor, card_last4, gift_card_code
       FROM sale_tenders WHERE sale_id = ANY($1::uuid[]) AND refund_id IS NULL
      ORDER BY sale_id, position`,
    [ids],
  );
  const refunds = await db.query<RefundRow>(
    `SELECT id, sale_id, receipt_number, total_minor, created_at
       FROM sale_refunds WHERE sale_id = ANY($1::uuid[]) ORDER BY created_at, receipt_number`,
    [ids],
  );
  const bySale = <Row extends { sale_id: string }>(all: readonly Row[]) => {
    const grouped = new Map<string, Row[]>();
    for (const row of all) grouped.set(row.sale_id, [...(grouped.get(row.sale_id) ?? []), row]);
    return grouped;
  };
  const linesOf = bySale(lines);
  const tendersOf = bySale(tenders);
  const refundsOf = bySale(refunds);
  return rows.map((row) =>
    saleSchema.parse({
      id: row.id,
      receiptNumber: row.receipt_number,
      locationId: row.location_id,
      locationName: row.location_name,
      installId: row.install_id,
      installName: row.install_name,
      staff: { id: row.account_id, name: row.staff_name },
      state: row.state,
      currency: row.currency,
      lines: (linesOf.get(row.id) ?? []).map((line) => ({
        id: line.id,
        productId: line.product_id,
        name: line.name,
        variantName: line.variant_name,
        modifiers: line.modifiers,
        quantity: line.quantity,
        unitPriceMinor: Number(line.unit_price_minor),
        priceOverridden: line.price_overridden,
        discount: line.discount,
        taxRate: line.tax_rate,
        taxInclusive: line.tax_inclusive,
        totals: {
          grossMinor: Number(line.gross_minor),
          lineDiscountMinor: Number(line.line_discount_minor),
          saleDiscountMinor: Number(line.sale_discount_minor),
          netMinor: Number(line.net_minor),
          taxMinor: Number(line.tax_minor),
          totalMinor: Number(line.total_minor),
        },
        refundedQuantity: line.refunded_quantity,
        giftCardCode: line.gift_card_code,
      })),
      discount: row.discount,
      subtotalMinor: Number(row.subtotal_minor),
      discountMinor: Number(row.discount_minor),
      taxMinor: Number(row.tax_minor),
      totalMinor: Number(row.total_minor),
      tenders: (tendersOf.get(row.id) ?? []).map(toTender),
      changeMinor: Number(row.change_minor),
      customer:
        row.customer_id === null ? null : { id: row.customer_id, name: row.customer_name ?? '' },
      fulfillment:
        row.fulfillment_kind === null || row.fulfillment_code === null
          ? null
          : { kind: row.fulfillment_kind, code: row.fulfillment_code },
      refunds: (refundsOf.get(row.id) ?? []).map((refund) => ({
        id: refund.id,
        receiptNumber: refund.receipt_number,
        totalMinor: Number(refund.total_minor),
        createdAt: iso(refund.created_at),
      })),
      capturedAt: iso(row.captured_at),
      createdAt: iso(row.created_at),
      offline: row.offline,
      voidedAt: row.voided_at === null ? null : iso(row.voided_at),
      voidReason: row.void_reason,
    }),
  );
}

/** The conditions that limit the point of sale to its own recent sales, numbered after `params`. */
function visibilityCondition(visibility: SalesVisibility, params: unknown[]): string | null {
  if (visibility.kind === 'all') return null;
  const recent = `s.captured_at > now() - interval '${RECENT_SALES_HOURS} hours'`;
  if (visibility.kind === 'station') {
    params.push(visibility.installId);
    return `s.install_id = $${params.length} AND ${recent}`;
  }
  params.push(visibility.accountId);
  return `s.install_id IS NULL AND s.account_id = $${params.length} AND ${recent}`;
}

/** One sale of the tenant as the caller may see it, or null. */
export async function loadSale(
  db: Queryable,
  tenantId: string,
  saleId: string,
  visibility: SalesVisibility = { kind: 'all' },
): Promise<Sale | null> {
  const params: unknown[] = [tenantId, saleId];
  const visible = visibilityCondition(visibility, params);
  const rows = await db.query<SaleRow>(
    `SELECT ${SALE_COLUMNS} ${SALE_FROM}
      WHERE s.tenant_id = $1 AND s.id = $2 ${visible === null ? '' : `AND ${visible}`}`,
    params,
  );
  const [sale] = await assemble(db, rows);
  return sale ?? null;
}

const cursorSchema = z.object({ s: z.string(), k: z.tuple([z.string().max(64), z.uuid()]) });

function decodeCursor(cursor: string, sort: string): [string, string] {
  try {
    const parsed = cursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (parsed.success && parsed.data.s === sort && !Number.isNaN(Date.parse(parsed.data.k[0]))) {
      return parsed.data.k;
    }
  } catch {
    // A forged cursor is answered like any other foreign one, below.
  }
  throw validationFailed(
    'cursor: This cursor does not belong to this list and sort. Start again from the first page.',
  );
}

const SALES_SORT = 'capturedAt';

/** A page of the tenant's sales by time captured (newest first unless `sort` is capturedAt). */
export async function listSalesPage(
  db: Queryable,
  tenantId: string,
  visibility: SalesVisibility,
  query: z.output<typeof salesListQuerySchema>,
): Promise<Page<Sale>> {
  const sort = query.sort ?? `-${SALES_SORT}`;
  const order = parseSortKey(sort);
  if (order?.column !== SALES_SORT) {
    throw validationFailed(`sort: ${sort} is not a sort of this list (capturedAt or -capturedAt).`);
  }
  const params: unknown[] = [tenantId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ['s.tenant_id = $1'];
  const visible = visibilityCondition(visibility, params);
  if (visible !== null) conditions.push(visible);
  if (query.locationId !== undefined) conditions.push(`s.location_id = ${param(query.locationId)}`);
  if (query.installId !== undefined) conditions.push(`s.install_id = ${param(query.installId)}`);
  if (query.staffId !== undefined) conditions.push(`s.account_id = ${param(query.staffId)}`);
  if (query.state !== undefined) conditions.push(`s.state = ${param(query.state)}`);
  if (query.from !== undefined) conditions.push(`s.captured_at >= ${param(query.from)}`);
  if (query.to !== undefined) conditions.push(`s.captured_at < ${param(query.to)}`);
  if (query.tender !== undefined) {
    conditions.push(
      `EXISTS (SELECT 1 FROM sale_tenders t
                WHERE t.sale_id = s.id AND t.refund_id IS NULL AND t.kind = ${param(query.tender)})`,
    );
  }
  if (query.minTotalMinor !== undefined) {
    conditions.push(`s.total_minor >= ${param(query.minTotalMinor)}`);
  }
  if (query.maxTotalMinor !== undefined) {
    conditions.push(`s.total_minor <= ${param(query.maxTotalMinor)}`);
  }
  if (query.search !== undefined && query.search !== '') {
    const pattern = `%${query.search.toUpperCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(`s.receipt_number LIKE ${param(pattern)} ESCAPE '\\'`);
  }
  const direction = order.descending ? 'DESC' : 'ASC';
  if (query.cursor !== undefined) {
    const [at, id] = decodeCursor(query.cursor, sort);
    conditions.push(
      `(s.captured_at, s.id) ${order.descending ? '<' : '>'} (${param(at)}::timestamptz, ${param(id)}::uuid)`,
    );
  }
  const rows = await db.query<SaleRow>(
    `SELECT ${SALE_COLUMNS} ${SALE_FROM}
      WHERE ${conditions.join(' AND ')}
      ORDER BY s.captured_at ${direction}, s.id ${direction}
      LIMIT ${param(query.limit + 1)}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last !== undefined
      ? Buffer.from(JSON.stringify({ s: sort, k: [last.cursor_at, last.id] })).toString('base64url')
      : null;
  return { items: await assemble(db, page), nextCursor };
}

/** One refund with its lines and the tenders that gave the money back. */
export async function loadRefund(
  db: Queryable,
  tenantId: string,
  refundId: string,
): Promise<Refund | null> {
  const [refund] = await db.query<{
    id: string;
    sale_id: string;
    receipt_number: string;
    account_id: string;
    staff_name: string;
    reason: string;
    total_minor: Minor;
    created_at: Date;
  }>(
    `SELECT r.id, r.sale_id, r.receipt_number, r.account_id, r.reason, r.total_minor,
            r.created_at, btrim(a.first_name || ' ' || a.last_name) AS staff_name
       FROM sale_refunds r JOIN accounts a ON a.id = r.account_id
      WHERE r.tenant_id = $1 AND r.id = $2`,
    [tenantId, refundId],
  );
  if (refund === undefined) return null;
  const lines = await db.query<{
    sale_line_id: string;
    name: string;
    quantity: number;
    net_minor: Minor;
    tax_minor: Minor;
    total_minor: Minor;
  }>(
    `SELECT rl.sale_line_id, l.name, rl.quantity, rl.net_minor, rl.tax_minor, rl.total_minor
         FROM sale_refund_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id
        WHERE rl.refund_id = $1 ORDER BY l.position`,
    [refundId],
  );
  const tenders = await db.query<TenderRow>(
    `SELECT id, sale_id, kind, amount_minor, given_minor, change_minor, card_last4, gift_card_code
       FROM sale_tenders WHERE refund_id = $1 ORDER BY position`,
    [refundId],
  );
  return refundSchema.parse({
    id: refund.id,
    saleId: refund.sale_id,
    receiptNumber: refund.receipt_number,
    staff: { id: refund.account_id, name: refund.staff_name },
    reason: refund.reason,
    lines: lines.map((line) => ({
      saleLineId: line.sale_line_id,
      name: line.name,
      quantity: line.quantity,
      netMinor: Number(line.net_minor),
      taxMinor: Number(line.tax_minor),
      totalMinor: Number(line.total_minor),
    })),
    tenders: tenders.map(toTender),
    totalMinor: Number(refund.total_minor),
    createdAt: iso(refund.created_at),
  });
}
