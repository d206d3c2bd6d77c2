// Fulfillment orders (src/shared/sales/fulfillment.ts): made in a sale's transaction or in the
// back office, each with a pickup code unique in its tenant, moved one step at a time along
// new → packed → ready → handed over / shipped, every change audited in the same transaction.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Page } from '@shared/paging';
import { parseSortKey } from '@shared/paging';
import {
  nextFulfillmentStatus,
  PICKUP_CODE_ALPHABET,
  PICKUP_CODE_LENGTH,
  type FulfillmentKind,
  type FulfillmentStatus,
  type Order,
  type OrderItem,
  type orderDraftSchema,
  type ordersListQuerySchema,
  type saleFulfillmentDraftSchema,
  type statusChangeSchema,
} from '@shared/sales/fulfillment';
import { recordAudit, type AuditActor } from '../auth/audit-log';
import type { Queryable } from '../db/database';
import { conflict, notFoundInTenant, validationFailed } from '../http/errors';

interface OrderRow {
  id: string;
  code: string;
  kind: FulfillmentKind;
  status: FulfillmentStatus;
  customer_name: string;
  contact: string;
  note: string;
  ship_to: string;
  sale_id: string | null;
  receipt_number: string | null;
  items: OrderItem[] | string;
  box_type_id: string | null;
  box_type_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  cursor_at: string;
}

const ORDER_COLUMNS = `id, code, kind, status, customer_name, contact, note, ship_to, sale_id,
  receipt_number, items, box_type_id, box_type_name, created_at, updated_at,
  created_at::text AS cursor_at`;

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    status: row.status,
    customerName: row.customer_name,
    contact: row.contact,
    note: row.note,
    shipTo: row.ship_to,
    saleId: row.sale_id,
    receiptNumber: row.receipt_number,
    items: typeof row.items === 'string' ? (JSON.parse(row.items) as OrderItem[]) : row.items,
    boxTypeId: row.box_type_id,
    boxTypeName: row.box_type_name,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A code no order of the tenant has: 25^6 codes, so a clash is rare and a retry settles it. */
async function freshPickupCode(tx: Queryable, tenantId: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = Array.from(
      { length: PICKUP_CODE_LENGTH },
      () => PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)],
    ).join('');
    const taken = await tx.query(
      'SELECT 1 FROM sales_fulfillment_orders WHERE tenant_id = $1 AND code = $2',
      [tenantId, code],
    );
    if (taken.length === 0) return code;
  }
  throw new Error('No free pickup code was found.');
}

interface NewOrder {
  kind: FulfillmentKind;
  customerName: string;
  contact: string;
  note: string;
  shipTo: string;
  saleId: string | null;
  receiptNumber: string | null;
  items: readonly OrderItem[];
}

