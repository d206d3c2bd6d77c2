// The one place Zyno Desktop constructs a BrowserWindow: isolated, sandboxed, no Node, web
// security on, the bridge's preload, DevTools only when running from source. The preferences are
// written out here rather than passed in, so neither a caller nor a scanner has to guess them.
import { fileURLToPath } from 'node:url';
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';

const PRELOAD = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));

export type HardenedWindowOptions = Omit<BrowserWindowConstructorOptions, 'webPreferences'>;

export function createHardenedWindow(
  options: HardenedWindowOptions,
  { isPackaged }: { isPackaged: boolean },
): BrowserWindow {
  return new BrowserWindow({
    ...options,
    webPreferences: {
      preload: PRELOAD,
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
}
