// Fulfillment (issue 16): a sale marked for pickup makes an order in its transaction; orders move
// new → packed → ready → handed over one step at a time; the pickup scan finds an order by code
// and hands it over only when ready; who may see and change orders and settings; another
// tenant's ids answer 404; hostile input 400 naming the field; every change is audited.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fulfillmentSettingsSchema,
  orderSchema,
  ordersPageSchema,
  type Order,
} from '@shared/sales/fulfillment';
import { saleSchema } from '@shared/sales/sales';
import { auditEntries } from '../src/auth/audit-log';
import { accountIdByEmail, directSession, expectError, useHttpTestApp } from './fixtures';
import {
  asSeller,
  latteAndCroissant,
  saleDraft,
  salesSetup,
  type SalesSetup,
  type Seller,
} from './support/sales-fixture';

const server = await useHttpTestApp();
let setup: SalesSetup;
let ava: Seller;
let viewer: Seller;
let boxTypeId: string;

beforeAll(async () => {
  setup = await salesSetup(server.database, 'browser');
  const { harborId } = setup.catalogue;
  const session = async (email: string): Promise<Seller> => ({
    jwt: (await directSession(server.database, await accountIdByEmail(server.database, email))).jwt,
    tenantId: harborId,
    installId: null,
  });
  ava = await session('ava.admin@harbor.example');
  const ninaId = await accountIdByEmail(server.database, 'nina.noperm@harbor.example');
  await server.database.query(
    `UPDATE memberships SET permissions = '{"sales":{"fulfillmentView":true}}'::jsonb
      WHERE account_id = $1 AND tenant_id = $2`,
    [ninaId, harborId],
  );
  viewer = await session('nina.noperm@harbor.example');
  const [box] = await server.database.query<{ id: string }>(
    'SELECT id FROM sales_fulfillment_box_types WHERE tenant_id = $1 ORDER BY name LIMIT 1',
    [harborId],
  );
  if (box === undefined) throw new Error('The demo seed has no box types.');
  boxTypeId = box.id;
});

