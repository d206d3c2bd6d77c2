// The point of sale's catalogue over real HTTP (GET /sales/catalogue, issue 15): what a cashier at
// Harbor Coffee sells (the demo catalogue of demo-seed.md: prices, sizes, milk, barcodes, the
// 8.875 % tax and untaxed beans, the two locations), who may read it, a version that changes with
// the catalogue, rows that stay in their tenant, codes unique among what is sold, and the pricing a
// sale is checked against (loadPricingFor).
import { describe, expect, it } from 'vitest';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { CATALOGUE_PATHS, catalogueSchema, type Catalogue } from '@shared/sales/catalogue';
import { ean13 } from '../src/sales/catalogue-demo';
import { seedProductsLoad } from '../src/sales/catalogue-load';
import { loadPricingFor } from '../src/sales/catalogue-store';
import {
  accountIdByEmail,
  callApi,
  demoTenantIds,
  directSession,
  demoJwts,
  expectError,
  sysAdminIn,
  useRecordingTestApp,
  type ApiCall,
} from './fixtures';

const URL = `${API_FAMILY_PREFIXES.suite}${CATALOGUE_PATHS.catalogue}`;

const test = await useRecordingTestApp();
const db = () => test.server.database;
const tenants = await demoTenantIds(db());
const jwt: Record<string, string> = {
  ...(await demoJwts(test.server, ['ava', 'max', 'casey', 'nina', 'morgan'])),
  sam: (await directSession(db(), await accountIdByEmail(db(), 'sam.sso@harbor.example'))).jwt,
};

function get(who: string, tenantId: string, call: ApiCall & { query?: string } = {}) {
  return callApi(test.server, `${URL}${call.query ?? ''}`, { jwt: jwt[who], tenantId, ...call });
}

async function catalogueAs(who: string, tenantId = tenants.harbor): Promise<Catalogue> {
  const response = await get(who, tenantId);
  expect(response.status).toBe(200);
  return catalogueSchema.parse(await response.json());
}

function product(catalogue: Catalogue, name: string) {
  const found = catalogue.products.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`The catalogue has no ${name}.`);
  return found;
}

/** The rate of the tax that applies to `name`, in thousandths of a percent. */
function taxRateOf(catalogue: Catalogue, name: string): number | null {
  const { taxId } = product(catalogue, name);
  return catalogue.taxes.find((tax) => tax.id === taxId)?.rate ?? null;
}

/** A Harbor Coffee product's id. */
async function productId(name: string): Promise<string> {
  const [row] = await db().query<{ id: string }>(
    'SELECT id FROM sales_products WHERE tenant_id = $1 AND name = $2',
    [tenants.harbor, name],
  );
  if (row === undefined) throw new Error(`No product ${name}.`);
  return row.id;
}

/** A 13-digit code whose last digit is its EAN-13 check digit. */
function isEan13(code: string): boolean {
  return /^[0-9]{13}$/.test(code) && ean13(code.slice(0, 12)) === code;
}

