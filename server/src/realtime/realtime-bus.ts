// How server processes sharing one database hear each other's realtime traffic: every event,
// re-authorisation and channel grant a process handles is delivered to its own connections first,
// then broadcast on the bus for the others to deliver to theirs. On the embedded database there
// is one process and the bus carries nothing; on PostgreSQL it is LISTEN/NOTIFY (postgres-bus.ts).
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { openPostgresBus } from './postgres-bus';

export const busMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    channel: z.string(),
    event: z.string(),
    /** A JSON string, sent to clients as it is. */
    data: z.string(),
    exceptSocketId: z.string().optional(),
  }),
  z.object({ kind: z.literal('reauthorise'), accountIds: z.array(z.string()) }),
  /**
   * Channel authorisation for a socket held by another process: the accounts its channels now
   * rest on, or `stale` when they changed while the authorisation read them.
   */
  z.object({
    kind: z.literal('grant'),
    socketId: z.string(),
    accountIds: z.array(z.string()),
    stale: z.boolean(),
  }),
]);

export type BusMessage = z.infer<typeof busMessageSchema>;

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

/** The bus for the database's engine; `receive` gets the messages other processes broadcast. */
export async function openRealtimeBus(
  database: Database,
  log: FastifyBaseLogger,
  receive: (message: BusMessage) => void,
): Promise<RealtimeBus> {
  const listen = database.listen?.bind(database);
  if (listen === undefined) return SINGLE_PROCESS_BUS;
  return openPostgresBus(database, listen, log, receive);
}
