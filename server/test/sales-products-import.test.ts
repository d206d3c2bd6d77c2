// The products CSV over real HTTP (issue 16): a file checked row by row before anything is
// written, accepted as checked (or refused when the catalogue moved), exported in the same format
// so it imports back unchanged; who may do it, other tenants' ids, and hostile files. And the bulk
// price change: a preview that writes nothing, then the apply, rounded by money.ts's rule.
import { describe, expect, it } from 'vitest';
import { tenantChannel } from '@shared/realtime';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { CATALOGUE_PATHS, catalogueSchema, type Catalogue } from '@shared/sales/catalogue';
import {
  bulkPriceResultSchema,
  importReportSchema,
  importResultSchema,
  MAX_IMPORT_ROWS,
  PRODUCT_IMPORT_PATHS,
  type BulkPriceChange,
  type BulkPriceRequest,
  type ImportReport,
} from '@shared/sales/products-import';
import { auditEntries } from '../src/auth/audit-log';
import { catalogueVersion } from '../src/sales/catalogue-store';
import { changedPrice } from '../src/sales/products-bulk-price-store';
import {
  callApi,
  demoTenantIds,
  demoJwts,
  expectError,
  useRecordingTestApp,
  type ApiCall,
} from './fixtures';

const SALES = API_FAMILY_PREFIXES.suite;
const app = await useRecordingTestApp();
const db = () => app.server.database;
const tenants = await demoTenantIds(db());
const jwt: Record<string, string> = await demoJwts(app.server, ['max', 'casey']);

function call(who: string, path: string, request: ApiCall = {}) {
  return callApi(app.server, `${SALES}${path}`, {
    jwt: jwt[who],
    tenantId: tenants.harbor,
    ...request,
  });
}

async function validate(csv: string, who = 'max'): Promise<ImportReport> {
  const response = await call(who, PRODUCT_IMPORT_PATHS.validate, { body: { csv } });
  expect(response.status).toBe(200);
  return importReportSchema.parse(await response.json());
}