describe('the catalogue a cashier sells from', () => {
  it('sells in US dollars at Harbor Coffee Downtown (the default) and Harbor Coffee Pier', async () => {
    const catalogue = await catalogueAs('casey');
    expect(catalogue.currency).toBe('USD');
    expect(catalogue.locations.map(({ name, isDefault }) => ({ name, isDefault }))).toEqual([
      { name: 'Harbor Coffee Downtown', isDefault: true },
      { name: 'Harbor Coffee Pier', isDefault: false },
    ]);
    expect(catalogue.offlineLimits).toEqual({
      giftCardMinor: 5000,
      cardPerSaleMinor: 10_000,
      cardTotalMinor: 50_000,
    });
  });

  it('has the demo products at their prices, with sizes, milk and extra shots on the Latte', async () => {
    const catalogue = await catalogueAs('casey');
    expect(catalogue.products.length).toBeGreaterThanOrEqual(55);
    const latte = product(catalogue, 'Latte');
    expect(latte.variants.map(({ name, priceMinor }) => [name, priceMinor])).toEqual([
      ['Small', 400],
      ['Medium', 475],
      ['Large', 550],
    ]);
    const milk = latte.modifierGroups.find((group) => group.name === 'Milk');
    expect(milk).toMatchObject({ minSelect: 1, maxSelect: 1 });
    expect(milk?.options.map(({ name, priceDeltaMinor }) => [name, priceDeltaMinor])).toEqual(
      expect.arrayContaining([
        ['Whole', 0],
        ['Oat', 60],
        ['Almond', 60],
      ]),
    );
    const extraShot = latte.modifierGroups
      .flatMap((group) => group.options)
      .find((option) => option.name === 'Extra shot');
    expect(extraShot?.priceDeltaMinor).toBe(100);
    expect(
      ['Espresso', 'Drip Coffee', 'Croissant', 'Blueberry Muffin', 'House Blend Beans 340 g'].map(
        (name) => {
          const { priceMinor, barcode, variants } = product(catalogue, name);
          return [name, priceMinor, barcode, variants.length];
        },
      ),
    ).toEqual([
      ['Espresso', 300, null, 0],
      ['Drip Coffee', 275, null, 0],
      ['Croissant', 350, '2000000000015', 0],
      ['Blueberry Muffin', 325, '2000000000022', 0],
      ['House Blend Beans 340 g', 1600, '0850001234566', 0],
    ]);
  });

  it('taxes everything at 8.875 % but retail beans and gift cards', async () => {
    const catalogue = await catalogueAs('casey');
    expect(taxRateOf(catalogue, 'Latte')).toBe(8875);
    expect(taxRateOf(catalogue, 'Croissant')).toBe(8875);
    expect(taxRateOf(catalogue, 'Harbor Coffee Mug')).toBe(8875);
    expect(taxRateOf(catalogue, 'House Blend Beans 340 g')).toBe(0);
    expect(product(catalogue, 'Gift Card')).toMatchObject({ isGiftCard: true, taxId: null });
    expect(catalogue.taxes.map(({ rate, inclusive }) => [rate, inclusive])).toEqual(
      expect.arrayContaining([
        [8875, false],
        [0, false],
      ]),
    );
  });

  it('groups products by the categories in tab order, every code a valid one and used once', async () => {
    const catalogue = await catalogueAs('casey');
    expect(catalogue.categories.map((category) => category.name)).toEqual([
      'Coffee',
      'Tea',
      'Cold Drinks',
      'Bakery',
      'Breakfast',
      'Retail',
      'Merchandise',
      'Gift Cards',
    ]);
    const categoryOrder = catalogue.products.map((item) =>
      catalogue.categories.findIndex((category) => category.id === item.categoryId),
    );
    expect(categoryOrder).toEqual([...categoryOrder].sort((a, b) => a - b));
    expect(categoryOrder).not.toContain(-1);
    const codes = catalogue.products.flatMap((item) => [
      ...(item.barcode === null ? [] : [item.barcode]),
      ...(item.plu === null ? [] : [item.plu]),
      ...item.variants.flatMap((variant) => (variant.barcode === null ? [] : [variant.barcode])),
    ]);
    expect(new Set(codes).size).toBe(codes.length);
    const barcodes = catalogue.products.flatMap((item) => item.barcode ?? []);
    expect(barcodes.length).toBeGreaterThanOrEqual(10);
    expect(barcodes.filter((code) => !isEan13(code))).toEqual([]);
    expect(catalogue.products.filter((item) => item.plu !== null).length).toBeGreaterThan(0);
  });

  it('is the same catalogue for the manager, the administrator and a system administrator acting in the tenant', async () => {
    const asCasey = await catalogueAs('casey');
    expect(await catalogueAs('max')).toEqual(asCasey);
    expect(await catalogueAs('ava')).toEqual(asCasey);
    const sysadmin = await sysAdminIn(test.server, 'Harbor Coffee');
    const response = await callApi(test.server, URL, {
      jwt: sysadmin.jwt,
      masqueradeTenantId: sysadmin.tenantId,
    });
    expect(catalogueSchema.parse(await response.json())).toEqual(asCasey);
  });
});