async function insertOrder(tx: Queryable, actor: AuditActor, order: NewOrder): Promise<Order> {
  const code = await freshPickupCode(tx, actor.tenantId);
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO sales_fulfillment_orders
       (tenant_id, code, kind, customer_name, contact, note, ship_to, sale_id, receipt_number,
        items)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
     RETURNING ${ORDER_COLUMNS}`,
    [
      actor.tenantId,
      code,
      order.kind,
      order.customerName,
      order.contact,
      order.note,
      order.shipTo,
      order.saleId,
      order.receiptNumber,
      JSON.stringify(order.items),
    ],
  );
  if (row === undefined) throw new Error('The order was not stored.');
  const stored = toOrder(row);
  await recordAudit(tx, actor, {
    action: 'sales.fulfillment.create',
    targetType: 'fulfillment_order',
    targetId: stored.id,
    after: {
      code: stored.code,
      kind: stored.kind,
      customerName: stored.customerName,
      saleId: stored.saleId,
      receiptNumber: stored.receiptNumber,
      items: stored.items,
    },
  });
  return stored;
}

/** What the sale being completed tells its order: its lines as the receipt names them. */
export interface SaleForOrder {
  saleId: string;
  receiptNumber: string;
  /** The sale's CRM customer, when it has one. */
  customerName: string | null;
  lines: readonly { name: string; variantName: string | null; priced: { quantity: number } }[];
}

/** The order of a sale marked for pickup or shipping, in the sale's transaction. */
export function createSaleOrder(
  tx: Queryable,
  actor: AuditActor,
  draft: z.output<typeof saleFulfillmentDraftSchema>,
  sale: SaleForOrder,
): Promise<Order> {
  return insertOrder(tx, actor, {
    kind: draft.kind,
    customerName: draft.customerName ?? sale.customerName ?? `Receipt ${sale.receiptNumber}`,
    contact: draft.contact ?? '',
    note: draft.note ?? '',
    shipTo: draft.shipTo ?? '',
    saleId: sale.saleId,
    receiptNumber: sale.receiptNumber,
    items: sale.lines.map((line) => ({
      name: line.variantName === null ? line.name : `${line.name} (${line.variantName})`,
      quantity: line.priced.quantity,
    })),
  });
}

/** What is left of a sale to hand over: its lines as the receipt names them, less refunds. */
export function saleItems(db: Queryable, tenantId: string, saleId: string): Promise<OrderItem[]> {
  return db.query<OrderItem>(
    `SELECT CASE WHEN variant_name IS NULL THEN name ELSE name || ' (' || variant_name || ')'
            END AS name, quantity - refunded_quantity AS quantity
       FROM sale_lines
      WHERE tenant_id = $1 AND sale_id = $2 AND quantity > refunded_quantity
      ORDER BY position`,
    [tenantId, saleId],
  );
}

/** An order made in the back office: typed items, or those of the sale with the receipt number. */
export async function createOrder(
  tx: Queryable,
  actor: AuditActor,
  draft: z.output<typeof orderDraftSchema>,
): Promise<Order> {
  let saleId: string | null = null;
  let items: OrderItem[] = draft.items;
  if (draft.receiptNumber !== '') {
    const receiptNumber = draft.receiptNumber.toUpperCase();
    const [sale] = await tx.query<{ id: string }>(
      'SELECT id FROM sales WHERE tenant_id = $1 AND receipt_number = $2',
      [actor.tenantId, receiptNumber],
    );
    if (sale === undefined) {
      throw validationFailed(`receiptNumber: There is no sale with receipt ${receiptNumber}.`);
    }
    const taken = await tx.query<{ code: string }>(
      'SELECT code FROM sales_fulfillment_orders WHERE tenant_id = $1 AND sale_id = $2',
      [actor.tenantId, sale.id],
    );
    if (taken[0] !== undefined) {
      throw conflict(`receiptNumber: This sale already has the order ${taken[0].code}.`);
    }
    saleId = sale.id;
    if (items.length === 0) items = await saleItems(tx, actor.tenantId, sale.id);
  }
  return insertOrder(tx, actor, {
    kind: draft.kind,
    customerName: draft.customerName,
    contact: draft.contact,
    note: draft.note,
    shipTo: draft.shipTo,
    saleId,
    receiptNumber: saleId === null ? null : draft.receiptNumber.toUpperCase(),
    items,
  });
}

export async function loadOrder(db: Queryable, tenantId: string, id: string): Promise<Order> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sales_fulfillment_orders WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  if (row === undefined) throw notFoundInTenant('order', id);
  return toOrder(row);
}

export async function findOrderByCode(
  db: Queryable,
  tenantId: string,
  code: string,
): Promise<Order | null> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sales_fulfillment_orders WHERE tenant_id = $1 AND code = $2`,
    [tenantId, code],
  );
  return row === undefined ? null : toOrder(row);
}

const STATUS_WORDS: Readonly<Record<FulfillmentStatus, string>> = {
  new: 'new',
  packed: 'packed',
  ready: 'ready',
  handedOver: 'handed over',
  shipped: 'shipped',
};

/** Why a pickup cannot be handed over in `order`'s state; null when it can. */
export function whyNotHandOver(order: Order): string | null {
  if (order.kind === 'shipping') return 'This order is to be shipped, not picked up.';
  switch (order.status) {
    case 'new':
      return 'This order has not been packed yet.';
    case 'packed':
      return 'This order is still being packed: it is not ready for pickup.';
    case 'handedOver':
      return 'This order was already handed over.';
    default:
      return null;
  }
}

