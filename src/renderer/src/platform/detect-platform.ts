// Picks the platform at start: Zyno Desktop's preload exposes its bridge as a window global.
// This module and desktop-platform.ts are the only places that touch that global.
import { DESKTOP_BRIDGE_GLOBAL, type DesktopBridgeApi } from '@shared/desktop-bridge';
import { createDesktopPlatform } from './desktop-platform';
import type { Platform } from './platform';
import { createWebPlatform } from './web-platform';

function isDesktopBridge(value: unknown): value is DesktopBridgeApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Record<keyof DesktopBridgeApi, unknown>>).isDevelopment === 'function'
  );
}

export function detectPlatform(target: object = window): Platform {
  const bridge: unknown = Reflect.get(target, DESKTOP_BRIDGE_GLOBAL);
  return isDesktopBridge(bridge) ? createDesktopPlatform(bridge) : createWebPlatform();
}
