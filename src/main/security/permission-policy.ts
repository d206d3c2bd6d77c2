// Which web permissions Zyno Desktop's pages get. The web app needs no camera, microphone,
// location, notifications, clipboard, USB/HID/serial (the fingerprint reader belongs to the
// main process), fullscreen (kiosk mode is set by main) or anything else a browser asks the user
// about — so every request and every check is answered "no", with one exception below.
// Electron-free: security/session-hardening.ts applies it to the session.

/**
 * Local Network Access: Chromium asks before a page reaches a loopback or private-network
 * address. A point-of-sale station's server often lives on the shop's network (or on the station
 * itself, 127.0.0.1), so the app's own pages may reach it; nothing else may.
 */
const LOCAL_NETWORK_PERMISSIONS: ReadonlySet<string> = new Set([
  'local-network-access',
  'local-network',
  'loopback-network',
]);

export function isPermissionGranted(
  permission: string,
  requestingUrl: string | undefined,
  isAppPage: (url: string) => boolean,
): boolean {
  if (!LOCAL_NETWORK_PERMISSIONS.has(permission)) return false;
  return requestingUrl !== undefined && isAppPage(requestingUrl);
}
