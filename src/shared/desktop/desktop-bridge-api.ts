// Builds `window.zynoDesktop` for one window kind from an invoke function and an event listener:
// that kind's members only, each call unwrapping the tagged IPC result, and each event (the
// 'fingerprint' event, barcode scans) with one IPC subscription however many listeners the page
// holds. The preloads use it over ipcRenderer; the desktop harness builds the same object, so
// tests see exactly what the app sees.
import {
  bridgeResultEnvelopeSchema,
  DESKTOP_BRIDGE_CHANNELS,
  DESKTOP_BRIDGE_EVENT_CHANNELS,
  desktopBridgeEventSchemas,
  desktopBridgeResultSchemas,
  type DesktopBridgeApi,
  type DesktopBridgeCallName,
  type DesktopBridgeEventName,
  type DesktopBridgeEventPayload,
} from './desktop-bridge';
import {
  DESKTOP_WINDOW_BRIDGES,
  type DesktopWindowBridgeApi,
  type DesktopWindowKind,
} from './desktop-window-kinds';

export type BridgeInvoke = (channel: string, args: unknown[]) => Promise<unknown>;
/** Listens on an event channel; returns the function that stops listening. */
export type BridgeListen = (channel: string, listener: (payload: unknown) => void) => () => void;

export function createDesktopBridgeApi<K extends DesktopWindowKind>(
  kind: K,
  invoke: BridgeInvoke,
  listen: BridgeListen,
): Readonly<DesktopWindowBridgeApi<K>> {
  const members = allMembers(invoke, listen);
  const picked = Object.fromEntries(
    DESKTOP_WINDOW_BRIDGES[kind].map((name) => [name, members[name]]),
  ) as DesktopWindowBridgeApi<K>;
  return Object.freeze(picked);
}

function allMembers(invoke: BridgeInvoke, listen: BridgeListen): DesktopBridgeApi {
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

  /** One event member: the first listener subscribes over IPC, the last one unsubscribes. */
  const event = <E extends DesktopBridgeEventName>(name: E) => {
    const channels = DESKTOP_BRIDGE_EVENT_CHANNELS[name];
    const listeners = new Set<(payload: DesktopBridgeEventPayload<E>) => void>();
    let stopListening: (() => void) | null = null;
    const dispatch = (payload: unknown) => {
      const parsed = desktopBridgeEventSchemas[name].safeParse(payload);
      if (!parsed.success) return;
      for (const listener of [...listeners]) {
        listener(parsed.data as DesktopBridgeEventPayload<E>);
      }
    };
    return (listener: (payload: DesktopBridgeEventPayload<E>) => void) => {
      listeners.add(listener);
      if (stopListening === null) {
        stopListening = listen(channels.event, dispatch);
        void request(channels.subscribe, []).catch((error: unknown) => {
          console.warn(`Zyno Desktop refused the ${name} subscription.`, error);
        });
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0 || stopListening === null) return;
        stopListening();
        stopListening = null;
        void request(channels.unsubscribe, []).catch(() => undefined);
      };
    };
  };

  const isDevelopment = call('isDevelopment');
  const generateHandshake = call('generateHandshake');
  const launchRegistration = call('launchRegistration');
  const performPostRegistrationTasks = call('performPostRegistrationTasks');
  const hasFingerprintReader = call('hasFingerprintReader');
  const receiptPrinterStatus = call('receiptPrinterStatus');
  const printReceipt = call('printReceipt');
  const openCashDrawer = call('openCashDrawer');

  return {
    isDevelopment: () => isDevelopment(),
    generateHandshake: () => generateHandshake(),
    launchRegistration: () => launchRegistration(),
    performPostRegistrationTasks: async (install) => {
      await performPostRegistrationTasks(install);
    },
    hasFingerprintReader: () => hasFingerprintReader(),
    onFingerprint: event('onFingerprint'),
    receiptPrinterStatus: () => receiptPrinterStatus(),
    printReceipt: async (document) => {
      await printReceipt(document);
    },
    openCashDrawer: async () => {
      await openCashDrawer();
    },
    onBarcodeScan: event('onBarcodeScan'),
  };
}
