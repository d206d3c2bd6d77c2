// Digests of every table of the schema in one query, to prove a refused call wrote nothing; tables
// created later are covered without listing them here.
import type { Database } from '../src/db/database';

export async function tableNames(database: Database): Promise<string[]> {
  const rows = await database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

/** `table:rows:md5` for each table, in name order. */
export async function digestTables(
  database: Database,
  tables: readonly string[],
): Promise<string[]> {
  const parts = tables.map(
    (table) =>
      `SELECT '${table}' AS name, count(*)::int AS rows,
              md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS content
         FROM "${table}" t`,
  );
  const rows = await database.query<{ name: string; rows: number; content: string }>(
    `${parts.join('\nUNION ALL\n')}\nORDER BY name`,
  );
  return rows.map((row) => `${row.name}:${row.rows}:${row.content}`);
}
