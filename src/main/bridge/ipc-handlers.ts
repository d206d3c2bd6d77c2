// Turns the bridge into IPC handlers: each request's sender is checked, its arguments parsed
// against the contract, and the answer returned as a plain tagged result. Electron-free, so the
// real app (ipc.ts) and the desktop harness share exactly this path.
import {
  DESKTOP_BRIDGE_CHANNELS,
  desktopBridgeArgumentSchemas,
  type BridgeResult,
  type DesktopBridge,
  type DesktopBridgeChannel,
} from '@shared/desktop-bridge';

export interface IpcRequestSource {
  /** URL of the frame that sent the request, when known. */
  senderUrl: string | undefined;
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
  for (const name of Object.keys(DESKTOP_BRIDGE_CHANNELS) as (keyof DesktopBridge)[]) {
    const channel = DESKTOP_BRIDGE_CHANNELS[name];
    handlers.set(channel, async (source, args) => {
      if (source.senderUrl === undefined || !isTrustedSender(source.senderUrl)) {
        return { ok: false, error: `${channel}: request from an untrusted page was refused.` };
      }
      const parsed = desktopBridgeArgumentSchemas[name].safeParse(args);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
          ok: false,
          error: `${channel}: invalid arguments (${issue?.message ?? 'unexpected value'}).`,
        };
      }
      try {
        return { ok: true, value: await bridge[name](...parsed.data) };
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
