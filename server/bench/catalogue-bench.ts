// The point of sale's catalogue at 10,000 products (issue 15): how long GET /sales/catalogue takes
// over HTTP from the real server on PGlite — the full answer a station downloads, and the 304 a
// station polling with its current version gets — and how big the answer is. One request at a
// time, as a station asks. Prints figures only; nothing passes or fails on a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { AUTH_PATHS, loginResponseSchema } from '@shared/auth/sign-in';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { CATALOGUE_PATHS, catalogueSchema } from '@shared/sales/catalogue';
import { DEMO_PASSWORD } from '../src/db/demo-seed';
import { openPgliteDatabase } from '../src/db/pglite';
import { seedProductsLoad } from '../src/sales/catalogue-load';
import { figuresLine } from './bench-figures';
import { startBenchServer } from './bench-server';
import { preparedHarbor } from './load-database';

const PRODUCTS = 10_000;
const RUNS = Number(process.env.ZYNO_BENCH_RUNS ?? '30');
const CATALOGUE = `${API_FAMILY_PREFIXES.suite}${CATALOGUE_PATHS.catalogue}`;

/** Casey Cashier's access token and Harbor Coffee's id. */
async function cashier(url: string): Promise<{ jwt: string; tenantId: string }> {
  const response = await fetch(`${url}${API_FAMILY_PREFIXES.auth}${AUTH_PATHS.passwordLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'casey.cashier@harbor.example',
      password: DEMO_PASSWORD,
      browserId: 'bench-catalogue-0001',
      rememberMe: false,
    }),
  });
  const login = loginResponseSchema.parse(await response.json());
  const harbor = login.identity.tenants.find((tenant) => tenant.name === 'Harbor Coffee');
  if (harbor === undefined) throw new Error('Casey is not in Harbor Coffee.');
  return { jwt: login.jwt, tenantId: harbor.id };
}

async function timedGets(
  url: string,
  headers: Record<string, string>,
  expectedStatus: number,
): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== expectedStatus) {
      throw new Error(`GET ${CATALOGUE} answered ${response.status}, not ${expectedStatus}.`);
    }
    bytes = body.byteLength;
  }
  return { times, bytes };
}

const dataDir = mkdtempSync(join(tmpdir(), 'zyno-catalogue-bench-'));
try {
  const database = await openPgliteDatabase(dataDir);
  let products: number;
  try {
    const harborId = await preparedHarbor(database);
    products = await database.transaction((tx) => seedProductsLoad(tx, harborId, PRODUCTS));
  } finally {
    await database.close();
  }
  const server = await startBenchServer({ ZYNO_DATA_DIR: dataDir });
  try {
    const { jwt, tenantId } = await cashier(server.url);
    const headers = { [API_HEADERS.authorization]: bearer(jwt), [API_HEADERS.tenantId]: tenantId };
    const first = await fetch(`${server.url}${CATALOGUE}`, { headers });
    const catalogue = catalogueSchema.parse(await first.json());
    console.log(
      `GET ${CATALOGUE} on PGlite: ${products} products in Harbor Coffee, ${catalogue.products.length} active; ${RUNS} requests each, one at a time.`,
    );
    const full = await timedGets(`${server.url}${CATALOGUE}`, headers, 200);
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    console.log(figuresLine('whole catalogue (200)', full.times, kib(full.bytes)));
    const current = await timedGets(
      `${server.url}${CATALOGUE}?version=${catalogue.version}`,
      headers,
      304,
    );
    console.log(figuresLine('current version held (304)', current.times, 'no body'));
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
