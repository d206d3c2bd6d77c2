// The sales reports' figures (issue 16: answers in under 300 ms over 100,000 sales): GET
// /sales/reports/summary and /breakdown over real HTTP for a day, a week, a month and the whole
// three months the load data spans, on PGlite and, when ZYNO_BENCH_POSTGRES_URL names a server,
// on PostgreSQL. Figures only; nothing passes or fails.
import type { AddressInfo } from 'node:net';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { createApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createRecordingPublisher } from '../src/realtime/publisher';
import { sellerSession } from '../test/support/sales-fixture';
import { figuresLine } from './bench-figures';
import { benchOnEachEngine, preparedHarbor, seedSalesByMembers } from './load-database';

const SALES = Number(process.env.ZYNO_BENCH_SALES ?? '100000');
const RUNS = Number(process.env.ZYNO_BENCH_RUNS ?? '20');

const day = (daysAgo: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );

const CASES = [
  { name: 'summary, today', path: `summary?from=${day(0)}&to=${day(0)}` },
  { name: 'summary, last 7 days', path: `summary?from=${day(6)}&to=${day(0)}` },
  { name: 'summary, last 30 days', path: `summary?from=${day(29)}&to=${day(0)}` },
  { name: 'summary, last 90 days', path: `summary?from=${day(89)}&to=${day(0)}` },
  { name: 'by hour, last 30 days', path: `breakdown?by=hour&from=${day(29)}&to=${day(0)}` },
  { name: 'by day, last 90 days', path: `breakdown?by=day&from=${day(89)}&to=${day(0)}` },
  { name: 'by product, last 30 days', path: `breakdown?by=product&from=${day(29)}&to=${day(0)}` },
  { name: 'by category, last 30 days', path: `breakdown?by=category&from=${day(29)}&to=${day(0)}` },
  { name: 'by staff, last 30 days', path: `breakdown?by=staff&from=${day(29)}&to=${day(0)}` },
];

async function bench(label: string, database: Database): Promise<void> {
  const harborId = await preparedHarbor(database);
  const loadStarted = performance.now();
  await seedSalesByMembers(database, harborId, SALES);
  const loaded = Math.round(performance.now() - loadStarted);
  const app = await createApp({ database, realtime: createRecordingPublisher() });
  const max = await sellerSession(database, harborId, 'max.manager@harbor.example', 'browser');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}${API_FAMILY_PREFIXES.suite}/sales/reports/`;
  const ask = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      headers: { [API_HEADERS.authorization]: bearer(max.jwt), [API_HEADERS.tenantId]: harborId },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}.`);
    return performance.now() - started;
  };
  try {
    console.log(`${label} (${SALES} load sales added in ${loaded} ms)`);
    for (const { name, path } of CASES) {
      await ask(path);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await ask(path));
      console.log(figuresLine(name, times, `${RUNS} runs`));
    }
  } finally {
    await app.close();
  }
}

await benchOnEachEngine('reports', bench);
