// The desktop bridge: what the main process offers the renderer. A plain object with no
// electron import, so tests and the desktop harness run the real thing in Node.
import type { DesktopBridge } from '@shared/desktop-bridge';

export interface DesktopBridgeDeps {
  /** True when running from source (unpackaged) rather than an installed build. */
  isDevelopment: boolean;
}

export function createDesktopBridge(deps: DesktopBridgeDeps): DesktopBridge {
  return {
    isDevelopment: () => Promise.resolve(deps.isDevelopment),
  };
}
