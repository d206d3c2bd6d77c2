// The products back office over real HTTP (issue 16): Max Manager creates and saves products
// whole (variants keep their ids), a stale save is refused, codes stay unique, categories and
// modifier groups change, images are checked and served; a viewer reads only, a cashier not even
// that; another tenant's ids are unknown; every write changes the till's catalogue and says so.
import { beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { REALTIME_EVENTS } from '@shared/realtime';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { CATALOGUE_PATHS, catalogueSchema } from '@shared/sales/catalogue';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_PATHS,
  categoryListSchema,
  modifierGroupListSchema,
  productDetailSchema,
  productInputSchema,
  productPageSchema,
  type ProductDetail,
  type ProductInput,
} from '@shared/sales/products';
import { auditEntries } from '../src/auth/audit-log';
import {
  accountIdByEmail,
  callApi,
  demoTenantIds,
  demoJwts,
  expectError,
  useRecordingTestApp,
  type ApiCall,
} from './fixtures';

const SUITE = API_FAMILY_PREFIXES.suite;
const test = await useRecordingTestApp({ logLevel: 'error' });
const db = () => test.server.database;
const jwt: Record<string, string> = {};
const tenants = await demoTenantIds(db());

beforeAll(async () => {
  // Nina, given a role that may only see the products.
  const [role] = await db().query<{ id: string }>(
    `INSERT INTO roles (tenant_id, name, permissions)
     VALUES ($1, 'Product viewer', '{"sales": {"productsView": true}}') RETURNING id`,
    [tenants.harbor],
  );
  await db().query(
    'INSERT INTO account_roles (account_id, tenant_id, role_id) VALUES ($1, $2, $3)',
    [await accountIdByEmail(db(), 'nina.noperm@harbor.example'), tenants.harbor, role?.id],
  );
  Object.assign(jwt, await demoJwts(test.server, ['max', 'casey', 'nina', 'morgan']));
});

function call(who: string, path: string, extra: ApiCall = {}, tenantId = tenants.harbor) {
  return callApi(test.server, `${SUITE}${path}`, { jwt: jwt[who], tenantId, ...extra });
}

const productPath = (id: string) => PRODUCT_PATHS.product.replace(':id', id);
const imagePath = (id: string) => PRODUCT_PATHS.productImage.replace(':id', id);

async function idOf(table: string, name: string, tenantId = tenants.harbor): Promise<string> {
  const [row] = await db().query<{ id: string }>(
    `SELECT id FROM ${table} WHERE tenant_id = $1 AND name = $2`,
    [tenantId, name],
  );
  if (row === undefined) throw new Error(`No ${name} in ${table}.`);
  return row.id;
}

async function created(input: ProductInput): Promise<ProductDetail> {
  const response = await call('max', PRODUCT_PATHS.products, { body: input });
  expect(response.status).toBe(201);
  return productDetailSchema.parse(await response.json());
}

async function catalogueVersion(): Promise<string> {
  const response = await call('max', CATALOGUE_PATHS.catalogue);
  return catalogueSchema.parse(await response.json()).version;
}

/** What the editor sends back for a product it loaded. */
function inputOf(detail: ProductDetail): ProductInput {
  return productInputSchema.parse(detail);
}

async function listed(query: string) {
  const response = await call('nina', `${PRODUCT_PATHS.products}?${query}`);
  expect(response.status).toBe(200);
  return productPageSchema.parse(await response.json());
}