describe('who may read it', () => {
  it('refuses without sign-in', async () => {
    await expectError(
      await callApi(test.server, URL, { tenantId: tenants.harbor }),
      401,
      'unauthorized',
    );
  });

  it('refuses members without a sales permission to sell or see products', async () => {
    for (const who of ['nina', 'morgan', 'sam']) {
      const message = await expectError(await get(who, tenants.harbor), 403, 'forbidden');
      expect(message).toBe("You don't have permission to use Sales in this tenant.");
    }
  });

  it('refuses in a tenant without the sales app', async () => {
    const message = await expectError(await get('morgan', tenants.bluebird), 403, 'forbidden');
    expect(message).toBe('This tenant does not have the Sales app.');
  });

  it('refuses a tenant the caller does not belong to', async () => {
    await expectError(await get('casey', tenants.bluebird), 403, 'forbidden');
  });
});

describe('its version', () => {
  it('answers 304 with no body while the station holds the current version', async () => {
    const { version } = await catalogueAs('casey');
    const response = await get('casey', tenants.harbor, { query: `?version=${version}` });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    const stale = await get('casey', tenants.harbor, { query: '?version=an-older-one' });
    expect(stale.status).toBe(200);
  });

  it('changes when any part of the catalogue changes, its undoing included', async () => {
    const before = await catalogueAs('casey');
    expect((await catalogueAs('casey')).version).toBe(before.version);
    // Each change and its undoing, all in Harbor Coffee ($1).
    const changes: [string, string][] = [
      [
        `UPDATE sales_product_variants SET price_minor = price_minor + 1
          WHERE tenant_id = $1 AND name = 'Large'
            AND product_id IN (SELECT id FROM sales_products WHERE name = 'Latte')`,
        `UPDATE sales_product_variants SET price_minor = price_minor - 1
          WHERE tenant_id = $1 AND name = 'Large'
            AND product_id IN (SELECT id FROM sales_products WHERE name = 'Latte')`,
      ],
      [
        `UPDATE sales_modifier_options SET price_delta_minor = 61 WHERE tenant_id = $1 AND name = 'Oat'`,
        `UPDATE sales_modifier_options SET price_delta_minor = 60 WHERE tenant_id = $1 AND name = 'Oat'`,
      ],
      [
        `UPDATE sales_taxes SET rate_percent = 8.876 WHERE tenant_id = $1 AND name = 'Sales tax'`,
        `UPDATE sales_taxes SET rate_percent = 8.875 WHERE tenant_id = $1 AND name = 'Sales tax'`,
      ],
      [
        `UPDATE locations SET name = 'Harbor Coffee Uptown' WHERE tenant_id = $1 AND is_default`,
        `UPDATE locations SET name = 'Harbor Coffee Downtown' WHERE tenant_id = $1 AND is_default`,
      ],
      [
        `UPDATE sales_settings SET offline_gift_card_minor = 7500 WHERE tenant_id = $1`,
        `UPDATE sales_settings SET offline_gift_card_minor = 5000 WHERE tenant_id = $1`,
      ],
      [
        `UPDATE sales_products SET active = false WHERE tenant_id = $1 AND name = 'Doppio'`,
        `UPDATE sales_products SET active = true WHERE tenant_id = $1 AND name = 'Doppio'`,
      ],
      [
        `UPDATE sales_product_categories SET position = 99 WHERE tenant_id = $1 AND name = 'Tea'`,
        `UPDATE sales_product_categories SET position = 1 WHERE tenant_id = $1 AND name = 'Tea'`,
      ],
    ];
    const seen = new Set([before.version]);
    for (const [change] of changes) {
      await db().query(change, [tenants.harbor]);
      const { version } = await catalogueAs('casey');
      expect(seen.has(version), change).toBe(false);
      seen.add(version);
    }
    for (const [, undo] of [...changes].reverse()) await db().query(undo, [tenants.harbor]);
    const { version, ...undone } = await catalogueAs('casey');
    expect(seen.has(version)).toBe(false);
    expect(undone).toEqual({ ...before, version: undefined });
  });
});

