// The desktop bridge contract: what Zyno Desktop's main process offers the renderer through the
// preload as `window.zynoDesktop` (spec §7 "Desktop bridge calls"). Channel names are namespaced
// constants; every IPC request and result is plain data, parsed on both sides.
import * as z from 'zod/mini';
import { fingerprintEventSchema, type FingerprintEvent } from './fingerprint-event';
import {
  barcodeScanSchema,
  receiptPrinterStatusSchema,
  type BarcodeScan,
  type ReceiptPrinterStatus,
} from './station-hardware';
import { handshakeSchema, type Handshake } from '../installs/handshake';
import { detectedInstallSchema } from '../installs/installs';
import { receiptDocumentSchema, type ReceiptDocument } from '../sales/receipt';

export { DESKTOP_BRIDGE_GLOBAL } from './desktop-bridge-global';

/** The request/answer calls (ipcRenderer.invoke → ipcMain.handle), one channel each. */
export const DESKTOP_BRIDGE_CHANNELS = {
  isDevelopment: 'zyno:bridge:is-development',
  generateHandshake: 'zyno:bridge:generate-handshake',
  launchRegistration: 'zyno:bridge:launch-registration',
  performPostRegistrationTasks: 'zyno:bridge:perform-post-registration-tasks',
  hasFingerprintReader: 'zyno:bridge:has-fingerprint-reader',
  receiptPrinterStatus: 'zyno:bridge:receipt-printer:status',
  printReceipt: 'zyno:bridge:receipt-printer:print',
  openCashDrawer: 'zyno:bridge:receipt-printer:open-drawer',
} as const;
export type DesktopBridgeChannel =
  (typeof DESKTOP_BRIDGE_CHANNELS)[keyof typeof DESKTOP_BRIDGE_CHANNELS];
export type DesktopBridgeCallName = keyof typeof DESKTOP_BRIDGE_CHANNELS;

/**
 * The events (the spec's 'fingerprint', and barcode scans): a renderer subscribes (invoke, no
 * arguments, answers the usual tagged result with `null`), then main pushes each event on `event`
 * to that renderer only, until it unsubscribes, navigates away or closes. One subscription per
 * renderer and event, however many listeners its page holds.
 */
export const DESKTOP_BRIDGE_EVENT_CHANNELS = {
  onFingerprint: {
    subscribe: 'zyno:bridge:fingerprint:subscribe',
    unsubscribe: 'zyno:bridge:fingerprint:unsubscribe',
    event: 'zyno:bridge:fingerprint:event',
  },
  onBarcodeScan: {
    subscribe: 'zyno:bridge:barcode-scan:subscribe',
    unsubscribe: 'zyno:bridge:barcode-scan:unsubscribe',
    event: 'zyno:bridge:barcode-scan:event',
  },
} as const;
export type DesktopBridgeEventName = keyof typeof DESKTOP_BRIDGE_EVENT_CHANNELS;
export const DESKTOP_BRIDGE_EVENT_NAMES = Object.keys(
  DESKTOP_BRIDGE_EVENT_CHANNELS,
) as DesktopBridgeEventName[];
export const DESKTOP_BRIDGE_FINGERPRINT_CHANNELS = DESKTOP_BRIDGE_EVENT_CHANNELS.onFingerprint;

export function isDesktopBridgeEventName(name: string): name is DesktopBridgeEventName {
  return Object.hasOwn(DESKTOP_BRIDGE_EVENT_CHANNELS, name);
}

/** Each event's payload schema: the renderer side drops anything outside it. */
export const desktopBridgeEventSchemas = {
  onFingerprint: fingerprintEventSchema,
  onBarcodeScan: barcodeScanSchema,
} as const satisfies Record<DesktopBridgeEventName, z.ZodMiniType>;
export type DesktopBridgeEventPayload<E extends DesktopBridgeEventName> = z.infer<
  (typeof desktopBridgeEventSchemas)[E]
>;

/** Spec §3 Install as the desktop stores it after registration: id, tenantId, tenantName. */
export const desktopInstallSchema = z.strictObject(detectedInstallSchema.shape);
export type DesktopInstall = z.infer<typeof desktopInstallSchema>;

