// Connections to Redis (ZYNO_REDIS_URL), which several server processes share for the realtime
// bus and the rate limits when configured. The first connection must succeed, or start-up fails
// naming the variable; a connection lost later is reopened after a growing pause, logged once when
// lost and once when back. Commands sent meanwhile fail at once (no offline queue), so a caller
// never waits on an outage: its failure is the caller's to log or answer.
import type { FastifyBaseLogger } from 'fastify';
import { createClient, type RedisClientType } from 'redis';

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export type RedisClient = RedisClientType;

/** The process's command connection and the URL it came from (for connections of other uses). */
export interface RedisConnection {
  url: string;
  client: RedisClient;
}

/** The server's address for logs and messages: never the URL's credentials. */
export function redisAddress(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

/** A connected client; `role` names its use in the log lines about its connection. */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  role: string,
): Promise<RedisClient> {
  const address = redisAddress(url);
  let wasReady = false;
  let reportedLoss = false;
  const client: RedisClient = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      reconnectStrategy: (retries, cause) =>
        wasReady
          ? Math.min(FIRST_RETRY_MS * 2 ** retries, LAST_RETRY_MS)
          : new Error(`Redis at ${address} (ZYNO_REDIS_URL) is unreachable: ${cause.message}`),
    },
  });
  client.on('error', (error: unknown) => {
    if (!wasReady || reportedLoss) return;
    reportedLoss = true;
    log.error({ err: error }, `Redis at ${address} is unreachable (${role}); reconnecting`);
  });
  client.on('ready', () => {
    wasReady = true;
    if (!reportedLoss) return;
    reportedLoss = false;
    log.warn(`Redis at ${address} is reachable again (${role})`);
  });
  await client.connect();
  return client;
}

/** Closes a client, connected or not, without waiting on a server that is gone. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close();
  else client.destroy();
}
