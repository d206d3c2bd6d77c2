// The opaque cursor of keyset-paged lists: the last item's sort key, as base64url JSON. A cursor
// that does not decode to the list's own shape answers 400 naming the cursor, never 500.
import type { z } from 'zod';
import { validationFailed } from './errors';

export function encodeCursor(cursor: unknown): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor<Schema extends z.ZodType>(
  text: string,
  schema: Schema,
): z.infer<Schema> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const cursor = schema.safeParse(parsed);
  if (!cursor.success) {
    const message = 'Send the nextCursor of the previous page.';
    throw validationFailed(`cursor: ${message}`, [
      { path: 'cursor', code: 'invalid_cursor', message },
    ]);
  }
  return cursor.data;
}

/**
 * The page answer from up to `limit + 1` rows, each with its own cursor: one more than asked
 * tells whether a next page exists without counting.
 */
export function keysetPage<Row extends { cursor: unknown }>(
  rows: readonly Row[],
  limit: number,
): { items: Omit<Row, 'cursor'>[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursor: _cursor, ...item }) => item),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(last.cursor) : null,
  };
}
