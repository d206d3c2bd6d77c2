// Database.pipeline on the test engine (PGlite, or PostgreSQL with ZYNO_TEST_ENGINE=postgres):
// statements in order, as one transaction, the last one's rows; named statements shared with
// query(). What a statement after a lock reads is postgres.test.ts's (it needs two connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { seededDatabase } from './fixtures';

let database: Database;
beforeAll(async () => {
  database = await seededDatabase();
  await database.exec('CREATE TABLE pipeline_notes (id int PRIMARY KEY, body text)');
});
afterAll(() => database.close());

async function noteIds(): Promise<number[]> {
  const rows = await database.query<{ id: number }>('SELECT id FROM pipeline_notes ORDER BY id');
  return rows.map((row) => row.id);
}

describe('a pipeline', () => {
  it('runs its statements in order and answers the last one’s rows, which see the others’ writes', async () => {
    const rows = await database.pipeline<{ id: number; body: string }>([
      { sql: 'INSERT INTO pipeline_notes VALUES ($1, $2)', params: [1, 'first'] },
      {
        sql: "UPDATE pipeline_notes SET body = body || ', then second' WHERE id = $1",
        params: [1],
      },
      { sql: 'DELETE FROM pipeline_notes WHERE id = $1', params: [99] },
      { sql: 'SELECT id, body FROM pipeline_notes WHERE id = $1', params: [1] },
    ]);
    expect(rows).toEqual([{ id: 1, body: 'first, then second' }]);
    expect(await noteIds()).toEqual([1]);
  });

  it('is one transaction', async () => {
    const [row] = await database.pipeline<{ same: boolean }>([
      { sql: 'CREATE TEMPORARY TABLE pipeline_transaction AS SELECT txid_current() AS id' },
      { sql: 'SELECT txid_current() = (SELECT id FROM pipeline_transaction) AS same' },
    ]);
    expect(row).toEqual({ same: true });
  });

  it('takes no effect at all when one of its statements fails, and the database carries on', async () => {
    await expect(
      database.pipeline([
        { sql: 'INSERT INTO pipeline_notes VALUES ($1, $2)', params: [2, 'kept?'] },
        { sql: 'INSERT INTO pipeline_notes VALUES ($1, $2)', params: [1, 'a duplicate key'] },
        { sql: 'INSERT INTO pipeline_notes VALUES ($1, $2)', params: [3, 'after the failure'] },
      ]),
    ).rejects.toThrow(/duplicate key/);
    expect(await noteIds()).toEqual([1]);
    expect(await database.pipeline([{ sql: 'SELECT 7 AS n' }])).toEqual([{ n: 7 }]);
  });

  it('passes parameters as query() does: dates, arrays, JSON and NULL', async () => {
    const at = new Date('2026-11-28T07:00:00.000Z');
    const [row] = await database.pipeline<{ at: Date; tags: string[]; body: unknown; gone: null }>([
      {
        sql: 'SELECT $1::timestamptz AS at, $2::text[] AS tags, $3::jsonb AS body, $4::text AS gone',
        params: [at, ['a "quoted", word', null], JSON.stringify({ n: 1 }), null],
      },
    ]);
    expect(row).toEqual({ at, tags: ['a "quoted", word', null], body: { n: 1 }, gone: null });
  });

  it('prepares a named statement once, sharing its name with query()', async () => {
    const byId = {
      sql: 'SELECT body FROM pipeline_notes WHERE id = $1',
      prepareAs: 'pipeline_note_body',
    };
    expect(await database.query(byId.sql, [1], { prepareAs: byId.prepareAs })).toEqual([
      { body: 'first, then second' },
    ]);
    for (const [id, body] of [
      [4, 'fourth'],
      [5, 'fifth'],
    ] as const) {
      const rows = await database.pipeline([
        {
          sql: 'INSERT INTO pipeline_notes VALUES ($1, $2)',
          params: [id, body],
          prepareAs: 'pipeline_note_insert',
        },
        { ...byId, params: [id] },
      ]);
      expect(rows).toEqual([{ body }]);
    }
    // A failure after a named statement leaves it usable.
    await expect(
      database.pipeline([
        { ...byId, params: [4] },
        { sql: 'SELECT $1::int AS n', params: ['not a number'], prepareAs: 'pipeline_number' },
      ]),
    ).rejects.toThrow(/invalid input syntax/);
    expect(
      await database.pipeline([
        { sql: 'SELECT $1::int AS n', params: [8], prepareAs: 'pipeline_number' },
      ]),
    ).toEqual([{ n: 8 }]);
    expect(await noteIds()).toEqual([1, 4, 5]);
  });

  it('of no statements answers no rows', async () => {
    expect(await database.pipeline([])).toEqual([]);
  });
});
