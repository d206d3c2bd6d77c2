// What one server process tells the others on the realtime bus (realtime-bus.ts), checked when
// heard: an event for their connections, a privilege change, or a grant for a socket they hold.
import { z } from 'zod';

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
