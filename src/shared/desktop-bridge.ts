// The desktop bridge contract: what Zyno Desktop's main process offers the renderer through the
// preload as `window.zynoDesktop`. Channel names are namespaced constants; every IPC result is a
// tagged union of plain data, parsed on both sides.
import { z } from 'zod';

export const DESKTOP_BRIDGE_GLOBAL = 'zynoDesktop';

export const DESKTOP_BRIDGE_CHANNELS = {
  isDevelopment: 'zyno:bridge:is-development',
} as const;
export type DesktopBridgeChannel =
  (typeof DESKTOP_BRIDGE_CHANNELS)[keyof typeof DESKTOP_BRIDGE_CHANNELS];

/** Argument schemas, one per channel: main parses every request against these. */
export const desktopBridgeArgumentSchemas = {
  isDevelopment: z.tuple([]),
} as const satisfies Record<keyof typeof DESKTOP_BRIDGE_CHANNELS, z.ZodType<unknown[]>>;

/** Result schemas, one per channel: the renderer side parses every answer against these. */
export const desktopBridgeResultSchemas = {
  isDevelopment: z.boolean(),
} as const satisfies Record<keyof typeof DESKTOP_BRIDGE_CHANNELS, z.ZodType>;

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** The envelope of every IPC answer; the value inside is parsed per channel. */
export const bridgeResultEnvelopeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

/** What the renderer sees as `window.zynoDesktop`. */
export interface DesktopBridgeApi {
  isDevelopment(): Promise<boolean>;
}

/** What main implements: the same calls, invoked with already-validated arguments. */
export type DesktopBridge = {
  [K in keyof DesktopBridgeApi]: (
    ...args: z.infer<(typeof desktopBridgeArgumentSchemas)[K]>
  ) => Promise<Awaited<ReturnType<DesktopBridgeApi[K]>>>;
};