export const registrationOutcomeSchema = z.strictObject({
  outcome: z.enum(['registered', 'cancelled']),
});
export type RegistrationOutcome = z.infer<typeof registrationOutcomeSchema>;

/** Argument schemas, one per call: main parses every request against these. */
export const desktopBridgeArgumentSchemas = {
  isDevelopment: z.tuple([]),
  generateHandshake: z.tuple([]),
  launchRegistration: z.tuple([]),
  performPostRegistrationTasks: z.tuple([desktopInstallSchema]),
  hasFingerprintReader: z.tuple([]),
  receiptPrinterStatus: z.tuple([]),
  printReceipt: z.tuple([receiptDocumentSchema]),
  openCashDrawer: z.tuple([]),
} as const satisfies Record<DesktopBridgeCallName, z.ZodMiniType<unknown[]>>;

/** Result schemas, one per call: the renderer side parses every answer against these. */
export const desktopBridgeResultSchemas = {
  isDevelopment: z.boolean(),
  generateHandshake: handshakeSchema,
  launchRegistration: registrationOutcomeSchema,
  performPostRegistrationTasks: z.null(),
  hasFingerprintReader: z.boolean(),
  receiptPrinterStatus: receiptPrinterStatusSchema,
  printReceipt: z.null(),
  openCashDrawer: z.null(),
} as const satisfies Record<DesktopBridgeCallName, z.ZodMiniType>;

export type BridgeResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** The envelope of every IPC answer; the value inside is parsed per channel. */
export const bridgeResultEnvelopeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);

/**
 * Every member `window.zynoDesktop` can have. Each window gets only its kind's part of it
 * (desktop-window-kinds.ts): the main window cannot report a registration, for instance.
 */
export interface DesktopBridgeApi {
  // Function-valued members, not methods: contextBridge hands the page standalone functions.
  isDevelopment: () => Promise<boolean>;
  /** A fresh signed, timestamped, single-use handshake (src/shared/installs/handshake.ts shape). */
  generateHandshake: () => Promise<Handshake>;
  /** Opens the registration window (/zd/register); resolves when it completes or is closed. */
  launchRegistration: () => Promise<RegistrationOutcome>;
  /**
   * Called by /zd/register after POST /installs succeeded: main stores the install, closes the
   * registration window and resolves the pending launchRegistration with 'registered'.
   */
  performPostRegistrationTasks: (install: DesktopInstall) => Promise<void>;
  hasFingerprintReader: () => Promise<boolean>;
  /**
   * The spec's 'fingerprint' event: subscribe; returns an unsubscribe function. Capturing runs
   * only while at least one renderer is subscribed.
   */
  onFingerprint: (listener: (event: FingerprintEvent) => void) => () => void;
  /** Whether the station's ESC/POS receipt printer is attached, and its name. */
  receiptPrinterStatus: () => Promise<ReceiptPrinterStatus>;
  /** Prints the receipt as ESC/POS (and pulses the drawer when it says `kickDrawer`). */
  printReceipt: (document: ReceiptDocument) => Promise<void>;
  /** Pulses the cash drawer open (a no-sale open). */
  openCashDrawer: () => Promise<void>;
  /** Scans from USB HID point-of-sale scanners, whatever has focus; returns the unsubscribe. */
  onBarcodeScan: (listener: (scan: BarcodeScan) => void) => () => void;
}

/** The calls main answers, each invoked with already-validated arguments. */
export type DesktopBridgeCalls = {
  [K in DesktopBridgeCallName]: (
    ...args: z.infer<(typeof desktopBridgeArgumentSchemas)[K]>
  ) => Promise<z.infer<(typeof desktopBridgeResultSchemas)[K]>>;
};

/** What main implements: the calls, and the events every subscribed renderer shares. */
export type DesktopBridge = DesktopBridgeCalls & {
  [E in DesktopBridgeEventName]: (
    listener: (payload: DesktopBridgeEventPayload<E>) => void,
  ) => () => void;
};
