// A benchmark's database made ready as the server makes it (migrations, demo seed), the demo
// tenant load data goes into, and a benchmark run on each engine in turn.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite';
import { openPostgresDatabase } from '../src/db/postgres';
import { createScratchDatabase } from '../src/db/postgres-scratch';
import { seedDemoData } from '../src/families';
import { seedSalesLoad } from '../src/sales/sales-load';

/** Migrates and seeds the database; resolves to Harbor Coffee's id. */
export async function preparedHarbor(database: Database): Promise<string> {
  await applyMigrations(database);
  await seedDemoData(database);
  const [harbor] = await database.query<{ id: string }>(
    "SELECT id FROM tenants WHERE name = 'Harbor Coffee'",
  );
  if (harbor === undefined) throw new Error('The demo tenant Harbor Coffee is missing.');
  return harbor.id;
}

/**
 * Adds `count` sales to the tenant in one transaction, rung up by its members in account id order
 * (the first `staffLimit` of them when given); resolves to how many sales the tenant has.
 */
export function seedSalesByMembers(
  database: Database,
  tenantId: string,
  count: number,
  staffLimit: number | null = null,
): Promise<number> {
  return database.transaction(async (tx) => {
    const staff = await tx.query<{ account_id: string }>(
      'SELECT account_id FROM memberships WHERE tenant_id = $1 ORDER BY account_id LIMIT $2',
      [tenantId, staffLimit],
    );
    return seedSalesLoad(
      tx,
      tenantId,
      count,
      staff.map((row) => row.account_id),
    );
  });
}

/**
 * Runs `bench` on a fresh embedded database, then on a scratch database of the PostgreSQL server
 * ZYNO_BENCH_POSTGRES_URL names (scripts/bench.mjs starts one), or says why it was skipped.
 */
export async function benchOnEachEngine(
  name: string,
  bench: (label: string, database: Database) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `zyno-${name}-bench-`));
  try {
    const pglite = await openPgliteDatabase(dataDir);
    try {
      await bench('PGlite (embedded)', pglite);
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgresUrl = process.env.ZYNO_BENCH_POSTGRES_URL ?? '';
  if (postgresUrl === '') {
    console.log(`PostgreSQL: skipped (${process.env.ZYNO_BENCH_POSTGRES_SKIPPED ?? 'no server'}).`);
    return;
  }
  const scratch = await createScratchDatabase(postgresUrl, `zyno_${name}_bench`);
  const postgres = await openPostgresDatabase(scratch.url);
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await scratch.drop({ force: true });
  }
}