describe('products', () => {
  it('creates a product with sizes and modifiers; the till sells it at once', async () => {
    const before = await catalogueVersion();
    test.realtime.events.length = 0;
    const coffee = await idOf('sales_product_categories', 'Coffee');
    const milk = await idOf('sales_modifier_groups', 'Milk');
    const detail = await created({
      name: 'Flat White',
      categoryId: coffee,
      priceMinor: 0,
      variants: [
        { name: 'Small', priceMinor: 400 },
        { name: 'Large', priceMinor: 520, barcode: '7700000000013' },
      ],
      modifierGroupIds: [milk],
    });
    expect(detail).toMatchObject({
      name: 'Flat White',
      categoryId: coffee,
      status: 'active',
      variants: [
        { name: 'Small', priceMinor: 400, barcode: null },
        { name: 'Large', priceMinor: 520, barcode: '7700000000013' },
      ],
      modifierGroupIds: [milk],
    });
    expect(await catalogueVersion()).not.toBe(before);
    const catalogue = catalogueSchema.parse(
      await (await call('casey', CATALOGUE_PATHS.catalogue)).json(),
    );
    const sold = catalogue.products.find((product) => product.id === detail.id);
    expect(sold?.variants.map((variant) => variant.name)).toEqual(['Small', 'Large']);
    expect(sold?.modifierGroups.map((group) => group.name)).toEqual(['Milk']);
    expect(test.realtime.events).toContainEqual(
      expect.objectContaining({
        event: REALTIME_EVENTS.salesCatalogueChanged,
        data: { id: detail.id },
      }),
    );
    const [entry] = await auditEntries(db(), tenants.harbor, { targetId: detail.id });
    expect(entry).toMatchObject({ action: 'sales.product.create', before: null });
  });

  it('saves a product whole: kept variants keep their ids, order and links follow the input', async () => {
    const detail = await created({
      name: 'Cortado',
      priceMinor: 0,
      variants: [
        { name: 'Small', priceMinor: 350 },
        { name: 'Medium', priceMinor: 400 },
        { name: 'Large', priceMinor: 450 },
      ],
    });
    const [small, medium, large] = detail.variants;
    const milk = await idOf('sales_modifier_groups', 'Milk');
    const shot = await idOf('sales_modifier_groups', 'Espresso shots');
    const response = await call('max', productPath(detail.id), {
      method: 'PUT',
      body: {
        ...inputOf(detail),
        variants: [
          { id: large?.id, name: 'Large', priceMinor: 475 },
          { id: small?.id, name: 'Small', priceMinor: 350 },
          { name: 'Huge', priceMinor: 600 },
        ],
        modifierGroupIds: [shot, milk],
      },
    });
    expect(response.status).toBe(200);
    const saved = productDetailSchema.parse(await response.json());
    expect(saved.variants.map((variant) => [variant.name, variant.priceMinor])).toEqual([
      ['Large', 475],
      ['Small', 350],
      ['Huge', 600],
    ]);
    expect(saved.variants[0]?.id).toBe(large?.id);
    expect(saved.variants[1]?.id).toBe(small?.id);
    expect(saved.variants.map((variant) => variant.id)).not.toContain(medium?.id);
    expect(saved.modifierGroupIds).toEqual([shot, milk]);
    expect(saved.version).not.toBe(detail.version);
    const [entry] = await auditEntries(db(), tenants.harbor, { targetId: detail.id });
    expect(entry).toMatchObject({ action: 'sales.product.update' });
    expect(entry?.before).toMatchObject({ variants: detail.variants });
  });

  it('refuses a save over someone else’s newer change', async () => {
    const detail = await created({ name: 'Macchiato', priceMinor: 325 });
    const first = await call('max', productPath(detail.id), {
      method: 'PUT',
      body: { ...inputOf(detail), priceMinor: 350 },
    });
    expect(first.status).toBe(200);
    const stale = await call('max', productPath(detail.id), {
      method: 'PUT',
      body: { ...inputOf(detail), name: 'Macchiato doppio' },
    });
    expect(await expectError(stale, 409, 'conflict')).toMatch(/Someone else changed this product/);
  });

  it('refuses a code another product uses, naming the field and the product', async () => {
    const croissant = await call('max', PRODUCT_PATHS.products, {
      body: {
        name: 'Copycat',
        priceMinor: 100,
        variants: [{ name: 'One', priceMinor: 1, barcode: '2000000000015' }],
      },
    });
    const message = await expectError(croissant, 409, 'conflict');
    expect(message).toBe(
      'variants.0.barcode: The code 2000000000015 is already used by Croissant.',
    );
    const twice = await call('max', PRODUCT_PATHS.products, {
      body: { name: 'Twice', priceMinor: 100, barcode: '4400000000001', plu: '4400000000001' },
    });
    expect(await expectError(twice, 409, 'conflict')).toMatch(/^plu: /);
    // An archived product's codes are free to use.
    const archived = await created({
      name: 'Old croissant',
      priceMinor: 100,
      barcode: '2000000000015',
      status: 'archived',
    });
    expect(archived.barcode).toBe('2000000000015');
  });

  it('keeps a gift card’s price to the till', async () => {
    const [card] = await db().query<{ id: string }>(
      'SELECT id FROM sales_products WHERE tenant_id = $1 AND is_gift_card',
      [tenants.harbor],
    );
    if (card === undefined) throw new Error('Harbor Coffee sells no gift card.');
    const detail = productDetailSchema.parse(
      await (await call('max', productPath(card.id))).json(),
    );
    const response = await call('max', productPath(card.id), {
      method: 'PUT',
      body: { ...inputOf(detail), priceMinor: 2500 },
    });
    expect(await expectError(response, 400, 'validation_failed')).toMatch(
      /^priceMinor: A gift card/,
    );
  });

  it('deletes a product never sold, and keeps one that was sold', async () => {
    const fresh = await created({ name: 'Short-lived', priceMinor: 100 });
    expect((await call('max', productPath(fresh.id), { method: 'DELETE' })).status).toBe(204);
    expect((await call('max', productPath(fresh.id))).status).toBe(404);
    const [sold] = await db().query<{ productId: string }>(
      'SELECT product_id AS "productId" FROM sale_lines WHERE tenant_id = $1 AND product_id IS NOT NULL LIMIT 1',
      [tenants.harbor],
    );
    if (sold === undefined) throw new Error('Harbor Coffee has sold nothing.');
    const refused = await call('max', productPath(sold.productId), { method: 'DELETE' });
    expect(await expectError(refused, 409, 'conflict')).toMatch(/archive it instead/);
  });
});

