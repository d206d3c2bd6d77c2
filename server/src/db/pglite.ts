// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in a directory on disk, or
// in memory for tests.
import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

export const IN_MEMORY = 'memory://';

/** `dataDir` is a directory (created when missing) or `memory://` for a throwaway database. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  if (dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return {
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
  };
}
