// The embedded database behind the Database interface: scripts, parameters and transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database';
import { IN_MEMORY, openPgliteDatabase } from '../src/db/pglite';
import { statementParameter } from '../src/db/pglite-statements';

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

  it('passes text with quotes, backslashes, commas and braces inside arrays unchanged', async () => {
    const tags = ['a "quoted" word', 'back\\slash', 'comma, and {braces}', '', 'NULL'];
    const [row] = await database.query<{ tags: string[]; nothing: string[] }>(
      'INSERT INTO notes (id, tags) VALUES ($1, $2) RETURNING tags, $3::text[] AS nothing',
      [10, tags, ['x', null]],
    );
    expect(row).toEqual({ tags, nothing: ['x', null] });
  });

  it('passes bytes, booleans and big numbers', async () => {
    const [row] = await database.query<{ bytes: Uint8Array; yes: boolean; big: string }>(
      'SELECT $1::bytea AS bytes, $2::boolean AS yes, ($3::bigint + 1)::text AS big',
      [new Uint8Array([0, 1, 254, 255]), true, 9007199254740993n],
    );
    expect(Array.from(row?.bytes ?? [])).toEqual([0, 1, 254, 255]);
    expect(row?.yes).toBe(true);
    expect(row?.big).toBe('9007199254740994');
  });

  it('prepares a named statement once and runs it again with other parameters', async () => {
    const named = (id: number) =>
      database.query<{ id: number }>('SELECT id FROM notes WHERE id = $1', [id], {
        prepareAs: 'note_by_id',
      });
    expect(await named(1)).toEqual([{ id: 1 }]);
    expect(await named(2)).toEqual([{ id: 2 }]);
    expect(await named(99)).toEqual([]);
  });

  it('answers the next statement after one that fails, named or not', async () => {
    await expect(database.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(
      database.query('SELECT $1::int AS n', ['not a number'], { prepareAs: 'number_of' }),
    ).rejects.toThrow(/invalid input syntax/);
    expect(await database.query('SELECT $1::int AS n', [7], { prepareAs: 'number_of' })).toEqual([
      { n: 7 },
    ]);
    await expect(database.query('SELEC 1', [], { prepareAs: 'misspelt' })).rejects.toThrow(
      /syntax error/,
    );
    await expect(database.query('SELEC 1', [], { prepareAs: 'misspelt' })).rejects.toThrow(
      /syntax error/,
    );
  });

  it('refuses a statement through a transaction that has ended', async () => {
    let kept: Queryable | undefined;
    await database.transaction((tx) => {
      kept = tx;
      return Promise.resolve();
    });
    await expect(kept?.query('INSERT INTO notes (id) VALUES (30)')).rejects.toThrow(
      'Transaction is closed',
    );
    expect(await database.query('SELECT id FROM notes WHERE id = 30')).toEqual([]);
  });

  it('waits for an open transaction before running a statement outside it', async () => {
    let inside: Promise<unknown> = Promise.resolve();
    const transaction = database.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id) VALUES (20)');
      // Started while the transaction is open: it must not run inside it, nor see its row early.
      inside = database.query<{ id: number }>('SELECT id FROM notes WHERE id = 20');
      await tx.query('INSERT INTO notes (id) VALUES (21)');
      throw new Error('roll back');
    });
    await expect(transaction).rejects.toThrow('roll back');
    expect(await inside).toEqual([]);
    expect(await database.query('SELECT id FROM notes WHERE id IN (20, 21)')).toEqual([]);
  });
});

describe('a statement parameter in text form', () => {
  it('writes each kind of value as PostgreSQL reads it', () => {
    expect(statementParameter(null)).toBeNull();
    expect(statementParameter(undefined)).toBeNull();
    expect(statementParameter('text')).toBe('text');
    expect(statementParameter(1.5)).toBe('1.5');
    expect(statementParameter(false)).toBe('false');
    expect(statementParameter(new Date('2025-01-02T03:04:05.000Z'))).toBe(
      '2025-01-02T03:04:05.000Z',
    );
    expect(statementParameter(new Uint8Array([0, 171]))).toBe('\\x00ab');
    expect(statementParameter({ a: [1] })).toBe('{"a":[1]}');
    expect(statementParameter([['a', null], ['b"c']])).toBe('{{"a",NULL},{"b\\"c"}}');
  });
});
