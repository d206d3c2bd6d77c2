// The platform inside Zyno Desktop, over the preload's bridge; every answer and event is parsed
// with the bridge contract's schema, as nothing crossing IPC is trusted blindly. Each window gets
// only its kind's part of the bridge (the registration window: a handshake, the reader question
// and the report back), so a call this window's bridge lacks fails saying so, and the station
// hardware (receipt printer, barcode scans) is there only when the window's bridge has it.
import {
  desktopBridgeEventSchemas,
  desktopBridgeResultSchemas,
  type DesktopBridgeApi,
  type DesktopBridgeEventName,
  type DesktopBridgeEventPayload,
} from '@shared/desktop/desktop-bridge';
import { DESKTOP_WINDOW_BRIDGES } from '@shared/desktop/desktop-window-kinds';
import type { DesktopServices, Platform, ReceiptPrinterService } from './platform';

/** Spec §9: the desktop client's idle threshold, 1.5 minutes. */
const DESKTOP_IDLE_TIMEOUT_MS = 90_000;

/** Any window kind's bridge: some of DesktopBridgeApi's members. */
export type DesktopWindowBridge = Partial<DesktopBridgeApi>;

/** A bridge of this build's shape: every member of one window kind's bridge is there. */
export function isDesktopBridge(value: unknown): value is DesktopWindowBridge {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(DESKTOP_WINDOW_BRIDGES).some((members) =>
    members.every((name) => typeof Reflect.get(value, name) === 'function'),
  );
}

export function createDesktopPlatform(bridge: DesktopWindowBridge): Platform {
  const results = desktopBridgeResultSchemas;
  const member = <N extends keyof DesktopBridgeApi>(name: N): DesktopBridgeApi[N] => {
    const found = bridge[name];
    if (found === undefined) throw new Error(`This Zyno Desktop window's bridge has no ${name}.`);
    return found;
  };
  return {
    kind: 'desktop',
    idleTimeoutMs: DESKTOP_IDLE_TIMEOUT_MS,
    isDevelopment: async () => results.isDevelopment.parse(await member('isDevelopment')()),
    hasFingerprintReader: async () =>
      results.hasFingerprintReader.parse(await member('hasFingerprintReader')()),
    desktop: {
      generateHandshake: async () =>
        results.generateHandshake.parse(await member('generateHandshake')()),
      launchRegistration: async () =>
        results.launchRegistration.parse(await member('launchRegistration')()),
      performPostRegistrationTasks: async (install) => {
        await member('performPostRegistrationTasks')(install);
      },
      onFingerprint: (listener) => parsedEvents(member('onFingerprint'), 'onFingerprint', listener),
      ...stationHardware(bridge),
    },
  };
}

/** The receipt printer and barcode scans, when this window's bridge offers them. */
function stationHardware(
  bridge: DesktopWindowBridge,
): Pick<DesktopServices, 'receiptPrinter' | 'onBarcodeScan'> {
  const { receiptPrinterStatus, printReceipt, openCashDrawer, onBarcodeScan } = bridge;
  const results = desktopBridgeResultSchemas;
  const receiptPrinter: ReceiptPrinterService | undefined =
    receiptPrinterStatus === undefined || printReceipt === undefined || openCashDrawer === undefined
      ? undefined
      : {
          status: async () => results.receiptPrinterStatus.parse(await receiptPrinterStatus()),
          print: (document) => printReceipt(document),
          openDrawer: () => openCashDrawer(),
        };
  return {
    ...(receiptPrinter === undefined ? {} : { receiptPrinter }),
    ...(onBarcodeScan === undefined
      ? {}
      : {
          onBarcodeScan: (listener) => parsedEvents(onBarcodeScan, 'onBarcodeScan', listener),
        }),
  };
}

const EVENT_LABELS: Record<DesktopBridgeEventName, string> = {
  onFingerprint: 'a fingerprint event',
  onBarcodeScan: 'a barcode scan',
};

/** Subscribes through the bridge, passing on only payloads the contract accepts. */
function parsedEvents<E extends DesktopBridgeEventName>(
  subscribe: (listener: (payload: DesktopBridgeEventPayload<E>) => void) => () => void,
  name: E,
  listener: (payload: DesktopBridgeEventPayload<E>) => void,
): () => void {
  return subscribe((payload: unknown) => {
    const parsed = desktopBridgeEventSchemas[name].safeParse(payload);
    if (parsed.success) listener(parsed.data as DesktopBridgeEventPayload<E>);
    else console.warn(`Zyno Desktop sent ${EVENT_LABELS[name]} outside the contract.`, payload);
  });
}
