// Turns the bridge into IPC handlers: each request's sender is checked (a page of the app, in a
// window whose kind may use the channel), its arguments parsed against the contract, and the
// answer returned as a plain tagged result. Electron-free, so the real app (ipc.ts) and the
// desktop harness share exactly this path.
import {
  DESKTOP_BRIDGE_CHANNELS,
  desktopBridgeArgumentSchemas,
  type BridgeResult,
  type DesktopBridge,
  type DesktopBridgeCallName,
  type DesktopBridgeChannel,
} from '@shared/desktop/desktop-bridge';
import {
  desktopWindowChannels,
  type DesktopWindowKind,
} from '@shared/desktop/desktop-window-kinds';

export interface IpcRequestSource {
  /** URL of the frame that sent the request, when known. */
  senderUrl: string | undefined;
  /** The kind of window that sent it, as main recorded when creating it (window-kinds.ts). */
  windowKind: DesktopWindowKind | undefined;
}

export type IpcHandler = (
  source: IpcRequestSource,
  args: unknown[],
) => Promise<BridgeResult<unknown>>;

export function createIpcHandlers(
  bridge: DesktopBridge,
  isTrustedSender: (senderUrl: string) => boolean,
): ReadonlyMap<DesktopBridgeChannel, IpcHandler> {
  const handlers = new Map<DesktopBridgeChannel, IpcHandler>();
  for (const name of Object.keys(DESKTOP_BRIDGE_CHANNELS) as DesktopBridgeCallName[]) {
    const channel = DESKTOP_BRIDGE_CHANNELS[name];
    handlers.set(channel, async (source, args) => {
      const refused = refusal(channel, source, isTrustedSender);
      if (refused !== null) return refused;
      const parsed = desktopBridgeArgumentSchemas[name].safeParse(args);
      if (!parsed.success) return invalidArguments(channel, parsed.error.issues[0]?.message);
      try {
        return { ok: true, value: await callBridge(bridge, name, parsed.data) };
      } catch (error) {
        return {
          ok: false,
          error: `${channel}: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    });
  }
  return handlers;
}

/**
 * The refusal for a sender that is not a page of the app, or whose window may not use this
 * channel; null when it may ask.
 */
export function refusal(
  channel: string,
  source: IpcRequestSource,
  isTrustedSender: (senderUrl: string) => boolean,
): BridgeResult<never> | null {
  if (source.senderUrl === undefined || !isTrustedSender(source.senderUrl)) {
    return { ok: false, error: `${channel}: request from an untrusted page was refused.` };
  }
  if (source.windowKind === undefined) {
    return { ok: false, error: `${channel}: request from a window of no known kind was refused.` };
  }
  if (!desktopWindowChannels(source.windowKind).has(channel)) {
    return {
      ok: false,
      error: `${channel}: the ${source.windowKind} window may not use this channel; the request was refused.`,
    };
  }
  return null;
}

export function invalidArguments(channel: string, reason: string | undefined): BridgeResult<never> {
  return { ok: false, error: `${channel}: invalid arguments (${reason ?? 'unexpected value'}).` };
}

/** One switch-free dispatch that keeps each call's argument types tied to its name. */
function callBridge(bridge: DesktopBridge, name: DesktopBridgeCallName, args: unknown[]) {
  const call = bridge[name] as (...values: unknown[]) => Promise<unknown>;
  return call(...args);
}
