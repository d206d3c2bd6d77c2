// What the sales tests stand on until the catalogue (issue 15, H1: migration 0009) lands beside
// them: the catalogue tables and location columns the sales core reads, made here only if absent,
// and a small Harbor Coffee catalogue (a latte with sizes and milks, an espresso, a croissant,
// beans without tax, a gift card), plus sessions at a station and in a browser and a sale draft
// builder.
import { randomUUID } from 'node:crypto';
import { API_HEADERS } from '@shared/api-headers';
import type { SaleDraft } from '@shared/sales/sales';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import type { Database } from '../../src/db/database';
import { callApi } from '../fixtures/api';
import type { HttpTestApp } from '../fixtures/app';
import { accountIdByEmail, directSession, tenantIdByName } from '../fixtures/sign-in';

const CATALOGUE_TABLES = `
  ALTER TABLE locations ADD COLUMN IF NOT EXISTS is_default boolean NOT NULL DEFAULT false;
  ALTER TABLE locations ADD COLUMN IF NOT EXISTS receipt_prefix text;
  CREATE TABLE IF NOT EXISTS sales_settings (
    tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
    currency text NOT NULL DEFAULT 'USD',
    offline_gift_card_minor bigint NOT NULL DEFAULT 5000,
    offline_card_per_sale_minor bigint NOT NULL DEFAULT 10000,
    offline_card_total_minor bigint NOT NULL DEFAULT 50000);
  CREATE TABLE IF NOT EXISTS sales_products (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
    name text NOT NULL, category_id uuid, tax_id uuid, price_minor bigint NOT NULL DEFAULT 0,
    barcode text, active boolean NOT NULL DEFAULT true, is_gift_card boolean NOT NULL DEFAULT false);
  CREATE TABLE IF NOT EXISTS sales_product_variants (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), tenant_id uuid NOT NULL, product_id uuid NOT NULL,
    name text NOT NULL, price_minor bigint NOT NULL, position integer NOT NULL DEFAULT 0);
  CREATE TABLE IF NOT EXISTS sales_modifier_groups (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), tenant_id uuid NOT NULL, name text NOT NULL);
  CREATE TABLE IF NOT EXISTS sales_modifier_options (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), tenant_id uuid NOT NULL, group_id uuid NOT NULL,
    name text NOT NULL, price_delta_minor bigint NOT NULL DEFAULT 0);
  CREATE TABLE IF NOT EXISTS sales_product_modifier_groups (
    tenant_id uuid NOT NULL, product_id uuid NOT NULL, group_id uuid NOT NULL);`;

export interface SalesCatalogue {
  harborId: string;
  otherTenantId: string;
  downtownId: string;
  pierId: string;
  otherLocationId: string;
  latte: { id: string; small: string; medium: string; large: string };
  oat: string;
  whole: string;
  espresso: string;
  croissant: string;
  beans: string;
  giftCard: string;
}

async function insertId(db: Database, sql: string, params: unknown[]): Promise<string> {
  const [row] = await db.query<{ id: string }>(`${sql} RETURNING id`, params);
  if (row === undefined) throw new Error(`Nothing inserted: ${sql}`);
  return row.id;
}

async function categoryId(db: Database, tenantId: string, name: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM sales_product_categories WHERE tenant_id = $1 AND name = $2',
    [tenantId, name],
  );
  if (row === undefined) throw new Error(`No category ${name}.`);
  return row.id;
}

