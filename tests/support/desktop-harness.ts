// The desktop harness: runs Zyno Desktop's real main-process bridge in Node and exposes it to a
// Playwright page as `window.zynoDesktop`, with the preload's exact shape and IPC path
// (createDesktopBridgeApi → createIpcHandlers → createDesktopBridge), so install-mode flows are
// tested end to end in Chromium without an Electron binary.
import type { Page } from '@playwright/test';
import {
  DESKTOP_BRIDGE_CHANNELS,
  DESKTOP_BRIDGE_GLOBAL,
  type DesktopBridge,
} from '@shared/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop-bridge-api';
import {
  createDesktopBridge,
  type DesktopBridgeDeps,
} from '../../src/main/bridge/create-desktop-bridge';
import { createIpcHandlers } from '../../src/main/bridge/ipc-handlers';
import { isAppUrl } from '../../src/main/security/navigation-policy';

const CALL_BINDING = '__zynoDesktopHarnessCall';

export interface DesktopHarnessOptions {
  /** The origin the bridge trusts, as the real app trusts its own origin. */
  appOrigin: string;
  bridge?: Partial<DesktopBridgeDeps>;
}

export async function installDesktopHarness(
  page: Page,
  options: DesktopHarnessOptions,
): Promise<DesktopBridge> {
  const bridge = createDesktopBridge({ isDevelopment: true, ...options.bridge });
  const handlers = createIpcHandlers(bridge, (url) => isAppUrl(url, options.appOrigin));
  const api = createDesktopBridgeApi(async (channel, args) => {
    const handle = handlers.get(channel);
    if (handle === undefined) throw new Error(`No handler for ${channel}.`);
    return handle({ senderUrl: page.url() }, args);
  });
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>(Object.entries(api));
  await page.exposeFunction(CALL_BINDING, (name: string, args: unknown[]) => {
    const method = methods.get(name);
    if (method === undefined) throw new Error(`zynoDesktop has no method ${name}.`);
    return method(...args);
  });
  await page.addInitScript(
    ({ global, binding, names }) => {
      const call = (
        globalThis as unknown as Record<string, (name: string, args: unknown[]) => Promise<unknown>>
      )[binding];
      const api = Object.fromEntries(
        names.map((name) => [name, (...args: unknown[]) => call?.(name, args)]),
      );
      Object.defineProperty(globalThis, global, { value: Object.freeze(api), enumerable: true });
    },
    {
      global: DESKTOP_BRIDGE_GLOBAL,
      binding: CALL_BINDING,
      names: Object.keys(DESKTOP_BRIDGE_CHANNELS),
    },
  );
  return bridge;
}
