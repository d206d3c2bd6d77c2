// The realtime bus on Redis (ZYNO_REDIS_URL): PUBLISH on one channel, each process SUBSCRIBEd on a
// connection of its own (a subscribed connection runs no other commands). A message carries the
// sending process's id, so it skips its own; Redis has no payload limit that a realtime message
// could reach. Redis pub/sub keeps nothing: what is published while a process's subscriber is
// reconnecting is missed by that process, and a broadcast while this process cannot reach Redis
// fails at once; both are logged (db/redis.ts, and 'broadcast failed' below).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { closeRedis, connectRedis, type RedisConnection } from '../db/redis';
import { busMessageSchema, type BusMessage } from './bus-message';
import type { RealtimeBus } from './realtime-bus';

/** The one Redis channel every process publishes on and subscribes to. */
export const REDIS_BUS_CHANNEL = 'zyno:realtime';

const envelopeSchema = z.object({ origin: z.string(), message: busMessageSchema });

/** Publishes on the process's command connection; subscribes on one of its own. */
export async function openRedisBus(
  { url, client: publisher }: RedisConnection,
  log: FastifyBaseLogger,
  receive: (message: BusMessage) => void,
): Promise<RealtimeBus> {
  const origin = randomUUID();
  let sending = Promise.resolve();
  const subscriber = await connectRedis(url, log, 'realtime bus subscriber');
  try {
    // node-redis subscribes again by itself on each reconnection.
    await subscriber.subscribe(REDIS_BUS_CHANNEL, (payload) => {
      try {
        const envelope = envelopeSchema.parse(JSON.parse(payload));
        if (envelope.origin !== origin) receive(envelope.message);
      } catch (error) {
        log.warn({ err: error }, 'realtime bus: a Redis message could not be delivered');
      }
    });
  } catch (error) {
    await closeRedis(subscriber);
    throw error;
  }

  return {
    broadcast(message) {
      sending = sending.then(() =>
        publisher
          .publish(REDIS_BUS_CHANNEL, JSON.stringify({ origin, message }))
          .then(() => undefined)
          .catch((error: unknown) => {
            log.warn({ err: error, kind: message.kind }, 'realtime bus: broadcast failed');
          }),
      );
      return sending;
    },
    async close() {
      await sending;
      await closeRedis(subscriber);
    },
  };
}
