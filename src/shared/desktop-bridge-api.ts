// Builds `window.zynoDesktop` from an invoke function: one method per bridge channel, each
// unwrapping the tagged IPC result. The preload uses it over ipcRenderer; the desktop harness
// builds the same shape in the page, so tests see exactly what the app sees.
import type { z } from 'zod';
import {
  bridgeResultEnvelopeSchema,
  DESKTOP_BRIDGE_CHANNELS,
  desktopBridgeResultSchemas,
  type DesktopBridgeApi,
  type DesktopBridgeChannel,
} from './desktop-bridge';

export type BridgeInvoke = (channel: DesktopBridgeChannel, args: unknown[]) => Promise<unknown>;

export function createDesktopBridgeApi(invoke: BridgeInvoke): DesktopBridgeApi {
  const call =
    <K extends keyof DesktopBridgeApi>(name: K) =>
    async (...args: unknown[]): Promise<z.infer<(typeof desktopBridgeResultSchemas)[K]>> => {
      const answer = bridgeResultEnvelopeSchema.parse(
        await invoke(DESKTOP_BRIDGE_CHANNELS[name], args),
      );
      if (!answer.ok) throw new Error(answer.error);
      return desktopBridgeResultSchemas[name].parse(answer.value);
    };
  return Object.freeze({
    isDevelopment: call('isDevelopment'),
  });
}
