// The frames of the Pusher Channels protocol v7 (integrations.md "Realtime"): what a client may
// send, parsed at the boundary, and the frames and codes the server sends. Every frame is JSON
// `{event, channel?, data}`; the server always sends `data` as a JSON string.
import { z } from 'zod';

export const PUSHER_PROTOCOL_VERSION = 7;

/** Close codes and pusher:error codes (Pusher's ranges: 40xx fatal, 42xx retry, 43xx non-fatal). */
export const PUSHER_CODES = {
  /** No app with this key: do not reconnect. */
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  /** Too many connections (here: from one address); pusher-js retries after backing off. */
  overCapacity: 4100,
  /** A frame the server cannot read or does not support. */
  invalidMessage: 4200,
  /**
   * Pusher's generic "reconnect immediately", as a close code: the account's privileges changed,
   * so the client reconnects and its channels go through channel authorisation again.
   */
  reauthorise: 4200,
  /** The client did not answer pusher:ping in time: reconnect. */
  pongNotReceived: 4201,
  clientEventRateLimit: 4301,
  /** A client event the server refuses (not subscribed, not a private channel, too large). */
  clientEventRejected: 4302,
  /** The server is shutting down (WebSocket "going away"). */
  goingAway: 1001,
} as const;

export interface ServerFrame {
  event: string;
  channel?: string;
  /** Already a JSON string. */
  data: string;
}

export function encodeFrame(event: string, data: unknown, channel?: string): string {
  const frame: ServerFrame = {
    event,
    ...(channel === undefined ? {} : { channel }),
    data: JSON.stringify(data),
  };
  return JSON.stringify(frame);
}

/** An event whose data is a string already (the trigger API's, kept as the caller sent it). */
export function encodeEventFrame(event: string, channel: string, data: string): string {
  const frame: ServerFrame = { event, channel, data };
  return JSON.stringify(frame);
}

export function errorFrame(code: number | null, message: string): string {
  return encodeFrame('pusher:error', { code, message });
}

/** Clients may send `data` as a JSON string or as the object itself; both are accepted. */
const frameDataSchema = z.unknown().transform((data, context) => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    context.addIssue({ code: 'custom', message: 'data is a string that is not JSON' });
    return z.NEVER;
  }
});

const clientFrameSchema = z.object({
  event: z.string().min(1),
  channel: z.string().min(1).optional(),
  data: z.unknown().optional(),
});
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export const subscribeDataSchema = frameDataSchema.pipe(
  z.object({
    channel: z.string().min(1),
    auth: z.string().optional(),
    channel_data: z.string().optional(),
  }),
);

export const unsubscribeDataSchema = frameDataSchema.pipe(z.object({ channel: z.string().min(1) }));

/** A text frame as a client frame, or null when it is not one. */
export function parseClientFrame(text: string): ClientFrame | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const frame = clientFrameSchema.safeParse(json);
  return frame.success ? frame.data : null;
}
