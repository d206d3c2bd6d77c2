// Throwaway databases on a PostgreSQL server, for the tests and the bench that make their own,
// and the single statements that create and drop them (they cannot run in a transaction).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on a connection of its own to the server at `adminUrl`. */
export async function runAdminStatement(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** `force` ends the connections still open to it; without it they make the drop fail. */
  drop(options?: { force?: boolean }): Promise<void>;
}

/** A new database `<prefix>_<random>` on the server at `adminUrl`, a copy of `template` if named. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = options.template === undefined ? '' : ` TEMPLATE ${options.template}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: ({ force = false } = {}) =>
      runAdminStatement(adminUrl, `DROP DATABASE ${name}${force ? ' WITH (FORCE)' : ''}`),
  };
}
