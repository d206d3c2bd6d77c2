// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in a directory on disk, or
// in memory for tests. Sized for one small server: docs/server-performance.md has the figures.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryOptions } from './database';
import { runPipeline, runStatement } from './pglite-statements';

export const IN_MEMORY = 'memory://';

/**
 * PostgreSQL's shared memory lives in the WebAssembly memory, touched at start and never given
 * back. initdb's defaults (a 128 MB buffer cache, room for 100 connections) suit a database
 * server; here one connection reads a data directory the operating system's file cache holds.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=8MB', '-c', 'max_connections=10'],
];

/**
 * Creates a new data directory (initdb) in a child process: initdb's working memory stays
 * allocated in the process that ran it (some 400 MB), so it goes when that process exits.
 */
const INIT_SCRIPT = `
const [pglite, dataDir, params] = process.argv.slice(1);
require(pglite).PGlite.create(dataDir, { startParams: JSON.parse(params) })
  .then((db) => db.close())
  .catch((error) => { console.error(error); process.exit(1); });`;

async function initialiseDataDirectory(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(
    process.execPath,
    ['-e', INIT_SCRIPT, pglite, dataDir, JSON.stringify(START_PARAMS)],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new Error(`Creating the embedded database in ${dataDir} failed:\n${stderr}`);
}

/**
 * `dataDir` is a directory (created when missing) or `memory://` for a throwaway database; an
 * in-memory database may start as a copy of an image (`pgliteImage`) instead of empty.
 */
export async function openPgliteDatabase(
  dataDir: string,
  options: { image?: Blob } = {},
): Promise<Database> {
  if (options.image !== undefined && dataDir !== IN_MEMORY) {
    throw new Error('Only an in-memory embedded database starts from an image.');
  }
  if (dataDir !== IN_MEMORY) {
    await mkdir(dataDir, { recursive: true });
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await initialiseDataDirectory(dataDir);
  }
  const pglite = await PGlite.create(dataDir, {
    startParams: START_PARAMS,
    ...(options.image === undefined ? {} : { loadDataDir: options.image }),
  });
  return database(pglite);
}

/**
 * An in-memory database prepared once (`prepare`: migrations, seed), as an image of its data
 * directory: opening a copy of it takes a fraction of creating and preparing a new one (tests).
 */
export async function pgliteImage(prepare: (database: Database) => Promise<void>): Promise<Blob> {
  const pglite = await PGlite.create(IN_MEMORY, { startParams: START_PARAMS });
  try {
    await prepare(database(pglite));
    await pglite.exec('CHECKPOINT');
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

function database(pglite: PGlite): Database {
  return {
    ...queryable(pglite, pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(pglite, tx))),
    pipeline: (statements) => runPipeline(pglite, statements),
    close: () => pglite.close(),
  };
}

function queryable(pglite: PGlite, target: PGlite | Transaction): Queryable {
  const inTransaction = target !== pglite;
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options?: QueryOptions,
    ) {
      // As PGlite's own transaction object does: a statement after the end would run outside it.
      if (inTransaction && target.closed) throw new Error('Transaction is closed');
      return runStatement<Row>(pglite, sql, params, { name: options?.prepareAs, inTransaction });
    },
    async exec(sql) {
      await target.exec(sql);
    },
  };
}
