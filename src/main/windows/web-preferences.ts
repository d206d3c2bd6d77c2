// The one set of webPreferences every Zyno Desktop window uses: isolated, sandboxed, no Node,
// web security on, the bridge's preload, DevTools only when running from source.
import { fileURLToPath } from 'node:url';
import type { WebPreferences } from 'electron';

const PRELOAD = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));

export function hardenedWebPreferences({ isPackaged }: { isPackaged: boolean }): WebPreferences {
  return {
    preload: PRELOAD,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    devTools: !isPackaged,
  };
}
