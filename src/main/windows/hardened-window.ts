// The one place Zyno Desktop constructs a BrowserWindow: isolated, sandboxed, no Node, web
// security on, the preload of the window's kind, DevTools only when running from source. The
// preferences are written out here rather than passed in, so neither a caller nor a scanner has to
// guess them. Each window's kind is recorded as it is created: the bridge answers by it.
import { fileURLToPath } from 'node:url';
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import type { DesktopWindowKind } from '@shared/desktop/desktop-window-kinds';
import type { WindowKinds } from '../bridge/window-kinds';

/** One bundled preload per window kind (electron.vite.config.ts), exposing that kind's bridge. */
const PRELOADS: Record<DesktopWindowKind, string> = {
  main: fileURLToPath(new URL('../preload/main-window.cjs', import.meta.url)),
  registration: fileURLToPath(new URL('../preload/registration-window.cjs', import.meta.url)),
};

/** Zyno's icon for the title bar and task bar (build/electron-builder.yml packs it with out/). */
const APP_ICON = fileURLToPath(new URL('../../resources/icon.png', import.meta.url));

export type HardenedWindowOptions = Omit<BrowserWindowConstructorOptions, 'webPreferences'>;

export interface HardenedWindowContext {
  isPackaged: boolean;
  windowKinds: Pick<WindowKinds, 'register' | 'forget'>;
}

export function createHardenedWindow(
  kind: DesktopWindowKind,
  options: HardenedWindowOptions,
  { isPackaged, windowKinds }: HardenedWindowContext,
): BrowserWindow {
  const window = new BrowserWindow({
    ...options,
    icon: APP_ICON,
    webPreferences: {
      preload: PRELOADS[kind],
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      // Middle-click would be one more way to ask for a new window; none is ever needed.
      disableBlinkFeatures: 'Auxclick',
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: !isPackaged,
    },
  });
  const { id } = window.webContents;
  windowKinds.register(id, kind);
  window.webContents.once('destroyed', () => {
    windowKinds.forget(id);
  });
  return window;
}