describe('the list', () => {
  it('finds by a word’s start, by a variant’s barcode, by category and status', async () => {
    const byWord = await listed('search=whi');
    expect(byWord.items.map((item) => item.name)).toContain('Flat White');
    expect(byWord.items.every((item) => /(^|\s)whi/i.test(item.name))).toBe(true);
    expect((await listed('search=hite')).items.map((item) => item.name)).not.toContain(
      'Flat White',
    );
    const byVariantCode = await listed('search=7700000000013');
    expect(byVariantCode.items.map((item) => item.name)).toEqual(['Flat White']);
    expect(byVariantCode.items[0]).toMatchObject({
      priceFromMinor: 400,
      priceToMinor: 520,
      variantCount: 2,
    });
    const uncategorised = await listed('categoryId=none&limit=500');
    expect(uncategorised.items.map((item) => item.name)).toContain('Cortado');
    expect(uncategorised.items.every((item) => item.categoryId === null)).toBe(true);
    const archived = await listed('status=archived');
    expect(archived.items.map((item) => item.name)).toEqual(['Old croissant']);
  });

  it('pages by keyset in every sort, each product once', async () => {
    for (const sort of ['name', '-price', 'category']) {
      const all = await listed(`sort=${sort}&limit=500`);
      const seen: string[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await listed(
          `sort=${sort}&limit=3${cursor == null ? '' : `&cursor=${cursor}`}`,
        );
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor != null);
      expect(seen).toEqual(all.items.map((item) => item.id));
      expect(all.total).toBe(all.items.length);
    }
  });

  it('refuses an unknown sort and a forged cursor', async () => {
    const sort = await call('max', `${PRODUCT_PATHS.products}?sort=secret`);
    expect(await expectError(sort, 400, 'validation_failed')).toMatch(/^sort: /);
    const cursor = await call('max', `${PRODUCT_PATHS.products}?cursor=bm9wZQ`);
    expect(await expectError(cursor, 400, 'validation_failed')).toMatch(/^cursor: /);
  });
});

