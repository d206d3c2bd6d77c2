// How server processes sharing one database hear each other's realtime traffic: every event,
// re-authorisation and channel grant a process handles is delivered to its own connections first,
// then broadcast on the bus for the others to deliver to theirs. On the embedded database there
// is one process and the bus carries nothing; on PostgreSQL it is LISTEN/NOTIFY (postgres-bus.ts),
// or Redis pub/sub when ZYNO_REDIS_URL is set (redis-bus.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { RedisConnection } from '../db/redis';
import type { BusMessage } from './bus-message';
import { openPostgresBus } from './postgres-bus';
import { openRedisBus } from './redis-bus';

export interface RealtimeBus {
  /**
   * Sends the message to the other processes, in the order this process broadcasts; a failure is
   * logged (the write that caused it is committed), so this never rejects.
   */
  broadcast(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

const SINGLE_PROCESS_BUS: RealtimeBus = {
  broadcast: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/**
 * Redis when configured, else the bus for the database's engine; `receive` gets the messages
 * other processes broadcast.
 */
export async function openRealtimeBus(
  database: Database,
  redis: RedisConnection | undefined,
  log: FastifyBaseLogger,
  receive: (message: BusMessage) => void,
): Promise<RealtimeBus> {
  if (redis !== undefined) return openRedisBus(redis, log, receive);
  const listen = database.listen?.bind(database);
  if (listen === undefined) return SINGLE_PROCESS_BUS;
  return openPostgresBus(database, listen, log, receive);
}
