// Messages between the app's tabs (spec §4: logout and permission changes are broadcast across
// tabs), over one BroadcastChannel. Every message is parsed; anything else is ignored.
import * as z from 'zod/mini';

export const TAB_CHANNEL_NAME = 'zyno.tabs';

export const tabMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('logout'), cause: z.nullable(z.string()) }),
  z.object({
    type: z.literal('activity'),
    at: z.number().check(z.int(), z.nonnegative()),
  }),
  z.object({
    type: z.literal('permissions-changed'),
    tenantId: z.string().check(z.minLength(1)),
  }),
]);
export type TabMessage = z.infer<typeof tabMessageSchema>;

export interface TabBroadcast {
  post(message: TabMessage): void;
  /** Returns the unsubscribe. */
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

/** A no-op where BroadcastChannel does not exist (old engines, some test environments). */
export function createTabBroadcast(name: string = TAB_CHANNEL_NAME): TabBroadcast {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => {
      channel.postMessage(message);
    },
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        const parsed = tabMessageSchema.safeParse(event.data);
        if (parsed.success) listener(parsed.data);
      };
      channel.addEventListener('message', onMessage);
      return () => {
        channel.removeEventListener('message', onMessage);
      };
    },
    close: () => {
      channel.close();
    },
  };
}
