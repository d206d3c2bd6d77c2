// Auto-update with electron-updater from a generic feed (ZYNO_UPDATE_URL: a folder holding
// latest.yml and the installers, docs/desktop.md "Updates"). Off when no feed is configured.
// The decisions live in update-controller.ts, the feed and verification in
// electron-updater-source.ts; this file only hands them electron-updater's autoUpdater and the
// restart dialog.
import { dialog, type BrowserWindow } from 'electron';
import electronUpdater from 'electron-updater';
import { DESKTOP_PRODUCT_NAME } from '@shared/product';
import { createElectronUpdaterSource } from './electron-updater-source';
import { createUpdateController, type UpdateController } from './update-controller';

export interface AutoUpdateOptions {
  feedUrl: string | null;
  isPackaged: boolean;
  /** The window the restart question belongs to. */
  window: () => BrowserWindow | undefined;
}

const log = {
  info: (message: string) => {
    console.info(`Zyno Desktop updates: ${message}`);
  },
  warn: (message: string, error?: unknown) => {
    console.warn(`Zyno Desktop updates: ${message}`, error ?? '');
  },
  error: (message: string) => {
    console.error(`Zyno Desktop updates: ${message}`);
  },
};

export function startAutoUpdates({
  feedUrl,
  isPackaged,
  window,
}: AutoUpdateOptions): UpdateController | null {
  if (feedUrl === null) {
    log.info('off (no ZYNO_UPDATE_URL).');
    return null;
  }
  // electron-updater is CommonJS: its named export is reached through the default one.
  const controller = createUpdateController({
    source: createElectronUpdaterSource(electronUpdater.autoUpdater, { feedUrl, isPackaged, log }),
    askToRestart: (version) => askToRestart(window(), version),
    log,
  });
  controller.start();
  return controller;
}

async function askToRestart(
  window: BrowserWindow | undefined,
  version: string,
): Promise<'restart-now' | 'later'> {
  const options: Electron.MessageBoxOptions = {
    type: 'info',
    title: DESKTOP_PRODUCT_NAME,
    message: `${DESKTOP_PRODUCT_NAME} ${version} is ready to install.`,
    detail: `Restart now to use it, or keep working: it installs the next time ${DESKTOP_PRODUCT_NAME} closes.`,
    buttons: ['Restart now', 'Later'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
  const usable = window !== undefined && !window.isDestroyed();
  const { response } = usable
    ? await dialog.showMessageBox(window, options)
    : await dialog.showMessageBox(options);
  return response === 0 ? 'restart-now' : 'later';
}
