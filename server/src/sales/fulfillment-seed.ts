// Fulfillment's part of the demo seed: Harbor Coffee's pickup instructions and a handful of
// orders in every status (pickups of its latest past sales, and shipped beans typed in), so the
// fulfillment list and the pickup scan show something on a fresh start. Codes are fixed so that
// demos can scan them.
import type { FulfillmentKind, FulfillmentStatus } from '@shared/sales/fulfillment';
import { insertDemoRow, seedPerTenant } from '../db/demo-seed';
import { saleItems } from './fulfillment-store';

interface DemoOrder {
  code: string;
  kind: FulfillmentKind;
  status: FulfillmentStatus;
  customerName: string;
  contact: string;
  /** Typed items; null takes the lines of one of the latest sales. */
  items: readonly { name: string; quantity: number }[] | null;
  shipTo?: string;
  boxType?: string;
  hoursAgo: number;
}

interface DemoFulfillment {
  pickupInstructions: string;
  orders: readonly DemoOrder[];
}

const BEANS = 'House Blend Beans 340 g';

/** By tenant name (db/demo-seed.ts). */
export const DEMO_FULFILLMENT: Readonly<Record<string, DemoFulfillment>> = {
  'Harbor Coffee': {
    pickupInstructions:
      'Pick up at the counter by the door. Show this code or your receipt; orders wait for 7 days.',
    orders: [
      {
        code: 'NEW7TC',
        kind: 'pickup',
        status: 'new',
        customerName: 'Priya Raman',
        contact: '(415) 555-0142',
        items: null,
        hoursAgo: 1,
      },
      {
        code: 'NWX4HA',
        kind: 'shipping',
        status: 'new',
        customerName: 'Diego Alvarez',
        contact: 'diego@example.com',
        items: [{ name: BEANS, quantity: 3 }],
        shipTo: '48 Marina Blvd\nSan Francisco, CA 94123',
        hoursAgo: 2,
      },
      {
        code: 'PCK3MX',
        kind: 'pickup',
        status: 'packed',
        customerName: 'Hannah Cho',
        contact: '(415) 555-0187',
        items: null,
        boxType: 'Mailer — 1 bag',
        hoursAgo: 3,
      },
      {
        code: 'RDY4KA',
        kind: 'pickup',
        status: 'ready',
        customerName: 'Marcus Webb',
        contact: '(415) 555-0119',
        items: null,
        boxType: 'Box — 3 bags',
        hoursAgo: 5,
      },
      {
        code: 'RDY9PE',
        kind: 'shipping',
        status: 'ready',
        customerName: 'Lena Fischer',
        contact: 'lena@example.com',
        items: [
          { name: BEANS, quantity: 2 },
          { name: 'Harbor Coffee Mug', quantity: 1 },
        ],
        shipTo: '12 Ocean Ave\nSanta Cruz, CA 95060',
        boxType: 'Gift box — mug & beans',
        hoursAgo: 20,
      },
      {
        code: 'HND6QV',
        kind: 'pickup',
        status: 'handedOver',
        customerName: 'Omar Haddad',
        contact: '(415) 555-0166',
        items: null,
        boxType: 'Mailer — 1 bag',
        hoursAgo: 30,
      },
      {
        code: 'XPT9WE',
        kind: 'shipping',
        status: 'shipped',
        customerName: 'Grace Kim',
        contact: 'grace@example.com',
        items: [{ name: BEANS, quantity: 12 }],
        shipTo: '900 Market St, Suite 400\nSan Francisco, CA 94102',
        boxType: 'Wholesale case — 12 bags',
        hoursAgo: 48,
      },
    ],
  },
};

export const fulfillmentSeed = seedPerTenant(DEMO_FULFILLMENT, async ({ tx }, tenantId, data) => {
  await tx.query(
    'INSERT INTO sales_fulfillment_settings (tenant_id, pickup_instructions) VALUES ($1, $2)',
    [tenantId, data.pickupInstructions],
  );
  const boxes = await tx.query<{ id: string; name: string }>(
    'SELECT id, name FROM sales_fulfillment_box_types WHERE tenant_id = $1',
    [tenantId],
  );
  const recentSales = await tx.query<{ id: string; receipt_number: string }>(
    `SELECT id, receipt_number FROM sales WHERE tenant_id = $1
      ORDER BY captured_at DESC, id LIMIT $2`,
    [tenantId, data.orders.length],
  );
  for (const [index, order] of data.orders.entries()) {
    const sale = order.items === null ? recentSales[index] : undefined;
    const items = order.items ?? (sale === undefined ? [] : await saleItems(tx, tenantId, sale.id));
    const box = boxes.find((candidate) => candidate.name === order.boxType);
    const at = new Date(Date.now() - order.hoursAgo * 3_600_000).toISOString();
    await insertDemoRow(tx, 'sales_fulfillment_orders', tenantId, {
      code: order.code,
      kind: order.kind,
      status: order.status,
      customer_name: order.customerName,
      contact: order.contact,
      ship_to: order.shipTo ?? '',
      sale_id: sale?.id ?? null,
      receipt_number: sale?.receipt_number ?? null,
      items: JSON.stringify(items.length > 0 ? items : [{ name: BEANS, quantity: 1 }]),
      box_type_id: box?.id ?? null,
      box_type_name: box?.name ?? null,
      created_at: at,
      updated_at: at,
    });
  }
});
