// The one database interface the server uses, whichever engine is underneath: parameterised
// queries, multi-statement scripts (migrations) and transactions.

export interface Queryable {
  /** One statement with `$1`-style parameters; resolves to its rows. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** A script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * Names a hot statement whose text never changes, so each PostgreSQL connection parses and
   * plans it once (a prepared statement); one name, one text. PGlite prepares it once too.
   */
  prepareAs?: string;
}

/** One statement of `Database.pipeline`. */
export interface PipelinedStatement {
  sql: string;
  params?: readonly unknown[];
  /** As `QueryOptions.prepareAs`, sharing its names: one name, one text. */
  prepareAs?: string;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `statements` in order as one transaction of their own, sent to the database together and
   * answered together: one round trip however many there are (PostgreSQL's pipelining: the
   * statements share one Sync). Each statement reads what was committed before it started and
   * what the statements before it wrote (READ COMMITTED), so a lock one statement takes holds for
   * the next, which then reads afresh. When one fails, none of them takes effect. Resolves to the
   * last statement's rows.
   */
  pipeline<Row extends object = Record<string, unknown>>(
    statements: readonly PipelinedStatement[],
  ): Promise<Row[]>;
  /**
   * Only on a PostgreSQL server, which several server processes may share (the embedded database
   * has one process): a connection of its own that LISTENs on `channel` and calls `onPayload` for
   * each notification, reconnecting when the connection is lost. Closed with the database.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The connection was lost (notifications sent meanwhile are missed); it is being reopened. */
  onLost(error: Error): void;
}

export interface Listener {
  close(): Promise<void>;
}

/**
 * Serialises start-up work (migrations, the demo seed, the first signing key) across server
 * processes sharing one PostgreSQL database. Held until the surrounding transaction ends.
 */
export async function takeBootstrapLock(tx: Queryable): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('zyno.bootstrap'))");
}
