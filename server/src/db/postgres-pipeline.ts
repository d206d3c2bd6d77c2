// Database.pipeline on a PostgreSQL server: several statements written to the connection as one
// message — Parse (unless prepared), Bind, Describe and Execute for each, then a single Sync — so
// the server runs them as one implicit transaction and answers them together: one round trip
// instead of BEGIN, each statement and COMMIT waiting for the one before.
//
// node-postgres sends one statement per Sync, so this is a query object of its own for the
// client's queue (`client.query(submittable)`, as pg-cursor is one). It extends pg's Query, whose
// handlers already collect one result per statement (as for a multi-statement script) and answer
// the callback once the server is ready again or at the first error; only what is written
// differs. Named statements are prepared beforehand by a Parse of their own (`PrepareStatement`),
// which pg records as it records its own, so a name means one parsed statement on a connection
// whichever path used it first, and a pipeline that fails leaves no statement half-prepared.
import pg from 'pg';
import type { PipelinedStatement } from './database';

/**
 * pg's Query calls back with an error, or with its result — an array of them when the server
 * answered several statements (its type declarations know only the one).
 */
type ResultsCallback = (error: Error | null | undefined, results: unknown) => void;

/** pg's conversion of a parameter to its text form (Dates, arrays, JSON, Buffers), as for queries. */
type ValueMapper = NonNullable<pg.BindConfig['valueMapper']>;
const { prepareValue } = (pg as unknown as { utils: { prepareValue: ValueMapper } }).utils;

/** The names pg has parsed on a client's connection (pg's own record; one name, one text). */
function parsedNames(client: pg.PoolClient): Record<string, string> {
  const connection = (client as unknown as { connection?: { parsedStatements?: unknown } })
    .connection;
  const parsed = connection?.parsedStatements;
  if (typeof parsed !== 'object' || parsed === null) {
    throw new Error('This version of pg does not keep its parsed statements where expected.');
  }
  return parsed as Record<string, string>;
}

/** Writes Parse for a named statement and a Sync; pg records the name when the server parsed it. */
class PrepareStatement extends pg.Query {
  constructor(
    readonly name: string,
    readonly text: string,
    callback: ResultsCallback,
  ) {
    super({ name, text }, callback);
  }

  override submit = (connection: pg.Connection): void => {
    connection.parse({ name: this.name, text: this.text, types: [] }, false);
    connection.sync();
  };
}

/** Writes every statement of a pipeline and one Sync. */
class PipelinedStatements extends pg.Query {
  constructor(
    private readonly statements: readonly PipelinedStatement[],
    callback: ResultsCallback,
  ) {
    super({ text: statements.map(({ sql }) => sql).join(';\n') }, callback);
  }

  override submit = (connection: pg.Connection): void => {
    // Corked, so the messages leave in one write (as pg's Query does for its own).
    connection.stream.cork();
    try {
      for (const statement of this.statements) {
        if (statement.prepareAs === undefined) {
          connection.parse({ name: '', text: statement.sql, types: [] }, false);
        }
        connection.bind(
          {
            statement: statement.prepareAs ?? '',
            values: [...(statement.params ?? [])] as (string | null)[],
            valueMapper: prepareValue,
          },
          false,
        );
        connection.describe({ type: 'P', name: '' }, false);
        connection.execute({ portal: '' }, false);
      }
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  };
}

function submitted<T>(
  client: pg.PoolClient,
  make: (callback: ResultsCallback) => pg.Query,
  read: (results: readonly pg.QueryResult[]) => T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    client.query(
      make((error, results) => {
        if (error) reject(error);
        else resolve(read([results].flat() as pg.QueryResult[]));
      }),
    );
  });
}

/** Runs `statements` as one transaction in one round trip on `client`; the last one's rows. */
export async function runPipeline<Row extends object>(
  client: pg.PoolClient,
  statements: readonly PipelinedStatement[],
): Promise<Row[]> {
  if (statements.length === 0) return [];
  const parsed = parsedNames(client);
  for (const { prepareAs, sql } of statements) {
    if (prepareAs === undefined || parsed[prepareAs] !== undefined) continue;
    await submitted(
      client,
      (callback) => new PrepareStatement(prepareAs, sql, callback),
      () => 0,
    );
  }
  return submitted(
    client,
    (callback) => new PipelinedStatements(statements, callback),
    (results) => (results.at(-1)?.rows ?? []) as Row[],
  );
}