async function exported(query = ''): Promise<string> {
  const response = await call('max', `${PRODUCT_IMPORT_PATHS.export}${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  // Kept as sent: the byte-order mark spreadsheets need is part of what is checked.
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

async function catalogue(): Promise<Catalogue> {
  const response = await call('max', CATALOGUE_PATHS.catalogue);
  return catalogueSchema.parse(await response.json());
}

const productNamed = async (name: string) =>
  (await catalogue()).products.find((product) => product.name === name);

async function product(name: string) {
  const found = await productNamed(name);
  if (found === undefined) throw new Error(`No ${name}.`);
  return found;
}

/** A product of another tenant (Bluebird Dental), priced 100. */
async function foreignProduct(): Promise<{ id: string }> {
  const [row] = await db().query<{ id: string }>(
    `INSERT INTO sales_products (tenant_id, name, price_minor) VALUES ($1, 'Floss', 100)
     RETURNING id`,
    [tenants.bluebird],
  );
  if (row === undefined) throw new Error('No product inserted.');
  return row;
}

const bulk = (path: string, body: unknown, who = 'max') => call(who, path, { body });

const productCount = async () => {
  const [row] = await db().query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sales_products WHERE tenant_id = $1',
    [tenants.harbor],
  );
  return row?.count ?? 0;
};

const TWO_BAD_ROWS = [
  'name,category,price,tax,barcode',
  'Oat Cookie,Bakery,2.50,,',
  'Bad Price Bar,Bakery,4.5x,,',
  'Mystery Tea,Tea,3.00,VAT 20,',
  'Harbor Tote Bag,Merch Imports,12,,8000000000017',
].join('\r\n');

describe('a file with two bad rows', () => {
  it('is reported row by row and nothing is written', async () => {
    const version = await catalogueVersion(db(), tenants.harbor);
    const count = await productCount();
    const report = await validate(TWO_BAD_ROWS);
    expect(report.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 2 });
    expect(report.rows.map(({ row, action, problems }) => ({ row, action, problems }))).toEqual([
      { row: 2, action: 'create', problems: [] },
      {
        row: 3,
        action: 'error',
        problems: [
          {
            column: 'price',
            message: 'Enter the price as a number such as 4.50, without a currency sign.',
          },
        ],
      },
      {
        row: 4,
        action: 'error',
        problems: [
          {
            column: 'tax',
            message: expect.stringContaining('There is no tax "VAT 20"') as string,
          },
        ],
      },
      { row: 5, action: 'create', problems: [] },
    ]);
    expect(report.newCategories).toEqual(expect.arrayContaining(['Merch Imports']));
    expect(report.rows[3]?.notes).toEqual([
      'The category "Merch Imports" is new: it is created when you accept.',
    ]);
    expect(await catalogueVersion(db(), tenants.harbor)).toBe(version);
    expect(await productCount()).toBe(count);
  });

  it('is refused whole while it has errors, unless the valid rows alone are chosen', async () => {
    const { token } = await validate(TWO_BAD_ROWS);
    const refused = await call('max', PRODUCT_IMPORT_PATHS.accept, {
      body: { csv: TWO_BAD_ROWS, token },
    });
    expect(await expectError(refused, 400, 'validation_failed')).toContain('2 rows have problems');
    expect(await productNamed('Oat Cookie')).toBeUndefined();

    const accepted = await call('max', PRODUCT_IMPORT_PATHS.accept, {
      body: { csv: TWO_BAD_ROWS, token, skipErrorRows: true },
    });
    expect(accepted.status).toBe(200);
    const result = importResultSchema.parse(await accepted.json());
    expect(result).toMatchObject({ created: 2, updated: 0, skippedRows: 2 });
    const tote = await productNamed('Harbor Tote Bag');
    expect(tote).toMatchObject({ priceMinor: 1200, barcode: '8000000000017' });
    expect((await catalogue()).categories.map((category) => category.name)).toContain(
      'Merch Imports',
    );
    expect(await productNamed('Bad Price Bar')).toBeUndefined();
    expect(app.realtime.events).toContainEqual(
      expect.objectContaining({
        channel: tenantChannel(tenants.harbor),
        event: 'sales.catalogue.changed',
      }),
    );
    const [audit] = await auditEntries(db(), tenants.harbor, { targetType: 'sales.catalogue' });
    expect(audit).toMatchObject({
      action: 'sales.products.import',
      after: { created: 2, updated: 0, skippedRows: 2 },
    });
  });

  it('cannot be accepted again with its old token: the catalogue changed', async () => {
    const csv = 'name,price\nSeasonal Scone,3.75\n';
    const { token } = await validate(csv);
    const other = await validate('name,price\nLemon Loaf,3.25\n');
    await call('max', PRODUCT_IMPORT_PATHS.accept, {
      body: { csv: 'name,price\nLemon Loaf,3.25\n', token: other.token },
    });
    const stale = await call('max', PRODUCT_IMPORT_PATHS.accept, { body: { csv, token } });
    expect(await expectError(stale, 409, 'conflict')).toContain('changed since');
    const tampered = await call('max', PRODUCT_IMPORT_PATHS.accept, {
      body: { csv: 'name,price\nSeasonal Scone,0.01\n', token: (await validate(csv)).token },
    });
    await expectError(tampered, 409, 'conflict');
    expect(await productNamed('Seasonal Scone')).toBeUndefined();
  });
});

describe('export and import back', () => {
  it('exports every product, a row per variant, prices in dollars', async () => {
    const csv = await exported();
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,name,variant,category,tax,price,barcode,plu,status,stock tracked',
    );
    const latte = lines.filter((line) => line.includes(',Latte,'));
    expect(latte.map((line) => line.split(',').slice(2, 6))).toEqual([
      ['Small', 'Coffee', '', '4.00'],
      ['Medium', 'Coffee', '', '4.75'],
      ['Large', 'Coffee', '', '5.50'],
    ]);
    expect(csv).toContain(',Croissant,,Bakery,,3.50,2000000000015,,active,no');
  });

  it('imports its own export as unchanged, and writes nothing on accept', async () => {
    const csv = await exported();
    const report = await validate(csv);
    expect(report.counts.error).toBe(0);
    expect(report.counts.create + report.counts.update).toBe(0);
    expect(report.counts.unchanged).toBe(report.rows.length);
    const before = await catalogueVersion(db(), tenants.harbor);
    const accepted = await call('max', PRODUCT_IMPORT_PATHS.accept, {
      body: { csv, token: report.token },
    });
    expect(importResultSchema.parse(await accepted.json())).toMatchObject({
      created: 0,
      updated: 0,
    });
    expect(await catalogueVersion(db(), tenants.harbor)).toBe(before);
  });

  it('exports the filtered products only', async () => {
    const csv = await exported('?search=latte&status=active');
    const names = new Set(
      csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[1]),
    );
    expect([...names].sort()).toEqual([
      'Chai Latte',
      'Iced Latte',
      'Iced Matcha Latte',
      'Latte',
      'Matcha Latte',
    ]);
  });

  it('updates a product by its id: price, variants by name, the rest kept', async () => {
    const latte = await productNamed('Latte');
    if (latte === undefined) throw new Error('No Latte.');
    const csv = [
      'id,name,variant,category,price',
      `${latte.id},Latte,Small,Coffee,4.10`,
      `${latte.id},Latte,Large,Coffee,5.50`,
      `${latte.id},Latte,Huge,Coffee,6.25`,
    ].join('\n');
    const report = await validate(csv);
    expect(report.counts).toEqual({ create: 0, update: 3, unchanged: 0, error: 0 });
    await call('max', PRODUCT_IMPORT_PATHS.accept, { body: { csv, token: report.token } });
    const after = await productNamed('Latte');
    expect(after?.variants.map(({ id, name, priceMinor }) => [id, name, priceMinor])).toEqual([
      [latte.variants[0]?.id, 'Small', 410],
      [latte.variants[2]?.id, 'Large', 550],
      [expect.any(String), 'Huge', 625],
    ]);
    expect(after?.modifierGroups.map((group) => group.name)).toEqual(
      latte.modifierGroups.map((group) => group.name),
    );
  });
});

describe('what a row may not do', () => {
  it('names duplicate codes in the file and codes other products hold', async () => {
    const report = await validate(
      [
        'name,price,barcode,plu',
        'Twin One,1.00,9100000000011,',
        'Twin Two,1.00,9100000000011,',
        'Copy Croissant,1.00,2000000000015,',
      ].join('\n'),
    );
    expect(report.rows.map(({ action, problems }) => [action, problems])).toEqual([
      ['create', []],
      ['error', [{ column: 'barcode', message: 'The barcode 9100000000011 is also on row 2.' }]],
      [
        'error',
        [
          {
            column: 'barcode',
            message: 'The barcode 2000000000015 is already used by another product.',
          },
        ],
      ],
    ]);
  });

  it('checks each product by the editor’s rules, naming the row and column', async () => {
    const report = await validate(
      [
        'name,variant,price,status,stock tracked',
        `${'x'.repeat(121)},,1.00,,`,
        'Big,,100000000000.00,,',
        'Odd,,1.00,sold out,maybe',
        'Sizes,Small,1.00,,',
        'Sizes,,2.00,,',
      ].join('\n'),
    );
    const problems = Object.fromEntries(report.rows.map(({ row, problems }) => [row, problems]));
    expect(problems[2]).toEqual([
      { column: 'name', message: 'A product name may be at most 120 characters long.' },
    ]);
    expect(problems[3]).toEqual([{ column: 'price', message: 'The amount is too large.' }]);
    expect(problems[4]?.map((problem) => problem.column)).toEqual(['status', 'stock tracked']);
    expect(problems[6]).toEqual([
      { column: 'variant', message: 'A product on several rows needs a variant name on each row.' },
    ]);
    expect(problems[5]).toEqual([
      { column: null, message: 'Not imported: row 6 of this product has a problem.' },
    ]);
  });

  it('treats another tenant’s product id as no product at all', async () => {
    const foreign = await foreignProduct();
    const report = await validate(`id,name,price\n${foreign.id},Floss,0.01\n`);
    expect(report.rows[0]?.problems[0]?.message).toContain('There is no product with this id');
    const [row] = await db().query<{ price: number }>(
      'SELECT price_minor::int AS price FROM sales_products WHERE id = $1',
      [foreign.id],
    );
    expect(row?.price).toBe(100);
  });

  it('keeps a formula-like name as text and exports it defused', async () => {
    const csv = 'name,price\n"=cmd|\' /C calc\'!A0",1.00\n-Special,2.00\n';
    const report = await validate(csv);
    await call('max', PRODUCT_IMPORT_PATHS.accept, { body: { csv, token: report.token } });
    expect(await productNamed("=cmd|' /C calc'!A0")).toBeDefined();
    const file = await exported('?search=-special');
    expect(file).toContain(",'-Special,");
    const all = await exported();
    expect(all).toContain(",'=cmd|' /C calc'!A0,");
    expect(all).not.toMatch(/,=cmd/);
    const back = await validate(all);
    expect(back.counts.unchanged).toBe(back.rows.length);
  });
});

describe('who may, and hostile files', () => {
  it('needs the edit products permission to check or accept, and a products permission to export', async () => {
    const checked = await call('casey', PRODUCT_IMPORT_PATHS.validate, {
      body: { csv: 'name,price\nX,1\n' },
    });
    await expectError(checked, 403, 'forbidden');
    const accepted = await call('casey', PRODUCT_IMPORT_PATHS.accept, {
      body: { csv: 'name,price\nX,1\n', token: 'x' },
    });
    await expectError(accepted, 403, 'forbidden');
    const anonymous = await callApi(app.server, `${SALES}${PRODUCT_IMPORT_PATHS.export}`, {
      tenantId: tenants.harbor,
    });
    await expectError(anonymous, 401, 'unauthorized');
  });

  it.each([
    ['a file over 2 MB', 'x'.repeat(2_000_001), 'The file is larger than 2 MB'],
    [
      'too many rows',
      `name,price\n${'Row,1\n'.repeat(MAX_IMPORT_ROWS + 1)}`,
      'The file has more than 5,000 rows',
    ],
    ['an unclosed quote', 'name,price\n"Latte,1\n', 'Row 2: a quoted cell is never closed.'],
    ['an unknown column', 'name,price,colour\nX,1,red\n', 'Unknown column "colour"'],
    ['no price column', 'name\nX\n', 'The file has no "price" column.'],
    ['a header alone', 'name,price\n', 'The file has a header but no products.'],
  ])('refuses %s with 400 naming the problem', async (_, csv, message) => {
    const response = await call('max', PRODUCT_IMPORT_PATHS.validate, { body: { csv } });
    expect(await expectError(response, 400, 'validation_failed')).toContain(message);
  });

  it('refuses a body that is not a file', async () => {
    for (const body of [{ csv: 42 }, { csv: ['a'] }, {}]) {
      const response = await call('max', PRODUCT_IMPORT_PATHS.validate, { body });
      await expectError(response, 400, 'validation_failed');
    }
    const badFilter = await call('max', `${PRODUCT_IMPORT_PATHS.export}?categoryId=nope`);
    await expectError(badFilter, 400, 'validation_failed');
  });
});

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
    const mocha = await product('Mocha');
    const espresso = await product('Espresso');
    const version = await catalogueVersion(db(), tenants.harbor);
    const response = await bulk(PRODUCT_IMPORT_PATHS.bulkPricePreview, {
      target: { kind: 'ids', productIds: [mocha.id, espresso.id] },
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
      ['Mocha', 'Small', 450, 495],
      ['Mocha', 'Medium', 525, 578],
      ['Mocha', 'Large', 600, 660],
      ['Espresso', null, 300, 330],
    ]);
    expect(await catalogueVersion(db(), tenants.harbor)).toBe(version);
  });

  it('applies the change, audited and published', async () => {
    const mocha = await product('Mocha');
    const response = await bulk(PRODUCT_IMPORT_PATHS.bulkPrice, {
      target: { kind: 'ids', productIds: [mocha.id] },
      change: { mode: 'increase', amountMinor: 25 },
    } satisfies BulkPriceRequest);
    expect(bulkPriceResultSchema.parse(await response.json()).applied).toBe(true);
    expect((await product('Mocha')).variants.map((variant) => variant.priceMinor)).toEqual([
      475, 550, 625,
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
    const response = await bulk(PRODUCT_IMPORT_PATHS.bulkPrice, {
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
    const foreign = await foreignProduct();
    const espresso = await product('Espresso');
    const response = await bulk(PRODUCT_IMPORT_PATHS.bulkPrice, {
      target: { kind: 'ids', productIds: [espresso.id, foreign.id] },
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
    await expectError(await bulk(PRODUCT_IMPORT_PATHS.bulkPrice, body, 'casey'), 403, 'forbidden');
    await expectError(
      await bulk(PRODUCT_IMPORT_PATHS.bulkPricePreview, body, 'casey'),
      403,
      'forbidden',
    );
    const many = Array.from(
      { length: 1_001 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const tooMany = await bulk(PRODUCT_IMPORT_PATHS.bulkPricePreview, {
      ...body,
      target: { kind: 'ids', productIds: many },
    });
    expect(await expectError(tooMany, 400, 'validation_failed')).toContain('at most 1000');
    const tooDear = await bulk(PRODUCT_IMPORT_PATHS.bulkPricePreview, {
      ...body,
      change: { mode: 'increasePercent', percent: 1_000_001 },
    });
    await expectError(tooDear, 400, 'validation_failed');
    const set = await bulk(PRODUCT_IMPORT_PATHS.bulkPrice, {
      ...body,
      change: { mode: 'set', amountMinor: 10_000_000_000 },
    });
    expect(set.status).toBe(200);
    const past = await bulk(PRODUCT_IMPORT_PATHS.bulkPrice, {
      ...body,
      change: { mode: 'increase', amountMinor: 1 },
    });
    expect(await expectError(past, 400, 'validation_failed')).toContain('Espresso');
    expect((await product('Espresso')).priceMinor).toBe(10_000_000_000);
  });
});
