// Picks the platform at start: Zyno Desktop's preload exposes its window's bridge as a window
// global. This module and desktop-platform.ts are the only places that touch that global.
import { DESKTOP_BRIDGE_GLOBAL } from '@shared/desktop/desktop-bridge';
import { DESKTOP_WINDOW_BRIDGES } from '@shared/desktop/desktop-window-kinds';
import { createDesktopPlatform, type DesktopWindowBridge } from './desktop-platform';
import type { Platform } from './platform';
import { createWebPlatform } from './web-platform';

/** A bridge of this build's shape: every member of one window kind's bridge is there. */
function isDesktopBridge(value: unknown): value is DesktopWindowBridge {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(DESKTOP_WINDOW_BRIDGES).some((members) =>
    members.every((name) => typeof Reflect.get(value, name) === 'function'),
  );
}

export function detectPlatform(target: object = window): Platform {
  const bridge: unknown = Reflect.get(target, DESKTOP_BRIDGE_GLOBAL);
  return isDesktopBridge(bridge) ? createDesktopPlatform(bridge) : createWebPlatform();
}
