// The embedded database behind the Database interface: scripts, parameters and transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { IN_MEMORY, openPgliteDatabase } from '../src/db/pglite';

let database: Database;
beforeAll(async () => {
  database = await openPgliteDatabase(IN_MEMORY);
  await database.exec('CREATE TABLE notes (id int PRIMARY KEY, tags text[], body jsonb)');
});
afterAll(() => database.close());

describe('the PGlite database', () => {
  it('passes arrays, JSON and dates as parameters and reads them back as values', async () => {
    const at = new Date('2025-01-02T03:04:05.000Z');
    const [row] = await database.query<{ tags: string[]; body: unknown; at: Date }>(
      'INSERT INTO notes VALUES ($1, $2, $3::jsonb) RETURNING tags, body, $4::timestamptz AS at',
      [1, ['a', 'b'], JSON.stringify({ sales: { sp: true } }), at],
    );
    expect(row).toEqual({ tags: ['a', 'b'], body: { sales: { sp: true } }, at });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (2)');
    });
    await expect(
      database.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id) VALUES (3)');
        await tx.query('INSERT INTO notes (id) VALUES (2)');
      }),
    ).rejects.toThrow();
    const rows = await database.query<{ id: number }>('SELECT id FROM notes ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });
});
