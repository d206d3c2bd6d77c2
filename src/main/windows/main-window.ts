// The station's main window: the web app at the app origin, hardened, optionally in kiosk mode
// (ZYNO_KIOSK=1) for point-of-sale stations. Navigation guards are attached to every webContents
// in index.ts, so this window and its children share them.
import type { BrowserWindow } from 'electron';
import { DESKTOP_PRODUCT_NAME } from '@shared/product';
import { createHardenedWindow, type HardenedWindowContext } from './hardened-window';

export interface MainWindowOptions extends HardenedWindowContext {
  appOrigin: string;
  kiosk: boolean;
}

export function createMainWindow({
  appOrigin,
  kiosk,
  ...context
}: MainWindowOptions): BrowserWindow {
  const window = createHardenedWindow(
    'main',
    {
      title: DESKTOP_PRODUCT_NAME,
      width: 1280,
      height: 800,
      minWidth: 800,
      minHeight: 600,
      show: false,
      // Kiosk: full screen without window chrome, and no menu to leave by.
      kiosk,
      fullscreen: kiosk,
      autoHideMenuBar: true,
    },
    context,
  );
  if (kiosk || context.isPackaged) window.removeMenu();
  window.once('ready-to-show', () => {
    window.show();
  });
  window.loadURL(`${appOrigin}/`).catch((error: unknown) => {
    console.error(`Zyno Desktop: could not load ${appOrigin}/.`, error);
  });
  return window;
}

/** A second launch brings the running station's window forward instead. */
export function focusWindow(window: BrowserWindow | undefined): void {
  if (window === undefined || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