describe('hostile query input', () => {
  it.each([
    ['?version=' + 'a'.repeat(65), 'too long'],
    ['?version=', 'empty'],
    ['?version=%00%01', 'control characters'],
    ['?version=a%20b', 'a space'],
    ['?version=%F0%9F%98%80', 'an emoji'],
    ['?version=a&version=b', 'given twice'],
  ])('refuses a version %s (%s) naming the field', async (query) => {
    const message = await expectError(
      await get('casey', tenants.harbor, { query }),
      400,
      'validation_failed',
    );
    expect(message).toMatch(/^version: /);
  });
});

describe('tenants', () => {
  it("never shows Harbor Coffee's rows in another tenant that sells", async () => {
    await db().query("UPDATE tenants SET apps = array_append(apps, 'sales') WHERE id = $1", [
      tenants.bluebird,
    ]);
    try {
      const sysadmin = await sysAdminIn(test.server, 'Bluebird Dental');
      // The same code as Harbor's croissant is fine in another tenant.
      await db().query(
        `INSERT INTO sales_products (tenant_id, name, price_minor, barcode)
         VALUES ($1, 'Whitening kit', 4500, '2000000000015')`,
        [tenants.bluebird],
      );
      const response = await callApi(test.server, URL, {
        jwt: sysadmin.jwt,
        masqueradeTenantId: sysadmin.tenantId,
      });
      const bluebird = catalogueSchema.parse(await response.json());
      expect(bluebird.products.map((item) => item.name)).toEqual(['Whitening kit']);
      expect(bluebird.categories).toEqual([]);
      expect(bluebird.taxes).toEqual([]);
      expect(bluebird.locations.map((location) => location.name)).toEqual([
        'Bluebird Dental — Mission Street',
      ]);
      // No settings row: US dollars and the default limits.
      expect(bluebird.currency).toBe('USD');
      const harbor = await catalogueAs('casey');
      expect(harbor.products.map((item) => item.name)).not.toContain('Whitening kit');
    } finally {
      await db().query("DELETE FROM sales_products WHERE name = 'Whitening kit'");
      await db().query("UPDATE tenants SET apps = array_remove(apps, 'sales') WHERE id = $1", [
        tenants.bluebird,
      ]);
    }
  });

  it("refuses a row that points at another tenant's category, tax, product or modifier group", async () => {
    const harborIds = async (table: string) => {
      const [row] = await db().query<{ id: string }>(
        `SELECT id FROM ${table} WHERE tenant_id = $1 LIMIT 1`,
        [tenants.harbor],
      );
      return row?.id;
    };
    const inserts: [string, unknown[]][] = [
      [
        'INSERT INTO sales_products (tenant_id, name, category_id) VALUES ($1, $2, $3)',
        [tenants.bluebird, 'Stray', await harborIds('sales_product_categories')],
      ],
      [
        'INSERT INTO sales_products (tenant_id, name, tax_id) VALUES ($1, $2, $3)',
        [tenants.bluebird, 'Stray', await harborIds('sales_taxes')],
      ],
      [
        'INSERT INTO sales_product_variants (tenant_id, product_id, name, price_minor) VALUES ($1, $3, $2, 100)',
        [tenants.bluebird, 'Stray', await harborIds('sales_products')],
      ],
      [
        'INSERT INTO sales_modifier_options (tenant_id, group_id, name) VALUES ($1, $3, $2)',
        [tenants.bluebird, 'Stray', await harborIds('sales_modifier_groups')],
      ],
    ];
    for (const [sql, params] of inserts) {
      await expect(db().query(sql, params), sql).rejects.toThrow(/foreign key/);
    }
  });
});