/** Prices per demo-seed.md; the tax is the seeded San Francisco sales tax of each category. */
export async function prepareSalesCatalogue(db: Database): Promise<SalesCatalogue> {
  await db.exec(CATALOGUE_TABLES);
  const harborId = await tenantIdByName(db, 'Harbor Coffee');
  const otherTenantId = await tenantIdByName(db, 'Bluebird Dental');
  await db.query(
    `INSERT INTO sales_settings (tenant_id) VALUES ($1), ($2) ON CONFLICT DO NOTHING`,
    [harborId, otherTenantId],
  );
  const locations = await db.query<{ id: string; tenant_id: string }>(
    'SELECT id, tenant_id FROM locations ORDER BY name',
  );
  const harborLocations = locations.filter((row) => row.tenant_id === harborId);
  const [downtown, pier] = harborLocations;
  const other = locations.find((row) => row.tenant_id === otherTenantId);
  if (downtown === undefined || pier === undefined || other === undefined) {
    throw new Error('The demo locations are missing.');
  }
  await db.query(
    `UPDATE locations SET receipt_prefix = CASE id WHEN $1 THEN 'DT' WHEN $2 THEN 'PR' ELSE 'LC' END,
            is_default = (id = $1)
      WHERE receipt_prefix IS NULL`,
    [downtown.id, pier.id],
  );
  const coffee = await categoryId(db, harborId, 'Espresso');
  const product = (name: string, category: string | null, price: number, giftCard = false) =>
    insertId(
      db,
      `INSERT INTO sales_products (tenant_id, name, category_id, price_minor, is_gift_card)
       VALUES ($1, $2, $3, $4, $5)`,
      [harborId, name, category, price, giftCard],
    );
  const latteId = await product('Latte', coffee, 0);
  const variant = (name: string, price: number, position: number) =>
    insertId(
      db,
      `INSERT INTO sales_product_variants (tenant_id, product_id, name, price_minor, position)
       VALUES ($1, $2, $3, $4, $5)`,
      [harborId, latteId, name, price, position],
    );
  const milk = await insertId(
    db,
    `INSERT INTO sales_modifier_groups (tenant_id, name) VALUES ($1, 'Milk')`,
    [harborId],
  );
  await db.query(
    'INSERT INTO sales_product_modifier_groups (tenant_id, product_id, group_id) VALUES ($1, $2, $3)',
    [harborId, latteId, milk],
  );
  const option = (name: string, delta: number) =>
    insertId(
      db,
      `INSERT INTO sales_modifier_options (tenant_id, group_id, name, price_delta_minor)
       VALUES ($1, $2, $3, $4)`,
      [harborId, milk, name, delta],
    );
  return {
    harborId,
    otherTenantId,
    downtownId: downtown.id,
    pierId: pier.id,
    otherLocationId: other.id,
    latte: {
      id: latteId,
      small: await variant('Small', 400, 0),
      medium: await variant('Medium', 475, 1),
      large: await variant('Large', 550, 2),
    },
    whole: await option('Whole', 0),
    oat: await option('Oat', 60),
    espresso: await product('Espresso', coffee, 300),
    croissant: await product('Croissant', await categoryId(db, harborId, 'Pastries'), 350),
    beans: await product(
      'House Blend Beans 340 g',
      await categoryId(db, harborId, 'Retail beans'),
      1600,
    ),
    giftCard: await product('Gift card', await categoryId(db, harborId, 'Gift cards'), 0, true),
  };
}

export interface Seller {
  jwt: string;
  tenantId: string;
  installId: string | null;
}

/** `email` signed in at a new station of the tenant, or in a browser. */
export async function sellerSession(
  db: Database,
  tenantId: string,
  email: string,
  where: 'station' | 'browser',
): Promise<Seller> {
  const accountId = await accountIdByEmail(db, email);
  const signedIn = await directSession(
    db,
    accountId,
    where === 'station' ? { installTenantId: tenantId } : {},
  );
  return { jwt: signedIn.jwt, tenantId, installId: signedIn.installId };
}

export const SUITE = API_FAMILY_PREFIXES.suite;

/** A call to the suite family as `seller`; `key` adds an Idempotency-Key. */
export function asSeller(
  server: HttpTestApp,
  seller: Seller,
  path: string,
  call: { method?: string; body?: unknown; key?: string | null } = {},
): Promise<Response> {
  const key = call.key === undefined ? randomUUID() : call.key;
  return callApi(server, `${SUITE}${path}`, {
    jwt: seller.jwt,
    tenantId: seller.tenantId,
    ...(call.method === undefined ? {} : { method: call.method }),
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(key === null || call.body === undefined
      ? {}
      : { headers: { [API_HEADERS.idempotencyKey]: key } }),
  });
}

/** A sale of `lines` at `locationId` paid by `tenders`, rung up now. */
export function saleDraft(
  locationId: string,
  lines: SaleDraft['lines'],
  tenders: SaleDraft['tenders'],
  extra: Partial<SaleDraft> = {},
): SaleDraft {
  return {
    id: randomUUID(),
    locationId,
    lines,
    tenders,
    capturedAt: new Date().toISOString(),
    ...extra,
  };
}

export interface SalesSetup {
  catalogue: SalesCatalogue;
  /** Casey Cashier at a station of her own. */
  casey: Seller;
  /** Max Manager, at a station or in a browser. */
  max: Seller;
}

/** The test catalogue, and Casey and Max signed in to sell. */
export async function salesSetup(db: Database, maxAt: 'station' | 'browser'): Promise<SalesSetup> {
  const catalogue = await prepareSalesCatalogue(db);
  return {
    catalogue,
    casey: await sellerSession(db, catalogue.harborId, 'casey.cashier@harbor.example', 'station'),
    max: await sellerSession(db, catalogue.harborId, 'max.manager@harbor.example', maxAt),
  };
}

/** A medium oat latte (4.75 + 0.60) and a croissant (3.50), taxed 8.625 %: 8.85 + 0.76. */
export function latteAndCroissant(catalogue: SalesCatalogue): SaleDraft['lines'] {
  return [
    {
      productId: catalogue.latte.id,
      variantId: catalogue.latte.medium,
      modifierOptionIds: [catalogue.oat],
      quantity: 1,
      unitPriceMinor: 535,
    },
    { productId: catalogue.croissant, variantId: null, quantity: 1, unitPriceMinor: 350 },
  ];
}
