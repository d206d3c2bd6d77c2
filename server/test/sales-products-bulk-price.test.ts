// The bulk price change over real HTTP (issue 16): a preview that writes nothing, the apply that
// writes every product and variant it showed (rounded by money.ts's rule), by ids or by the list's
// filter; who may, other tenants' ids, and amounts out of range.
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantChannel } from '@shared/realtime';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { CATALOGUE_PATHS, catalogueSchema, type Catalogue } from '@shared/sales/catalogue';
import {
  bulkPriceResultSchema,
  PRODUCT_IMPORT_PATHS,
  type BulkPriceChange,
  type BulkPriceRequest,
} from '@shared/sales/products-import';
import { auditEntries } from '../src/auth/audit-log';
import { catalogueVersion } from '../src/sales/catalogue-store';
import { changedPrice } from '../src/sales/products-bulk-price-store';
import {
  callApi,
  demoTenantIds,
  expectError,
  session,
  useRecordingTestApp,
  type DemoTenantIds,
} from './fixtures';

const app = await useRecordingTestApp();
const db = () => app.server.database;
const jwt: Record<string, string> = {};
let tenants: DemoTenantIds;

beforeAll(async () => {
  tenants = await demoTenantIds(db());
  jwt.max = (await session(app.server, 'max.manager@harbor.example')).jwt;
  jwt.casey = (await session(app.server, 'casey.cashier@harbor.example')).jwt;
});

function post(path: string, body: unknown, who = 'max') {
  return callApi(app.server, `${API_FAMILY_PREFIXES.suite}${path}`, {
    jwt: jwt[who],
    tenantId: tenants.harbor,
    body,
  });
}

async function catalogue(): Promise<Catalogue> {
  const response = await callApi(
    app.server,
    `${API_FAMILY_PREFIXES.suite}${CATALOGUE_PATHS.catalogue}`,
    { jwt: jwt.max, tenantId: tenants.harbor },
  );
  return catalogueSchema.parse(await response.json());
}

async function product(name: string) {
  const found = (await catalogue()).products.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`No ${name}.`);
  return found;
}

describe('the new price', () => {
  it.each<[number, BulkPriceChange, number | null]>([
    [475, { mode: 'increasePercent', percent: 10_000 }, 523],
    [425, { mode: 'decreasePercent', percent: 10_000 }, 382],
    [300, { mode: 'decreasePercent', percent: 100_000 }, 0],
    [300, { mode: 'increase', amountMinor: 25 }, 325],
    [300, { mode: 'decrease', amountMinor: 500 }, 0],
    [300, { mode: 'set', amountMinor: 199 }, 199],
    [10_000_000_000, { mode: 'increase', amountMinor: 1 }, null],
    [10_000_000_000, { mode: 'increasePercent', percent: 1_000_000 }, null],
  ])('%i with %j is %s', (old, change, expected) => {
    expect(changedPrice(old, change)).toBe(expected);
  });
});