/** Casey sells a latte and a croissant for pickup by Jo at her station. */
async function saleForPickup(): Promise<{
  saleId: string;
  receiptNumber: string;
  fulfillment: { kind: string; code: string } | null;
}> {
  const draft = saleDraft(
    setup.catalogue.downtownId,
    latteAndCroissant(setup.catalogue),
    [{ kind: 'cash', amountMinor: 963, givenMinor: 1000 }],
    { fulfillment: { kind: 'pickup', customerName: 'Jo Pickup', contact: '555-0100' } },
  );
  const response = await asSeller(server, setup.casey, '/sales/sales', {
    method: 'POST',
    body: draft,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const sale = saleSchema.parse(await response.json());
  return { saleId: sale.id, receiptNumber: sale.receiptNumber, fulfillment: sale.fulfillment };
}

async function orderOfSale(saleId: string): Promise<Order> {
  const response = await asSeller(server, setup.max, '/sales/fulfillment/orders?limit=500');
  expect(response.status).toBe(200);
  const order = ordersPageSchema
    .parse(await response.json())
    .items.find((item) => item.saleId === saleId);
  if (order === undefined) throw new Error('The sale made no order.');
  return order;
}

function moveTo(
  who: Seller,
  orderId: string,
  status: string,
  box: string | null = null,
): Promise<Response> {
  return asSeller(server, who, `/sales/fulfillment/orders/${orderId}/status`, {
    method: 'POST',
    body: { status, boxTypeId: box },
  });
}

describe('a sale marked for pickup', () => {
  it('makes a new order with the sale’s items and a 6-character pickup code', async () => {
    const { saleId, receiptNumber, fulfillment } = await saleForPickup();
    const order = await orderOfSale(saleId);
    // The sale's answer carries the code, so the receipt the customer takes away has it.
    expect(fulfillment).toEqual({ kind: 'pickup', code: order.code });
    expect(order).toMatchObject({
      kind: 'pickup',
      status: 'new',
      customerName: 'Jo Pickup',
      contact: '555-0100',
      receiptNumber,
      items: [
        { name: 'Latte (Medium)', quantity: 1 },
        { name: 'Croissant', quantity: 1 },
      ],
    });
    expect(order.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
  });

  it('is refused whole when shipping has no address (nothing is sold)', async () => {
    const draft = saleDraft(
      setup.catalogue.downtownId,
      latteAndCroissant(setup.catalogue),
      [{ kind: 'cash', amountMinor: 963, givenMinor: 1000 }],
      { fulfillment: { kind: 'shipping' } },
    );
    const message = await expectError(
      await asSeller(server, setup.casey, '/sales/sales', { method: 'POST', body: draft }),
      400,
      'validation_failed',
    );
    expect(message).toContain('fulfillment.shipTo');
  });
});

describe('status flow and pickup scan', () => {
  it('moves one step at a time, needs a box to pack, and hands over only when ready', async () => {
    const { saleId } = await saleForPickup();
    const order = await orderOfSale(saleId);
    const scan = (suffix = '') =>
      asSeller(server, setup.max, `/sales/fulfillment/pickup/${order.code}${suffix}`, {
        method: suffix === '' ? 'GET' : 'POST',
        ...(suffix === '' ? {} : { body: {} }),
      });

    expect(await expectError(await moveTo(setup.max, order.id, 'ready'), 409, 'conflict')).toBe(
      'status: This order is new; it can only be marked packed next.',
    );
    expect(await expectError(await scan('/hand-over'), 409, 'conflict')).toBe(
      'This order has not been packed yet.',
    );
    expect(
      await expectError(await moveTo(setup.max, order.id, 'packed'), 400, 'validation_failed'),
    ).toBe('boxTypeId: Choose a box type.');

    const packed = await moveTo(setup.max, order.id, 'packed', boxTypeId);
    expect(packed.status).toBe(200);
    expect(orderSchema.parse(await packed.json()).boxTypeId).toBe(boxTypeId);
    expect(await expectError(await scan('/hand-over'), 409, 'conflict')).toBe(
      'This order is still being packed: it is not ready for pickup.',
    );
    expect((await moveTo(setup.max, order.id, 'ready')).status).toBe(200);

    const found = await scan();
    expect(found.status).toBe(200);
    expect(orderSchema.parse(await found.json())).toMatchObject({ id: order.id, status: 'ready' });
    const handed = await scan('/hand-over');
    expect(handed.status, await handed.clone().text()).toBe(200);
    expect(orderSchema.parse(await handed.json()).status).toBe('handedOver');
    expect(await expectError(await scan('/hand-over'), 409, 'conflict')).toBe(
      'This order was already handed over.',
    );

    const audit = await auditEntries(server.database, setup.catalogue.harborId, {
      targetType: 'fulfillment_order',
      targetId: order.id,
    });
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'sales.fulfillment.create',
      'sales.fulfillment.status',
      'sales.fulfillment.status',
      'sales.fulfillment.status',
    ]);
    expect(audit.map((entry) => entry.after)).toContainEqual({ status: 'handedOver' });
  });

  it('looks codes up case-insensitively and says when no order has one', async () => {
    const { saleId } = await saleForPickup();
    const { code } = await orderOfSale(saleId);
    const found = await asSeller(
      server,
      setup.max,
      `/sales/fulfillment/pickup/${code.toLowerCase()}`,
    );
    expect(found.status).toBe(200);
    expect(
      await expectError(
        await asSeller(server, setup.max, '/sales/fulfillment/pickup/AAAAAA'),
        404,
        'not_found',
      ),
    ).toBe('There is no order with the pickup code AAAAAA.');
  });

  it('creates an order in the back office from a receipt number, once per sale', async () => {
    const { receiptNumber } = await saleForPickup();
    const other = await saleDraftSold();
    const create = (body: unknown) =>
      asSeller(server, setup.max, '/sales/fulfillment/orders', { method: 'POST', body });
    const made = await create({
      kind: 'shipping',
      customerName: 'Ship Me',
      shipTo: '1 Pier St',
      receiptNumber: other,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    expect(orderSchema.parse(await made.json())).toMatchObject({
      kind: 'shipping',
      status: 'new',
      receiptNumber: other,
      items: [{ name: 'Croissant', quantity: 1 }],
    });
    const again = await expectError(
      await create({ kind: 'pickup', customerName: 'Jo', receiptNumber }),
      409,
      'conflict',
    );
    expect(again).toMatch(/^receiptNumber: This sale already has the order [A-Z0-9]{6}\.$/);
  });
});

/** A croissant sold without fulfillment; resolves to its receipt number. */
async function saleDraftSold(): Promise<string> {
  const draft = saleDraft(
    setup.catalogue.downtownId,
    [{ productId: setup.catalogue.croissant, variantId: null, quantity: 1, unitPriceMinor: 350 }],
    [{ kind: 'cash', amountMinor: 381, givenMinor: 400 }],
  );
  const response = await asSeller(server, setup.max, '/sales/sales', {
    method: 'POST',
    body: draft,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return saleSchema.parse(await response.json()).receiptNumber;
}

describe('who may do what', () => {
  it('lets fulfillmentView read but not change; the cashier sees nothing', async () => {
    const { saleId } = await saleForPickup();
    const order = await orderOfSale(saleId);
    expect((await asSeller(server, viewer, `/sales/fulfillment/orders/${order.id}`)).status).toBe(
      200,
    );
    await expectError(await moveTo(viewer, order.id, 'packed', boxTypeId), 403, 'forbidden');
    await expectError(
      await asSeller(server, viewer, `/sales/fulfillment/pickup/${order.code}`),
      403,
      'forbidden',
    );
    await expectError(
      await asSeller(server, setup.casey, '/sales/fulfillment/orders'),
      403,
      'forbidden',
    );
    await expectError(
      await asSeller(server, setup.casey, `/sales/fulfillment/orders/${order.id}`),
      403,
      'forbidden',
    );
  });

  it('keeps settings to tenant administrators with fulfillmentEdit', async () => {
    const body = { pickupInstructions: 'At the side door.' };
    await expectError(
      await asSeller(server, setup.max, '/sales/fulfillment/settings', { method: 'PUT', body }),
      403,
      'forbidden',
    );
    const saved = await asSeller(server, ava, '/sales/fulfillment/settings', {
      method: 'PUT',
      body,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = await asSeller(server, viewer, '/sales/fulfillment/settings');
    expect(fulfillmentSettingsSchema.parse(await read.json())).toEqual(body);
  });

  it('answers 404 for another tenant’s order and box type', async () => {
    const [bluebirdBox] = await server.database.query<{ id: string }>(
      `INSERT INTO sales_fulfillment_box_types
         (tenant_id, name, length_mm, width_mm, height_mm, max_weight_grams)
       VALUES ($1, 'Bluebird box', 10, 10, 10, 10) RETURNING id`,
      [setup.catalogue.otherTenantId],
    );
    const [bluebirdOrder] = await server.database.query<{ id: string }>(
      `INSERT INTO sales_fulfillment_orders (tenant_id, code, kind, customer_name, items)
       VALUES ($1, 'CCCCCC', 'pickup', 'Elsewhere', '[]'::jsonb) RETURNING id`,
      [setup.catalogue.otherTenantId],
    );
    if (bluebirdBox === undefined || bluebirdOrder === undefined) throw new Error('No rows.');
    await expectError(
      await asSeller(server, setup.max, `/sales/fulfillment/orders/${bluebirdOrder.id}`),
      404,
      'not_found',
    );
    await expectError(
      await moveTo(setup.max, bluebirdOrder.id, 'packed', boxTypeId),
      404,
      'not_found',
    );
    await expectError(
      await asSeller(server, setup.max, '/sales/fulfillment/pickup/CCCCCC'),
      404,
      'not_found',
    );
    const { saleId } = await saleForPickup();
    const order = await orderOfSale(saleId);
    await expectError(
      await moveTo(setup.max, order.id, 'packed', bluebirdBox.id),
      404,
      'not_found',
    );
    await expectError(
      await asSeller(server, ava, `/sales/fulfillment/box-types/${bluebirdBox.id}`, {
        method: 'DELETE',
      }),
      404,
      'not_found',
    );
  });
});

describe('box types', () => {
  it('adds, renames and removes one; orders packed in it keep its name', async () => {
    const boxes = '/sales/fulfillment/box-types';
    const draft = {
      name: 'Tiny tin',
      lengthMm: 90,
      widthMm: 90,
      heightMm: 60,
      maxWeightGrams: 250,
    };
    const added = await asSeller(server, ava, boxes, { method: 'POST', body: draft });
    expect(added.status, await added.clone().text()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    await expectError(
      await asSeller(server, ava, boxes, { method: 'POST', body: draft }),
      409,
      'conflict',
    );
    const renamed = await asSeller(server, ava, `${boxes}/${id}`, {
      method: 'PUT',
      body: { ...draft, name: 'Small tin' },
    });
    expect(renamed.status).toBe(200);

    const { saleId } = await saleForPickup();
    const order = await orderOfSale(saleId);
    expect((await moveTo(setup.max, order.id, 'packed', id)).status).toBe(200);
    const removed = await asSeller(server, ava, `${boxes}/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    const after = await asSeller(server, setup.max, `/sales/fulfillment/orders/${order.id}`);
    expect(orderSchema.parse(await after.json())).toMatchObject({
      boxTypeId: null,
      boxTypeName: 'Small tin',
    });
    const audit = await auditEntries(server.database, setup.catalogue.harborId, {
      targetType: 'fulfillment_box_type',
      targetId: id,
    });
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'sales.fulfillment.box_type.create',
      'sales.fulfillment.box_type.delete',
      'sales.fulfillment.box_type.update',
    ]);
  });
});

describe('hostile input', () => {
  it.each([
    ['/sales/fulfillment/orders', { kind: 'drone', customerName: 'X', items: [] }, 'kind'],
    ['/sales/fulfillment/orders', { kind: 'pickup', customerName: '', items: [] }, 'customerName'],
    ['/sales/fulfillment/orders', { kind: 'pickup', customerName: 'X' }, 'items'],
    [
      '/sales/fulfillment/orders',
      { kind: 'pickup', customerName: 'X', items: [{ name: 'Mug', quantity: 0 }] },
      'items.0.quantity',
    ],
    [
      '/sales/fulfillment/orders',
      { kind: 'pickup', customerName: 'X\u0000', items: [{ name: 'Mug', quantity: 1 }] },
      'customerName',
    ],
    [
      '/sales/fulfillment/orders',
      { kind: 'pickup', customerName: 'X', receiptNumber: 'NOPE-1' },
      'receiptNumber',
    ],
    [
      '/sales/fulfillment/box-types',
      { name: 'Box', lengthMm: -1, widthMm: 1, heightMm: 1, maxWeightGrams: 1 },
      'lengthMm',
    ],
  ])('POST %s %j answers 400 naming %s', async (path, body, field) => {
    const message = await expectError(
      await asSeller(server, ava, path, { method: 'POST', body }),
      400,
      'validation_failed',
    );
    expect(message.startsWith(`${field}:`), message).toBe(true);
  });

  it.each([
    ['/sales/fulfillment/orders/not-a-uuid', 'id'],
    ['/sales/fulfillment/pickup/O0O0O0', 'code'],
    ['/sales/fulfillment/orders?status=lost', 'status'],
    ['/sales/fulfillment/orders?sort=code', 'sort'],
    ['/sales/fulfillment/orders?cursor=garbage', 'cursor'],
  ])('GET %s answers 400 naming %s', async (path, field) => {
    const message = await expectError(
      await asSeller(server, setup.max, path),
      400,
      'validation_failed',
    );
    expect(message.startsWith(`${field}:`), message).toBe(true);
  });
});
