// Which bridge each Zyno Desktop window gets (small windows get small bridges): the one list the
// preloads build `window.zynoDesktop` from and the main process checks every request against.
import {
  DESKTOP_BRIDGE_CHANNELS,
  DESKTOP_BRIDGE_EVENT_CHANNELS,
  isDesktopBridgeEventName,
  type DesktopBridgeApi,
} from './desktop-bridge';

type DesktopBridgeMember = keyof DesktopBridgeApi;

/** Per window kind, the members of `window.zynoDesktop` its page gets, in this order. */
export const DESKTOP_WINDOW_BRIDGES = {
  /**
   * The station's window: the web app (detection, station sign-in, fingerprints, footer, and the
   * point of sale's receipt printer, cash drawer and barcode scanners).
   */
  main: [
    'isDevelopment',
    'generateHandshake',
    'launchRegistration',
    'hasFingerprintReader',
    'onFingerprint',
    'receiptPrinterStatus',
    'printReceipt',
    'openCashDrawer',
    'onBarcodeScan',
  ],
  /** /zd/register: registers this station with its handshake, then reports back. */
  registration: ['generateHandshake', 'hasFingerprintReader', 'performPostRegistrationTasks'],
} as const satisfies Record<string, readonly DesktopBridgeMember[]>;

export type DesktopWindowKind = keyof typeof DESKTOP_WINDOW_BRIDGES;

/** What a page of window kind K sees as `window.zynoDesktop`; a union of shapes for a union K. */
export type DesktopWindowBridgeApi<K extends DesktopWindowKind> = K extends DesktopWindowKind
  ? Pick<DesktopBridgeApi, (typeof DESKTOP_WINDOW_BRIDGES)[K][number]>
  : never;

/** The IPC channels behind one member: a call has one; an event has three. */
function channelsOf(member: DesktopBridgeMember): readonly string[] {
  return isDesktopBridgeEventName(member)
    ? Object.values(DESKTOP_BRIDGE_EVENT_CHANNELS[member])
    : [DESKTOP_BRIDGE_CHANNELS[member]];
}

/** Every IPC channel a window of this kind may use; the preload and main refuse the rest. */
export function desktopWindowChannels(kind: DesktopWindowKind): ReadonlySet<string> {
  return new Set(DESKTOP_WINDOW_BRIDGES[kind].flatMap(channelsOf));
}
