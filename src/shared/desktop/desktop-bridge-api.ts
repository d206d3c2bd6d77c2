// Builds `window.zynoDesktop` from an invoke function and an event listener: one method per
// bridge call, each unwrapping the tagged IPC result, and the 'fingerprint' event with one IPC
// subscription however many listeners the page holds. The preload uses it over ipcRenderer; the
// desktop harness builds the same object, so tests see exactly what the app sees.
import {
  bridgeResultEnvelopeSchema,
  DESKTOP_BRIDGE_CHANNELS,
  DESKTOP_BRIDGE_FINGERPRINT_CHANNELS,
  desktopBridgeResultSchemas,
  type DesktopBridgeApi,
  type DesktopBridgeCallName,
} from './desktop-bridge';
import { fingerprintEventSchema, type FingerprintEvent } from './fingerprint-event';

export type BridgeInvoke = (channel: string, args: unknown[]) => Promise<unknown>;
/** Listens on an event channel; returns the function that stops listening. */
export type BridgeListen = (channel: string, listener: (payload: unknown) => void) => () => void;

export function createDesktopBridgeApi(
  invoke: BridgeInvoke,
  listen: BridgeListen,
): DesktopBridgeApi {
  const request = async (channel: string, args: unknown[]): Promise<unknown> => {
    const answer = bridgeResultEnvelopeSchema.parse(await invoke(channel, args));
    if (!answer.ok) throw new Error(answer.error);
    return answer.value;
  };
  const call =
    <K extends DesktopBridgeCallName>(name: K) =>
    async (...args: unknown[]) =>
      desktopBridgeResultSchemas[name].parse(
        await request(DESKTOP_BRIDGE_CHANNELS[name], args),
      ) as ReturnType<(typeof desktopBridgeResultSchemas)[K]['parse']>;

  const listeners = new Set<(event: FingerprintEvent) => void>();
  let stopListening: (() => void) | null = null;
  const dispatch = (payload: unknown) => {
    const parsed = fingerprintEventSchema.safeParse(payload);
    if (!parsed.success) return;
    for (const listener of [...listeners]) listener(parsed.data);
  };

  const isDevelopment = call('isDevelopment');
  const generateHandshake = call('generateHandshake');
  const launchRegistration = call('launchRegistration');
  const performPostRegistrationTasks = call('performPostRegistrationTasks');
  const hasFingerprintReader = call('hasFingerprintReader');

  return Object.freeze({
    isDevelopment: () => isDevelopment(),
    generateHandshake: () => generateHandshake(),
    launchRegistration: () => launchRegistration(),
    performPostRegistrationTasks: async (install) => {
      await performPostRegistrationTasks(install);
    },
    hasFingerprintReader: () => hasFingerprintReader(),
    onFingerprint(listener) {
      listeners.add(listener);
      if (stopListening === null) {
        stopListening = listen(DESKTOP_BRIDGE_FINGERPRINT_CHANNELS.event, dispatch);
        void request(DESKTOP_BRIDGE_FINGERPRINT_CHANNELS.subscribe, []).catch((error: unknown) => {
          console.warn('Zyno Desktop refused the fingerprint subscription.', error);
        });
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || stopListening === null) return;
        stopListening();
        stopListening = null;
        void request(DESKTOP_BRIDGE_FINGERPRINT_CHANNELS.unsubscribe, []).catch(() => undefined);
      };
    },
  } satisfies DesktopBridgeApi);
}
