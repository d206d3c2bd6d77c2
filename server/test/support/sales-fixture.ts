// What the sales tests stand on: Harbor Coffee's seeded café catalogue (server/src/sales/seed.ts,
// looked up by name: a latte with sizes and milks, an espresso, a croissant, beans without tax,
// a gift card), its two locations and another tenant's, plus sessions at a station and in a
// browser and a sale draft builder.
import { randomUUID } from 'node:crypto';
import { API_HEADERS } from '@shared/api-headers';
import type { SaleDraft } from '@shared/sales/sales';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import type { Database } from '../../src/db/database';
import { callApi } from '../fixtures/api';
import type { HttpTestApp } from '../fixtures/app';
import { accountIdByEmail, directSession, tenantIdByName } from '../fixtures/sign-in';

export interface SalesCatalogue {
  harborId: string;
  otherTenantId: string;
  downtownId: string;
  pierId: string;
  otherLocationId: string;
  latte: { id: string; small: string; medium: string; large: string };
  oat: string;
  whole: string;
  extraShot: string;
  espresso: string;
  croissant: string;
  beans: string;
  giftCard: string;
}

/** The one id `sql` finds for `params`; `what` names it when there is none. */
async function idOf(db: Database, what: string, sql: string, params: unknown[]): Promise<string> {
  const [row, extra] = await db.query<{ id: string }>(sql, params);
  if (row === undefined || extra !== undefined) throw new Error(`No single ${what}.`);
  return row.id;
}

/** The id of the tenant's product called `name` in the seeded catalogue. */
export function productIdByName(db: Database, tenantId: string, name: string): Promise<string> {
  return idOf(
    db,
    `product ${name}`,
    'SELECT id FROM sales_products WHERE tenant_id = $1 AND name = $2',
    [tenantId, name],
  );
}

/** The seeded catalogue's ids (prices per demo-seed.md, taxed 8.875 % but the beans). */
export async function prepareSalesCatalogue(db: Database): Promise<SalesCatalogue> {
  const harborId = await tenantIdByName(db, 'Harbor Coffee');
  const otherTenantId = await tenantIdByName(db, 'Bluebird Dental');
  const location = (tenantId: string, name: string) =>
    idOf(db, `location ${name}`, 'SELECT id FROM locations WHERE tenant_id = $1 AND name = $2', [
      tenantId,
      name,
    ]);
  const product = (name: string) => productIdByName(db, harborId, name);
  const latteId = await product('Latte');
  const size = (name: string) =>
    idOf(
      db,
      `latte size ${name}`,
      'SELECT id FROM sales_product_variants WHERE tenant_id = $1 AND product_id = $2 AND name = $3',
      [harborId, latteId, name],
    );
  const option = (group: string, name: string) =>
    idOf(
      db,
      `${group} option ${name}`,
      `SELECT o.id FROM sales_modifier_options o
         JOIN sales_modifier_groups g ON g.id = o.group_id AND g.tenant_id = o.tenant_id
        WHERE o.tenant_id = $1 AND g.name = $2 AND o.name = $3`,
      [harborId, group, name],
    );
  return {
    harborId,
    otherTenantId,
    downtownId: await location(harborId, 'Harbor Coffee Downtown'),
    pierId: await location(harborId, 'Harbor Coffee Pier'),
    otherLocationId: await location(otherTenantId, 'Bluebird Dental — Mission Street'),
    latte: {
      id: latteId,
      small: await size('Small'),
      medium: await size('Medium'),
      large: await size('Large'),
    },
    whole: await option('Milk', 'Whole'),
    oat: await option('Milk', 'Oat'),
    extraShot: await option('Espresso shots', 'Extra shot'),
    espresso: await product('Espresso'),
    croissant: await product('Croissant'),
    beans: await product('House Blend Beans 340 g'),
    giftCard: await product('Gift Card'),
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

/** A medium oat latte (4.75 + 0.60) and a croissant (3.50), taxed 8.875 %. */
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

/** A gift card `code` loaded with `amountMinor` at the Pier, paid in cash, rung up `capturedAt`. */
export function giftCardSaleDraft(
  catalogue: SalesCatalogue,
  code: string,
  amountMinor: number,
  capturedAt: string,
): SaleDraft {
  return saleDraft(
    catalogue.pierId,
    [
      {
        productId: catalogue.giftCard,
        variantId: null,
        quantity: 1,
        unitPriceMinor: amountMinor,
        giftCardCode: code,
      },
    ],
    [{ kind: 'cash', amountMinor, givenMinor: amountMinor }],
    { capturedAt },
  );
}
