// The realtime bus on PostgreSQL: NOTIFY on one channel, each process LISTENing on a connection of
// its own (db/postgres-listener.ts). A notification carries the sending process's id, so it skips
// its own, and the message itself, or when that would pass NOTIFY's 8000-byte payload limit (a
// triggered event may carry 10 KB), the id of a `realtime_messages` row holding it. Notifications
// sent while a listener reconnects are missed by that process (logged).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { busMessageSchema, type BusMessage } from './bus-message';
import type { RealtimeBus } from './realtime-bus';

const CHANNEL = 'zyno_realtime';
/** NOTIFY's payload limit is 8000 bytes; the envelope's origin and quoting fit in the margin. */
const MAX_INLINE_BYTES = 7_000;
/** Stored messages are read within moments; a listener that was away longer missed them anyway. */
const STORED_MESSAGE_LIFETIME = '5 minutes';

const envelopeSchema = z.union([
  z.object({ origin: z.string(), message: busMessageSchema }),
  z.object({ origin: z.string(), stored: z.string().regex(/^\d+$/) }),
]);

export async function openPostgresBus(
  database: Database,
  listen: NonNullable<Database['listen']>,
  log: FastifyBaseLogger,
  receive: (message: BusMessage) => void,
): Promise<RealtimeBus> {
  const origin = randomUUID();
  // One chain each way: what this process broadcasts is notified in order, and what it hears is
  // delivered in order even when a stored message must be read first.
  let sending = Promise.resolve();
  let receiving = Promise.resolve();

  const readStored = async (id: string): Promise<unknown> => {
    const [row] = await database.query<{ body: string }>(
      'SELECT body FROM realtime_messages WHERE id = $1',
      [id],
    );
    if (row === undefined) throw new Error(`Realtime message ${id} is no longer stored.`);
    return JSON.parse(row.body);
  };

  const handle = async (payload: string): Promise<void> => {
    const envelope = envelopeSchema.parse(JSON.parse(payload));
    if (envelope.origin === origin) return;
    const message =
      'message' in envelope
        ? envelope.message
        : busMessageSchema.parse(await readStored(envelope.stored));
    receive(message);
  };

  const listener = await listen(CHANNEL, {
    onPayload(payload) {
      receiving = receiving.then(() =>
        handle(payload).catch((error: unknown) => {
          log.warn({ err: error }, 'realtime bus: a notification could not be delivered');
        }),
      );
    },
    onLost(error) {
      log.warn({ err: error }, 'realtime bus: the LISTEN connection was lost; reconnecting');
    },
  });

  const send = async (message: BusMessage): Promise<void> => {
    const inline = JSON.stringify({ origin, message });
    if (Buffer.byteLength(inline) <= MAX_INLINE_BYTES) {
      await database.query('SELECT pg_notify($1, $2)', [CHANNEL, inline]);
      return;
    }
    const [row] = await database.query<{ id: string }>(
      'INSERT INTO realtime_messages (body) VALUES ($1) RETURNING id::text AS id',
      [JSON.stringify(message)],
    );
    if (row === undefined) throw new Error('The realtime message was not stored.');
    await database.query('SELECT pg_notify($1, $2)', [
      CHANNEL,
      JSON.stringify({ origin, stored: row.id }),
    ]);
    await database.query(
      `DELETE FROM realtime_messages WHERE created_at < now() - interval '${STORED_MESSAGE_LIFETIME}'`,
    );
  };

  return {
    broadcast(message) {
      sending = sending.then(() =>
        send(message).catch((error: unknown) => {
          log.warn({ err: error, kind: message.kind }, 'realtime bus: broadcast failed');
        }),
      );
      return sending;
    },
    async close() {
      await sending;
      await listener.close();
    },
  };
}
