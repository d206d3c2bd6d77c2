// Which bridge each Zyno Desktop window gets (small windows get small bridges): the one list the
// preloads build `window.zynoDesktop` from and the main process checks every request against.
import {
  DESKTOP_BRIDGE_CHANNELS,
  DESKTOP_BRIDGE_FINGERPRINT_CHANNELS,
  type DesktopBridgeApi,
} from './desktop-bridge';

type DesktopBridgeMember = keyof DesktopBridgeApi;

/** Per window kind, the members of `window.zynoDesktop` its page gets, in this order. */
export const DESKTOP_WINDOW_BRIDGES = {
  /** The station's window: the web app (detection, station sign-in, fingerprints, footer). */
  main: [
    'isDevelopment',
    'generateHandshake',
    'launchRegistration',
    'hasFingerprintReader',
    'onFingerprint',
  ],
  /** /zd/register: registers this station with its handshake, then reports back. */
  registration: ['generateHandshake', 'hasFingerprintReader', 'performPostRegistrationTasks'],
} as const satisfies Record<string, readonly DesktopBridgeMember[]>;

export type DesktopWindowKind = keyof typeof DESKTOP_WINDOW_BRIDGES;

/** What a page of window kind K sees as `window.zynoDesktop`; a union of shapes for a union K. */
export type DesktopWindowBridgeApi<K extends DesktopWindowKind> = K extends DesktopWindowKind
  ? Pick<DesktopBridgeApi, (typeof DESKTOP_WINDOW_BRIDGES)[K][number]>
  : never;

/** The IPC channels behind one member: a call has one; the fingerprint event has three. */
function channelsOf(member: DesktopBridgeMember): readonly string[] {
  return member === 'onFingerprint'
    ? Object.values(DESKTOP_BRIDGE_FINGERPRINT_CHANNELS)
    : [DESKTOP_BRIDGE_CHANNELS[member]];
}

/** Every IPC channel a window of this kind may use; the preload and main refuse the rest. */
export function desktopWindowChannels(kind: DesktopWindowKind): ReadonlySet<string> {
  return new Set(DESKTOP_WINDOW_BRIDGES[kind].flatMap(channelsOf));
}
