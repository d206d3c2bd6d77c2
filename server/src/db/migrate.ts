// Applies the numbered SQL files of ./migrations in order, each in its own transaction, and
// records them in schema_migrations so every start applies only what is new.
import { readdir, readFile } from 'node:fs/promises';
import { takeBootstrapLock, type Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

/** Resolves to the versions applied by this call (empty when the schema was up to date). */
export async function applyMigrations(database: Database): Promise<string[]> {
  await database.transaction(async (tx) => {
    await takeBootstrapLock(tx);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });

  const applied: string[] = [];
  for (const file of await migrationFiles()) {
    const version = file.slice(0, -'.sql'.length);
    const sql = await readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
    const isNew = await database.transaction(async (tx) => {
      await takeBootstrapLock(tx);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (isNew) applied.push(version);
  }
  return applied;
}

async function migrationFiles(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  const misnamed = files.filter((name) => !MIGRATION_FILE.test(name));
  if (misnamed.length > 0) {
    throw new Error(`Migration files must be named NNNN_name.sql: ${misnamed.join(', ')}`);
  }
  return files;
}