/** Moves the order to `change.status` if that is its next step; 409 saying why otherwise. */
export async function changeOrderStatus(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  change: z.output<typeof statusChangeSchema>,
): Promise<Order> {
  const [locked] = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sales_fulfillment_orders
      WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [actor.tenantId, id],
  );
  if (locked === undefined) throw notFoundInTenant('order', id);
  const before = toOrder(locked);
  const next = nextFulfillmentStatus(before.kind, before.status);
  if (next !== change.status) {
    throw conflict(
      next === null
        ? `status: This order is already ${STATUS_WORDS[before.status]}.`
        : `status: This order is ${STATUS_WORDS[before.status]}; it can only be marked ${STATUS_WORDS[next]} next.`,
    );
  }
  let box: { id: string; name: string } | null = null;
  if (next === 'packed') {
    if (change.boxTypeId === null) throw validationFailed('boxTypeId: Choose a box type.');
    const [row] = await tx.query<{ id: string; name: string }>(
      'SELECT id, name FROM sales_fulfillment_box_types WHERE tenant_id = $1 AND id = $2',
      [actor.tenantId, change.boxTypeId],
    );
    if (row === undefined) throw notFoundInTenant('box type', change.boxTypeId);
    box = row;
  }
  const [row] = await tx.query<OrderRow>(
    `UPDATE sales_fulfillment_orders
        SET status = $3, updated_at = now(),
            box_type_id = COALESCE($4, box_type_id), box_type_name = COALESCE($5, box_type_name)
      WHERE tenant_id = $1 AND id = $2
      RETURNING ${ORDER_COLUMNS}`,
    [actor.tenantId, id, next, box?.id ?? null, box?.name ?? null],
  );
  if (row === undefined) throw new Error('The order was not updated.');
  await recordAudit(tx, actor, {
    action: 'sales.fulfillment.status',
    targetType: 'fulfillment_order',
    targetId: id,
    before: { status: before.status },
    after: { status: next, ...(box === null ? {} : { boxTypeId: box.id, boxType: box.name }) },
  });
  return toOrder(row);
}

const ORDERS_SORT = 'createdAt';

function encodeCursor(order: Order & { cursorAt: string }, sort: string): string {
  return Buffer.from(JSON.stringify([sort, order.cursorAt, order.id])).toString('base64url');
}

function decodeOrdersCursor(cursor: string, sort: string): [string, string] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 3 &&
    parsed[0] === sort &&
    typeof parsed[1] === 'string' &&
    !Number.isNaN(Date.parse(parsed[1])) &&
    typeof parsed[2] === 'string' &&
    /^[0-9a-f-]{36}$/i.test(parsed[2])
  ) {
    return [parsed[1], parsed[2]];
  }
  throw validationFailed('cursor: This cursor does not belong to this list. Start again.');
}

/** A page of the tenant's orders, newest first unless sorted by createdAt. */
export async function listOrders(
  db: Queryable,
  tenantId: string,
  query: z.output<typeof ordersListQuerySchema>,
): Promise<Page<Order>> {
  const sort = query.sort ?? `-${ORDERS_SORT}`;
  const order = parseSortKey(sort);
  if (order?.column !== ORDERS_SORT) {
    throw validationFailed(`sort: ${sort} is not a sort of this list (createdAt or -createdAt).`);
  }
  const params: unknown[] = [tenantId];
  const param = (value: unknown) => `$${String(params.push(value))}`;
  const conditions = ['tenant_id = $1'];
  if (query.status !== undefined) conditions.push(`status = ${param(query.status)}`);
  if (query.kind !== undefined) conditions.push(`kind = ${param(query.kind)}`);
  if (query.search !== undefined && query.search !== '') {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const p = param(pattern);
    conditions.push(
      `(lower(code) LIKE ${p} ESCAPE '\\' OR lower(customer_name) LIKE ${p} ESCAPE '\\'
        OR lower(coalesce(receipt_number, '')) LIKE ${p} ESCAPE '\\')`,
    );
  }
  const direction = order.descending ? 'DESC' : 'ASC';
  if (query.cursor !== undefined) {
    const [at, id] = decodeOrdersCursor(query.cursor, sort);
    conditions.push(
      `(created_at, id) ${order.descending ? '<' : '>'} (${param(at)}::timestamptz, ${param(id)}::uuid)`,
    );
  }
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sales_fulfillment_orders
      WHERE ${conditions.join(' AND ')}
      ORDER BY created_at ${direction}, id ${direction}
      LIMIT ${param(query.limit + 1)}`,
    params,
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toOrder),
    nextCursor:
      rows.length > query.limit && last !== undefined
        ? encodeCursor({ ...toOrder(last), cursorAt: last.cursor_at }, sort)
        : null,
  };
}