describe('categories and modifier groups', () => {
  it('adds, renames and deletes a category; its products become uncategorised', async () => {
    const add = await call('max', PRODUCT_PATHS.categories, { body: { name: 'Seasonal' } });
    expect(add.status).toBe(201);
    const { id } = (await add.json()) as { id: string };
    const product = await created({ name: 'Pumpkin Spice', categoryId: id, priceMinor: 500 });
    const rename = await call('max', PRODUCT_PATHS.category.replace(':id', id), {
      method: 'PATCH',
      body: { name: 'Autumn', position: 0 },
    });
    expect(rename.status).toBe(200);
    const list = categoryListSchema.parse(
      await (await call('nina', PRODUCT_PATHS.categories)).json(),
    );
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      name: 'Autumn',
      productCount: 1,
    });
    const duplicate = await call('max', PRODUCT_PATHS.categories, { body: { name: 'coffee' } });
    expect(await expectError(duplicate, 409, 'conflict')).toMatch(/^name: /);
    const remove = await call('max', PRODUCT_PATHS.category.replace(':id', id), {
      method: 'DELETE',
    });
    expect(remove.status).toBe(204);
    const after = productDetailSchema.parse(
      await (await call('max', productPath(product.id))).json(),
    );
    expect(after.categoryId).toBeNull();
  });

  it('saves a modifier group whole, keeping kept options’ ids', async () => {
    const add = await call('max', PRODUCT_PATHS.modifierGroups, {
      body: {
        name: 'Flavour shots',
        minSelect: 0,
        maxSelect: 2,
        options: [
          { name: 'Vanilla', priceDeltaMinor: 50 },
          { name: 'Caramel', priceDeltaMinor: 50 },
        ],
      },
    });
    expect(add.status).toBe(201);
    const group = modifierGroupListSchema.shape.items.element.parse(await add.json());
    const [vanilla] = group.options;
    const save = await call('max', PRODUCT_PATHS.modifierGroup.replace(':id', group.id), {
      method: 'PUT',
      body: {
        name: 'Flavour shot',
        minSelect: 0,
        maxSelect: 1,
        options: [
          { name: 'Hazelnut', priceDeltaMinor: 60 },
          { id: vanilla?.id, name: 'Vanilla', priceDeltaMinor: 55 },
        ],
      },
    });
    expect(save.status).toBe(200);
    const saved = modifierGroupListSchema.shape.items.element.parse(await save.json());
    expect(saved.options.map((option) => [option.name, option.priceDeltaMinor])).toEqual([
      ['Hazelnut', 60],
      ['Vanilla', 55],
    ]);
    expect(saved.options[1]?.id).toBe(vanilla?.id);
    const remove = await call('max', PRODUCT_PATHS.modifierGroup.replace(':id', group.id), {
      method: 'DELETE',
    });
    expect(remove.status).toBe(204);
  });
});

