// The products back office's list at 10,000 products (issue 16: fast at 10,000 products): GET
// /sales/products over real HTTP, first pages of 50 under each filter and sort the screen offers,
// and a later page by its cursor, on PGlite and, when ZYNO_BENCH_POSTGRES_URL names a server, on
// PostgreSQL. Figures only; nothing passes or fails.
import type { AddressInfo } from 'node:net';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { PRODUCT_PATHS, productPageSchema } from '@shared/sales/products';
import { createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createRecordingPublisher } from '../src/realtime/publisher';
import { seedProductsLoad } from '../src/sales/catalogue-load';
import { sellerSession } from '../test/support/sales-fixture';
import { figuresLine } from './bench-figures';
import { benchOnEachEngine, preparedHarbor } from './load-database';

const PRODUCTS = 10_000;
const RUNS = Number(process.env.ZYNO_BENCH_RUNS ?? '20');

const CASES = [
  { name: 'first page by name', query: 'sort=name' },
  { name: 'first page by price, descending', query: 'sort=-price' },
  { name: 'first page by category', query: 'sort=category' },
  { name: 'search a word ("latte")', query: 'search=latte' },
  { name: 'search two words ("van lat")', query: 'search=van%20lat' },
  { name: 'search a barcode (exact)', query: 'search=BARCODE' },
  { name: 'one category, active', query: 'categoryId=CATEGORY&status=active' },
  { name: 'archived', query: 'status=archived' },
  { name: 'uncategorised', query: 'categoryId=none' },
];

async function bench(label: string, database: Database): Promise<void> {
  const harborId = await preparedHarbor(database);
  const loadStarted = performance.now();
  const products = await database.transaction((tx) => seedProductsLoad(tx, harborId, PRODUCTS));
  const loaded = Math.round(performance.now() - loadStarted);
  const [category] = await database.query<{ id: string }>(
    "SELECT id FROM sales_product_categories WHERE tenant_id = $1 AND name = 'Coffee'",
    [harborId],
  );
  const [coded] = await database.query<{ barcode: string }>(
    `SELECT barcode FROM sales_products WHERE tenant_id = $1 AND barcode IS NOT NULL
      ORDER BY barcode DESC LIMIT 1`,
    [harborId],
  );
  const app = await createApp({ database, realtime: createRecordingPublisher() });
  const max = await sellerSession(database, harborId, 'max.manager@harbor.example', 'browser');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}${API_FAMILY_PREFIXES.suite}${PRODUCT_PATHS.products}?`;
  const ask = async (query: string) => {
    const started = performance.now();
    const filled = query
      .replace('CATEGORY', category?.id ?? '')
      .replace('BARCODE', coded?.barcode ?? '');
    const response = await fetch(`${base}${filled}`, {
      headers: { [API_HEADERS.authorization]: bearer(max.jwt), [API_HEADERS.tenantId]: harborId },
    });
    const body: unknown = await response.json();
    if (response.status !== 200) throw new Error(`${query} answered ${response.status}.`);
    return { ms: performance.now() - started, page: productPageSchema.parse(body) };
  };
  try {
    console.log(`${label} (${products} products in Harbor Coffee, load added in ${loaded} ms)`);
    const cursor = (await ask('sort=name')).page.nextCursor ?? '';
    for (const { name, query } of [
      ...CASES,
      { name: 'second page by name (cursor)', query: `sort=name&cursor=${cursor}` },
    ]) {
      const { page } = await ask(query);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push((await ask(query)).ms);
      console.log(figuresLine(name, times, `${page.items.length} items, ${RUNS} runs`));
    }
  } finally {
    await app.close();
  }
}

await benchOnEachEngine('products', bench);
