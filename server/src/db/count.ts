// Counting rows: the number a `SELECT count(*)::int AS n …` statement answers.
import type { Queryable } from './database';

export async function queryCount(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}
