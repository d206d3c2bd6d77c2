// The platform inside Zyno Desktop, over the preload's bridge; every answer is parsed with the
// bridge contract's schema, as nothing crossing IPC is trusted blindly.
import { desktopBridgeResultSchemas, type DesktopBridgeApi } from '@shared/desktop-bridge';
import type { Platform } from './platform';

export function createDesktopPlatform(bridge: DesktopBridgeApi): Platform {
  return {
    kind: 'desktop',
    idleTimeoutMs: 90_000,
    isDevelopment: async () =>
      desktopBridgeResultSchemas.isDevelopment.parse(await bridge.isDevelopment()),
    // The bridge's reader call arrives with Zyno Desktop's main process (issue 5).
    hasFingerprintReader: () => Promise.resolve(false),
  };
}
