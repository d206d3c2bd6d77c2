// Picks the platform at start: Zyno Desktop's preload exposes its window's bridge as a window
// global. This module and desktop-platform.ts are the only places that touch that global. The
// desktop platform's code (with the bridge's contract) is fetched only when the global is there,
// so a browser starts without it.
import { DESKTOP_BRIDGE_GLOBAL } from '@shared/desktop/desktop-bridge-global';
import type { Platform } from './platform';
import { createWebPlatform } from './web-platform';

/** Whether Zyno Desktop's preload put its bridge on `target` (telling nothing of its shape). */
export function hasDesktopBridge(target: object = window): boolean {
  return Reflect.get(target, DESKTOP_BRIDGE_GLOBAL) !== undefined;
}

export async function detectPlatform(target: object = window): Promise<Platform> {
  const bridge: unknown = Reflect.get(target, DESKTOP_BRIDGE_GLOBAL);
  if (bridge === undefined) return createWebPlatform();
  const { createDesktopPlatform, isDesktopBridge } = await import('./desktop-platform');
  return isDesktopBridge(bridge) ? createDesktopPlatform(bridge) : createWebPlatform();
}