describe('images', () => {
  const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(64, 7)]);

  function upload(id: string, body: Buffer, who = 'max') {
    return fetch(`${test.server.url}${SUITE}${imagePath(id)}`, {
      method: 'PUT',
      headers: {
        [API_HEADERS.authorization]: bearer(jwt[who] ?? ''),
        [API_HEADERS.tenantId]: tenants.harbor,
        'content-type': 'image/png',
      },
      body,
    });
  }

  it('stores a PNG and serves it to an <img> without a token, cached for good', async () => {
    const product = await created({ name: 'Pictured', priceMinor: 100 });
    const response = await upload(product.id, png);
    expect(response.status).toBe(200);
    const { imageUrl } = productDetailSchema.parse(await response.json());
    expect(imageUrl).toMatch(/^\/api\/suite\/sales\/product-images\/[0-9a-f]{64}$/);
    const image = await fetch(`${test.server.url}${imageUrl ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const dropped = await call('max', imagePath(product.id), { method: 'DELETE' });
    expect(productDetailSchema.parse(await dropped.json()).imageUrl).toBeNull();
    expect((await fetch(`${test.server.url}${imageUrl ?? ''}`)).status).toBe(404);
  });

  it('refuses what is not an image, and an image over 2 MB', async () => {
    const product = await created({ name: 'Unpictured', priceMinor: 100 });
    const html = await upload(product.id, Buffer.from('<script>alert(1)</script>'));
    expect(await expectError(html, 400, 'validation_failed')).toMatch(/not a PNG, JPEG or WebP/);
    const big = await upload(
      product.id,
      Buffer.concat([png, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]),
    );
    expect(big.status).toBe(413);
    const viewer = await upload(product.id, png, 'nina');
    expect(viewer.status).toBe(403);
  });
});

describe('who may do what', () => {
  it('lets a viewer read but not write, and a cashier not read', async () => {
    expect((await call('nina', PRODUCT_PATHS.products)).status).toBe(200);
    const write = await call('nina', PRODUCT_PATHS.products, {
      body: { name: 'Nope', priceMinor: 1 },
    });
    await expectError(write, 403, 'forbidden');
    const category = await call('nina', PRODUCT_PATHS.categories, { body: { name: 'Nope' } });
    await expectError(category, 403, 'forbidden');
    await expectError(await call('casey', PRODUCT_PATHS.products), 403, 'forbidden');
    await expectError(await call('casey', PRODUCT_PATHS.modifierGroups), 403, 'forbidden');
  });

  it('answers 404 for another tenant’s product and 400 naming a field for its ids', async () => {
    const [foreignProduct] = await db().query<{ id: string }>(
      `INSERT INTO sales_products (tenant_id, name, price_minor) VALUES ($1, 'Elsewhere', 100)
       RETURNING id`,
      [tenants.bluebird],
    );
    const [foreignTax] = await db().query<{ id: string }>(
      `INSERT INTO sales_taxes (tenant_id, name, rate_percent) VALUES ($1, 'Foreign tax', 5)
       RETURNING id`,
      [tenants.bluebird],
    );
    const elsewhere = foreignProduct?.id ?? '';
    await expectError(await call('max', productPath(elsewhere)), 404, 'not_found');
    const save = await call('max', productPath(elsewhere), {
      method: 'PUT',
      body: { name: 'Mine now', priceMinor: 1 },
    });
    await expectError(save, 404, 'not_found');
    const tax = await call('max', PRODUCT_PATHS.products, {
      body: { name: 'Taxed elsewhere', priceMinor: 1, taxId: foreignTax?.id },
    });
    expect(await expectError(tax, 400, 'validation_failed')).toMatch(/^taxId: There is no tax/);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const group = await call('max', PRODUCT_PATHS.products, {
      body: { name: 'Grouped elsewhere', priceMinor: 1, modifierGroupIds: [unknown] },
    });
    expect(await expectError(group, 400, 'validation_failed')).toMatch(/^modifierGroupIds\.0: /);
  });

  it('answers hostile input with 400 naming the field, never 500', async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: '', priceMinor: 1 }, /^name: /],
      [{ name: 'x', priceMinor: -1 }, /^priceMinor: /],
      [{ name: 'x', priceMinor: 1, barcode: "1' OR 1=1" }, /^barcode: /],
      [{ name: 'x\nnewline', priceMinor: 1 }, /^name: /],
      [
        {
          name: 'x',
          priceMinor: 1,
          variants: [
            { name: 'a', priceMinor: 1 },
            { name: 'A', priceMinor: 2 },
          ],
        },
        /^variants\.1\.name: /,
      ],
      [{ name: 'x', priceMinor: 1, categoryId: 'not-a-uuid' }, /^categoryId: /],
    ];
    for (const [body, message] of cases) {
      const response = await call('max', PRODUCT_PATHS.products, { body });
      expect(await expectError(response, 400, 'validation_failed')).toMatch(message);
    }
    const search = await call(
      'max',
      `${PRODUCT_PATHS.products}?search=${'%'.repeat(3)}&status=gone`,
    );
    expect(await expectError(search, 400, 'validation_failed')).toMatch(/^status: /);
    const wildcard = await listed(`search=${encodeURIComponent('%_')}`);
    expect(wildcard.items).toEqual([]);
  });
});
