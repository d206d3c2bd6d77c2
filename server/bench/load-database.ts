// A benchmark's database made ready as the server makes it (migrations, demo seed), and the
// demo tenant load data goes into.
import type { Database } from '../src/db/database';
import { applyMigrations } from '../src/db/migrate';
import { seedDemoData } from '../src/families';

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
