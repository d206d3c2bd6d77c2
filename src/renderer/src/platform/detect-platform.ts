// Picks the platform at start: Zyno Desktop's preload exposes its bridge as a window global.
// This module and desktop-platform.ts are the only places that touch that global.
import {
  DESKTOP_BRIDGE_CHANNELS,
  DESKTOP_BRIDGE_GLOBAL,
  type DesktopBridgeApi,
} from '@shared/desktop/desktop-bridge';
import { createDesktopPlatform } from './desktop-platform';
import type { Platform } from './platform';
import { createWebPlatform } from './web-platform';

const BRIDGE_METHODS = [...Object.keys(DESKTOP_BRIDGE_CHANNELS), 'onFingerprint'];

/** A bridge of this build's shape: every call of the contract is there. */
function isDesktopBridge(value: unknown): value is DesktopBridgeApi {
  if (typeof value !== 'object' || value === null) return false;
  return BRIDGE_METHODS.every((name) => typeof Reflect.get(value, name) === 'function');
}

export function detectPlatform(target: object = window): Platform {
  const bridge: unknown = Reflect.get(target, DESKTOP_BRIDGE_GLOBAL);
  return isDesktopBridge(bridge) ? createDesktopPlatform(bridge) : createWebPlatform();
}
