// The admin Users list at 5,000 accounts (issue 14): how long GET /accounts's queries take on
// the embedded database for the first page, a page deep in the list, a search, each filter and
// the last-sign-in sort. Store calls, so the figures are the database's share of the answer.
// Prints figures only; nothing passes or fails on a time.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedAccountsLoad } from '../src/accounts/accounts-load';
import {
  listTenantAccountsPage,
  type AccountsListRequest,
} from '../src/accounts/accounts-list-store';
import type { Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite';
import { figuresLine } from './bench-figures';
import { preparedHarbor } from './load-database';

const ACCOUNTS = 5_000;
const RUNS = Number(process.env.ZYNO_BENCH_RUNS ?? '20');

async function timed(
  database: Database,
  tenantId: string,
  request: AccountsListRequest,
): Promise<{ times: number[]; items: number; total: number }> {
  const times: number[] = [];
  let last = { items: 0, total: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const page = await listTenantAccountsPage(database, tenantId, request);
    times.push(performance.now() - started);
    last = { items: page.items.length, total: page.total ?? 0 };
  }
  return { times, ...last };
}

const dataDir = mkdtempSync(join(tmpdir(), 'zyno-users-bench-'));
const database = await openPgliteDatabase(dataDir);
try {
  const harborId = await preparedHarbor(database);
  const seeded = performance.now();
  const members = await database.transaction((tx) =>
    seedAccountsLoad(tx, harborId, ACCOUNTS, randomBytes(3).toString('hex')),
  );
  console.log(
    `Users list on PGlite: ${members} members in Harbor Coffee (seeded in ${Math.round(performance.now() - seeded)} ms), ${RUNS} runs each, page of 50.`,
  );
  // A cursor 40 pages in (2,000 rows), as scrolling far down the list asks for.
  let deep: string | undefined;
  for (let page = 0; page < 40; page += 1) {
    const next = await listTenantAccountsPage(database, harborId, {
      sort: 'name',
      limit: 50,
      cursor: deep,
    });
    deep = next.nextCursor ?? undefined;
  }
  const [role] = await database.query<{ id: string }>(
    'SELECT id FROM roles WHERE tenant_id = $1 ORDER BY name LIMIT 1',
    [harborId],
  );
  const cases: [string, AccountsListRequest][] = [
    ['first page, by name', { sort: 'name', limit: 50 }],
    ['page 41, by name (keyset)', { sort: 'name', limit: 50, cursor: deep }],
    ['search "smith"', { sort: 'name', limit: 50, search: 'smith' }],
    ['search "load42" (username)', { sort: 'name', limit: 50, search: 'load42' }],
    ['filter: one role', { sort: 'name', limit: 50, roleId: role?.id }],
    ['filter: no fingerprint yet', { sort: 'name', limit: 50, method: 'noFingerprint' }],
    ['filter: locked', { sort: 'name', limit: 50, status: 'locked' }],
    ['sort: last sign-in, newest first', { sort: '-lastSignIn', limit: 50 }],
    [
      'search + role + method',
      { sort: 'email', limit: 50, search: 'a', roleId: role?.id, method: 'pin' },
    ],
  ];
  for (const [name, request] of cases) {
    const figures = await timed(database, harborId, request);
    console.log(figuresLine(name, figures.times, `${figures.items} of ${figures.total}`));
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