describe('a bulk price change', () => {
  it('previews old → new for each variant and writes nothing', async () => {
    const latte = await product('Latte');
    const espresso = await product('Espresso');
    const version = await catalogueVersion(db(), tenants.harbor);
    const response = await post(PRODUCT_IMPORT_PATHS.bulkPricePreview, {
      target: { kind: 'ids', productIds: [latte.id, espresso.id] },
      change: { mode: 'increasePercent', percent: 10_000 },
    } satisfies BulkPriceRequest);
    const preview = bulkPriceResultSchema.parse(await response.json());
    expect(preview).toMatchObject({ currency: 'USD', productCount: 2, applied: false });
    expect(
      preview.lines.map((line) => [
        line.productName,
        line.variantName,
        line.oldPriceMinor,
        line.newPriceMinor,
      ]),
    ).toEqual([
      ['Latte', 'Small', 400, 440],
      ['Latte', 'Medium', 475, 523],
      ['Latte', 'Large', 550, 605],
      ['Espresso', null, 300, 330],
    ]);
    expect(await catalogueVersion(db(), tenants.harbor)).toBe(version);
  });

  it('applies the change, audited and published', async () => {
    const latte = await product('Latte');
    const response = await post(PRODUCT_IMPORT_PATHS.bulkPrice, {
      target: { kind: 'ids', productIds: [latte.id] },
      change: { mode: 'increase', amountMinor: 25 },
    } satisfies BulkPriceRequest);
    expect(bulkPriceResultSchema.parse(await response.json()).applied).toBe(true);
    expect((await product('Latte')).variants.map((variant) => variant.priceMinor)).toEqual([
      425, 500, 575,
    ]);
    const [audit] = await auditEntries(db(), tenants.harbor, { targetType: 'sales.catalogue' });
    expect(audit).toMatchObject({
      action: 'sales.products.bulk_price',
      after: { productCount: 1, pricesChanged: 3 },
    });
    expect(app.realtime.events).toContainEqual(
      expect.objectContaining({
        channel: tenantChannel(tenants.harbor),
        event: 'sales.catalogue.changed',
      }),
    );
  });

  it('takes the list’s filter instead of ids', async () => {
    const response = await post(PRODUCT_IMPORT_PATHS.bulkPrice, {
      target: { kind: 'filter', filter: { search: 'Espresso' } },
      change: { mode: 'set', amountMinor: 320 },
    } satisfies BulkPriceRequest);
    const result = bulkPriceResultSchema.parse(await response.json());
    const names = result.lines.map((line) => line.productName);
    expect(names).toContain('Espresso');
    expect(names.every((name) => /(^| )espresso/i.test(name))).toBe(true);
    expect((await product('Espresso')).priceMinor).toBe(320);
  });

  it('answers 404 for another tenant’s product and changes nothing', async () => {
    const [foreign] = await db().query<{ id: string }>(
      `INSERT INTO sales_products (tenant_id, name, price_minor) VALUES ($1, 'Floss', 100)
       RETURNING id`,
      [tenants.bluebird],
    );
    const espresso = await product('Espresso');
    const response = await post(PRODUCT_IMPORT_PATHS.bulkPrice, {
      target: { kind: 'ids', productIds: [espresso.id, foreign?.id] },
      change: { mode: 'set', amountMinor: 1 },
    });
    await expectError(response, 404, 'not_found');
    expect((await product('Espresso')).priceMinor).toBe(320);
  });

  it('refuses the cashier, too many ids and a price past the limit', async () => {
    const espresso = await product('Espresso');
    const body = {
      target: { kind: 'ids', productIds: [espresso.id] },
      change: { mode: 'set', amountMinor: 1 },
    };
    await expectError(await post(PRODUCT_IMPORT_PATHS.bulkPrice, body, 'casey'), 403, 'forbidden');
    await expectError(
      await post(PRODUCT_IMPORT_PATHS.bulkPricePreview, body, 'casey'),
      403,
      'forbidden',
    );
    const many = Array.from(
      { length: 1_001 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const tooMany = await post(PRODUCT_IMPORT_PATHS.bulkPricePreview, {
      ...body,
      target: { kind: 'ids', productIds: many },
    });
    expect(await expectError(tooMany, 400, 'validation_failed')).toContain('at most 1000');
    const tooDear = await post(PRODUCT_IMPORT_PATHS.bulkPricePreview, {
      ...body,
      change: { mode: 'increasePercent', percent: 1_000_001 },
    });
    await expectError(tooDear, 400, 'validation_failed');
    const set = await post(PRODUCT_IMPORT_PATHS.bulkPrice, {
      ...body,
      change: { mode: 'set', amountMinor: 10_000_000_000 },
    });
    expect(set.status).toBe(200);
    const past = await post(PRODUCT_IMPORT_PATHS.bulkPrice, {
      ...body,
      change: { mode: 'increase', amountMinor: 1 },
    });
    expect(await expectError(past, 400, 'validation_failed')).toContain('Espresso');
    expect((await product('Espresso')).priceMinor).toBe(10_000_000_000);
  });
});
