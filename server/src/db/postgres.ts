// A PostgreSQL server through a `pg` connection pool (used when DATABASE_URL is set).
import pg from 'pg';
import type { Database, Listener, PipelinedStatement, Queryable, QueryOptions } from './database';
import { listenOnPostgres } from './postgres-listener';
import { runPipeline } from './postgres-pipeline';

export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is
  // removed from the pool and replaced on next use; without a listener it would crash the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail at start, with the driver's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<Listener>();
  return {
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(oneAtATime(client)));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async pipeline<Row extends object>(statements: readonly PipelinedStatement[]) {
      const client = await pool.connect();
      try {
        return await runPipeline<Row>(client, statements);
      } finally {
        client.release();
      }
    },
    async listen(channel, handlers) {
      const listener = await listenOnPostgres(connectionString, channel, handlers);
      listeners.add(listener);
      return {
        close: async () => {
          listeners.delete(listener);
          await listener.close();
        },
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()));
      listeners.clear();
      await pool.end();
    },
  };
}

/** What `queryable` calls on a pool or a client: pg's query with a config object or a script. */
interface QueryTarget {
  query(config: pg.QueryConfig | string): Promise<pg.QueryResult>;
}

/**
 * A transaction's client, taking one query at a time: code that runs queries side by side
 * (`Promise.all` over a transaction) waits its turn here instead of relying on pg's own queue,
 * which pg deprecates and pg 9 removes.
 */
function oneAtATime(client: pg.PoolClient): QueryTarget {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    query(config) {
      const run = previous.then(() => client.query(config));
      previous = run.catch(() => undefined);
      return run;
    },
  };
}

function queryable(target: QueryTarget): Queryable {
  return {
    async query<Row extends object>(
      sql: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ) {
      const result = await target.query({
        text: sql,
        values: [...params],
        name: options.prepareAs,
      });
      return result.rows as Row[];
    },
    async exec(sql) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}
