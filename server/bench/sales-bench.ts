// The point of sale's server figures (issue 15): a sale's completion round trip (POST
// /sales/sales over real HTTP: price, authorise, number, store, answer) one at a time from one
// station, and sales per second with 20 stations selling at once, on PGlite and, when
// ZYNO_BENCH_POSTGRES_URL names a server, on PostgreSQL. Figures only; nothing passes or fails.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createRecordingPublisher } from '../src/realtime/publisher';
import {
  latteAndCroissant,
  prepareSalesCatalogue,
  saleDraft,
  sellerSession,
  type SalesCatalogue,
  type Seller,
} from '../test/support/sales-fixture';
import { figuresLine } from './bench-figures';
import { benchOnEachEngine, preparedHarbor } from './load-database';

const ROUND_TRIPS = Number(process.env.ZYNO_BENCH_RUNS ?? '200');
const STATIONS = 20;
const SALES_PER_STATION = 25;

/** A latte, a croissant and beans, paid in cash with change: 25.63 with tax. */
function draft(catalogue: SalesCatalogue) {
  return saleDraft(
    catalogue.downtownId,
    [
      ...latteAndCroissant(catalogue),
      { productId: catalogue.beans, variantId: null, quantity: 1, unitPriceMinor: 1600 },
    ],
    [{ kind: 'cash', amountMinor: 2563, givenMinor: 3000 }],
  );
}

async function sell(url: string, seller: Seller, catalogue: SalesCatalogue): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${API_FAMILY_PREFIXES.suite}/sales/sales`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [API_HEADERS.authorization]: bearer(seller.jwt),
      [API_HEADERS.tenantId]: seller.tenantId,
      [API_HEADERS.idempotencyKey]: randomUUID(),
    },
    body: JSON.stringify(draft(catalogue)),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`A sale answered ${response.status}.`);
  return performance.now() - started;
}

async function bench(label: string, database: Database): Promise<void> {
  const harborId = await preparedHarbor(database);
  const catalogue = await prepareSalesCatalogue(database);
  const app = await createApp({ database, realtime: createRecordingPublisher() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  try {
    const stations = await Promise.all(
      Array.from({ length: STATIONS }, () =>
        sellerSession(database, harborId, 'casey.cashier@harbor.example', 'station'),
      ),
    );
    const [first] = stations;
    if (first === undefined) throw new Error('No station.');
    for (let warm = 0; warm < 10; warm += 1) await sell(url, first, catalogue);
    const times: number[] = [];
    for (let run = 0; run < ROUND_TRIPS; run += 1) times.push(await sell(url, first, catalogue));
    console.log(label);
    console.log(
      figuresLine('sale completion round trip', times, `${ROUND_TRIPS} sales, 1 station`),
    );
    const started = performance.now();
    const concurrent = await Promise.all(
      stations.map(async (station) => {
        const own: number[] = [];
        for (let index = 0; index < SALES_PER_STATION; index += 1) {
          own.push(await sell(url, station, catalogue));
        }
        return own;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const total = STATIONS * SALES_PER_STATION;
    console.log(
      figuresLine(`${STATIONS} stations at once`, concurrent.flat(), `${total} sales`) +
        `   ${(total / seconds).toFixed(1)} sales/s`,
    );
  } finally {
    await app.close();
  }
}

await benchOnEachEngine('sales', bench);