describe('codes at the till', () => {
  const croissant = '2000000000015';

  it("refuses an active product's barcode on another product, a PLU or a variant", async () => {
    const attempts: [string, unknown[]][] = [
      [
        'INSERT INTO sales_products (tenant_id, name, barcode) VALUES ($1, $2, $3)',
        [tenants.harbor, 'Croissant again', croissant],
      ],
      [
        'INSERT INTO sales_products (tenant_id, name, plu) VALUES ($1, $2, $3)',
        [tenants.harbor, 'Croissant by PLU', croissant],
      ],
      [
        'INSERT INTO sales_product_variants (tenant_id, product_id, name, price_minor, barcode) VALUES ($1, $2, $3, 100, $4)',
        [tenants.harbor, await productId('Latte'), 'Extra large', croissant],
      ],
      [
        'UPDATE sales_products SET plu = $2 WHERE tenant_id = $1 AND name = $3',
        [tenants.harbor, '1001', 'Fudge Brownie'],
      ],
    ];
    for (const [sql, params] of attempts) {
      await expect(db().query(sql, params), sql).rejects.toThrow(/already in use|duplicate key/);
    }
  });

  it('lets a retired product keep its code, and refuses to bring it back while the code is taken', async () => {
    const [retired] = await db().query<{ id: string }>(
      `INSERT INTO sales_products (tenant_id, name, barcode, active)
       VALUES ($1, 'Old croissant', $2, false) RETURNING id`,
      [tenants.harbor, croissant],
    );
    try {
      await expect(
        db().query('UPDATE sales_products SET active = true WHERE id = $1', [retired?.id]),
      ).rejects.toThrow(/already in use|duplicate key/);
      const { products } = await catalogueAs('casey');
      expect(
        products.filter((item) => item.barcode === croissant).map((item) => item.name),
      ).toEqual(['Croissant']);
    } finally {
      await db().query('DELETE FROM sales_products WHERE id = $1', [retired?.id]);
    }
  });
});

describe('pricing for a sale (loadPricingFor)', () => {
  it("gives each asked-for product of the tenant with its tax, active or not, and none of another tenant's", async () => {
    const latte = await productId('Latte');
    const beans = await productId('House Blend Beans 340 g');
    const doppio = await productId('Doppio');
    await db().query('UPDATE sales_products SET active = false WHERE id = $1', [doppio]);
    try {
      const unknown = crypto.randomUUID();
      const pricing = await loadPricingFor(db(), tenants.harbor, [
        latte,
        beans,
        doppio,
        unknown,
        latte,
      ]);
      expect([...pricing.keys()].sort()).toEqual([latte, beans, doppio].sort());
      expect(pricing.get(latte)).toMatchObject({
        name: 'Latte',
        taxRate: 8875,
        taxInclusive: false,
        taxName: 'Sales tax',
        active: true,
        isGiftCard: false,
      });
      expect(pricing.get(latte)?.variants.map((variant) => variant.priceMinor)).toEqual([
        400, 475, 550,
      ]);
      expect(pricing.get(beans)).toMatchObject({ priceMinor: 1600, taxRate: 0 });
      expect(pricing.get(doppio)).toMatchObject({ priceMinor: 375, active: false });
      expect((await loadPricingFor(db(), tenants.bluebird, [latte, beans])).size).toBe(0);
      expect((await loadPricingFor(db(), tenants.harbor, [])).size).toBe(0);
    } finally {
      await db().query('UPDATE sales_products SET active = true WHERE id = $1', [doppio]);
    }
  });
});

describe('the load generator (npm run seed:load)', () => {
  it('adds products the catalogue serves, with sizes, modifiers and valid codes used once, run after run', async () => {
    const before = await catalogueAs('casey');
    const first = await seedProductsLoad(db(), tenants.harbor, 200);
    expect(await seedProductsLoad(db(), tenants.harbor, 200)).toBe(first + 200);
    const after = await catalogueAs('casey');
    const added = after.products.filter(
      (item) => !before.products.some((known) => known.id === item.id),
    );
    // One in twenty is retired, so not in the catalogue.
    expect(added).toHaveLength(380);
    expect(added.filter((item) => item.variants.length === 3).length).toBeGreaterThan(100);
    expect(added.filter((item) => item.modifierGroups.length > 0).length).toBeGreaterThan(100);
    expect(added.every((item) => item.categoryId !== null && item.priceMinor > 0)).toBe(true);
    const barcodes = added.flatMap((item) => item.barcode ?? []);
    expect(barcodes.length).toBeGreaterThan(250);
    expect(barcodes.filter((code) => !isEan13(code))).toEqual([]);
    const codes = after.products.flatMap((item) => [item.barcode ?? [], item.plu ?? []].flat());
    expect(new Set(codes).size).toBe(codes.length);
  });
});
