// One statement on PGlite as one message to its backend. PGlite's own `query` calls into its
// WebAssembly program six times per statement (parse, describe the statement, bind, describe the
// portal, execute, sync) and plans the statement each time; here Parse (once per name for a
// prepared statement), Bind, Describe, Execute and Sync go in one call. On PGlite every statement
// runs on the server's event loop, so this is CPU the server gets back: 246 µs → 50 µs for a
// prepared one-row lookup (docs/server-performance.md).
//
// Parameters go as text, typed by PostgreSQL from the statement, as node-postgres sends them to a
// PostgreSQL server (db/postgres.ts): one meaning for a value on both engines. Rows are read with
// PGlite's own parsers, so they are what its `query` gave.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { PipelinedStatement } from './database';

const { serialize } = protocol;

/** A parameter as PostgreSQL reads it in text form; null for SQL NULL. */
export function statementParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

/** `{"a","b",NULL}`: every element quoted, so commas, braces and spaces inside stay in it. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = statementParameter(value);
    return text === null ? 'NULL' : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

/** Names already prepared on each PGlite instance (its one session keeps them until it closes). */
const preparedNames = new WeakMap<PGlite, Set<string>>();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Runs `sql` with `params` and resolves to its rows. `name` prepares it once on this instance and
 * reuses the plan after (one name, one text, as `QueryOptions.prepareAs` says). Inside a
 * transaction the caller already holds the transaction's turn; outside, the statement waits for
 * any open transaction to end, as PGlite's `query` does.
 */
export async function runStatement<Row>(
  pglite: PGlite,
  sql: string,
  params: readonly unknown[],
  options: { name?: string; inTransaction: boolean },
): Promise<Row[]> {
  const run = () =>
    pglite._runExclusiveQuery(async () => {
      const statement = options.name ?? '';
      if (options.name !== undefined) await prepareOnce(pglite, options.name, sql);
      const messages = await pglite.execProtocolStream(
        concat([
          ...(options.name === undefined ? [serialize.parse({ text: sql })] : []),
          serialize.bind({ statement, values: params.map(statementParameter) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!options.inTransaction) await pglite.syncToFs();
      const [result] = parse.parseResults(messages, pglite.parsers);
      return (result?.rows ?? []) as Row[];
    });
  if (options.inTransaction) return run();
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(run);
}

/**
 * Runs `statements` as one transaction in one call into PGlite (Bind, Describe and Execute for
 * each, one Sync: db/database.ts `pipeline`) and resolves to the last one's rows. Named
 * statements are prepared first, once, by a call of their own. Waits for any open transaction.
 */
export async function runPipeline<Row>(
  pglite: PGlite,
  statements: readonly PipelinedStatement[],
): Promise<Row[]> {
  if (statements.length === 0) return [];
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const parts: Uint8Array[] = [];
      for (const { sql, params = [], prepareAs } of statements) {
        if (prepareAs === undefined) parts.push(serialize.parse({ text: sql }));
        else await prepareOnce(pglite, prepareAs, sql);
        parts.push(
          serialize.bind({ statement: prepareAs ?? '', values: params.map(statementParameter) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
        );
      }
      const messages = await pglite.execProtocolStream(concat([...parts, serialize.sync()]), {
        syncToFs: false,
      });
      await pglite.syncToFs();
      const results = parse.parseResults(messages, pglite.parsers);
      return (results.at(-1)?.rows ?? []) as Row[];
    }),
  );
}

async function prepareOnce(pglite: PGlite, name: string, sql: string): Promise<void> {
  let names = preparedNames.get(pglite);
  if (names === undefined) {
    names = new Set();
    preparedNames.set(pglite, names);
  }
  if (names.has(name)) return;
  await pglite.execProtocolStream(
    concat([serialize.parse({ name, text: sql }), serialize.sync()]),
    { syncToFs: false },
  );
  names.add(name);
}
