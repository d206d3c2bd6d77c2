// LISTEN on a PostgreSQL channel over a connection of its own (a pooled one would be handed to
// other queries): notifications go to the handler, and a lost connection (a server restart, a
// network cut, pg_terminate_backend) is reopened after a growing pause until the listener closes.
import pg from 'pg';
import type { Listener, ListenHandlers } from './database';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    let lost = false;
    const onLost = (error: Error): void => {
      if (lost) return;
      lost = true;
      next.removeAllListeners('end');
      void next.end().catch(() => undefined);
      if (closed) return;
      handlers.onLost(error);
      scheduleReopen();
    };
    next.on('error', onLost);
    next.on('end', () => {
      onLost(new Error('The PostgreSQL connection ended.'));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // The caller retries (or, at start, fails); this half-open client is not reopened.
      lost = true;
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const scheduleReopen = (): void => {
    retryTimer = setTimeout(() => {
      open().catch((error: unknown) => {
        if (closed) return;
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
        handlers.onLost(error instanceof Error ? error : new Error(String(error)));
        scheduleReopen();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await open();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current === undefined) return;
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    },
  };
}
