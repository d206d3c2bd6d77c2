// Zyno Desktop's main process: lifecycle and wiring only. The one place that creates windows.
import { fileURLToPath } from 'node:url';
import { app, ipcMain, net, session, type BrowserWindow } from 'electron';
import { readDesktopAppConfig } from './app-config';
import { createDesktopBridge } from './bridge/create-desktop-bridge';
import { loadOrCreateInstallKeys } from './bridge/install-keys';
import { createRegistration } from './bridge/registration';
import { createWindowKinds } from './bridge/window-kinds';
import type { KeyValueStore } from './bridge/key-value-store';
import { startMainErrorReporting } from './error-reporting';
import { createDesktopFingerprintSource } from './fingerprint-reader';
import { createVirtualTouchKeys } from './virtual-touch-keys';
import { registerDesktopBridge } from './ipc';
import { createAppProtocolHandler } from './security/app-protocol';
import { loadAppRuntimeConfig } from './security/app-runtime-config';
import { contentSecurityPolicy } from './security/content-security-policy';
import { isAppUrl } from './security/navigation-policy';
import {
  hardenSession,
  registerAppSchemeAsPrivileged,
  serveAppProtocol,
} from './security/session-hardening';
import { guardWebContents } from './security/web-contents-guard';
import { openStationHardware } from './station-hardware/station-hardware';
import { openDesktopStores } from './stores';
import { startAutoUpdates } from './updater';
import { createMainWindow, focusWindow } from './windows/main-window';
import { registrationWindowOpener } from './windows/registration-window';

const RENDERER_DIR = fileURLToPath(new URL('../renderer', import.meta.url));

const config = readDesktopAppConfig(process.env);
const isAppPage = (url: string) => isAppUrl(url, config.appOrigin);
const warn = (message: string) => {
  console.warn(`Zyno Desktop: ${message}`);
};
let mainWindow: BrowserWindow | undefined;
/** Open once the app is ready; error reports read the registered install from it. */
let settings: KeyValueStore | null = null;
startMainErrorReporting(config.sentryDsn, () => settings);

async function start(): Promise<void> {
  const { defaultSession } = session;
  hardenSession(defaultSession, isAppPage);
  if (config.renderer === 'app') {
    serveAppProtocol(
      defaultSession,
      createAppProtocolHandler({
        rendererDir: RENDERER_DIR,
        contentSecurityPolicy: (runtime) =>
          contentSecurityPolicy({
            serverOrigin: config.serverOrigin,
            replayIngestPoint: runtime?.sessionReplay.ingestPoint ?? null,
            avatarUrls:
              runtime === null ? [] : [runtime.avatars.contentUrl, runtime.avatars.emailHashUrl],
          }),
        loadRuntimeConfig: () =>
          loadAppRuntimeConfig({
            serverOrigin: config.serverOrigin,
            errorReportingDsn: config.sentryDsn,
            fetch: (url, init) => net.fetch(url, init),
            warn,
          }),
        warn,
      }),
    );
  }

  // Which window is which kind, recorded as each is created: the bridge answers by it.
  const windowKinds = createWindowKinds();
  const stores = openDesktopStores();
  settings = stores.settings;
  // One reader, owned here; turned off when the app quits so the device is left idle.
  const readerSource = createDesktopFingerprintSource(config.fingerprintReader);
  // The receipt printer and barcode scanners, owned here like the reader.
  const hardware = await openStationHardware(config, warn);
  app.once('will-quit', () => {
    void readerSource.shutdown();
    void hardware.shutdown();
  });
  const registration = createRegistration(
    registrationWindowOpener({
      appOrigin: config.appOrigin,
      isPackaged: app.isPackaged,
      windowKinds,
      parent: () => mainWindow,
    }),
    stores.settings,
  );
  registerDesktopBridge(
    ipcMain,
    createDesktopBridge({
      isDevelopment: !app.isPackaged,
      installKeys: loadOrCreateInstallKeys(stores.secrets),
      registration,
      fingerprints: readerSource,
      receiptPrinter: hardware.receiptPrinter,
      barcodeScans: hardware.barcodeScans,
    }),
    isAppPage,
    windowKinds,
  );

  mainWindow = createMainWindow({
    appOrigin: config.appOrigin,
    kiosk: config.kiosk,
    isPackaged: app.isPackaged,
    windowKinds,
  });
  mainWindow.once('closed', () => {
    mainWindow = undefined;
  });
  if (config.fingerprintReader === 'virtual') {
    const virtualTouchFor = createVirtualTouchKeys();
    mainWindow.webContents.on('before-input-event', (event, input) => {
      const touch = virtualTouchFor(input);
      if (touch !== null && readerSource.touchVirtual(touch.fingerSeed, touch.impressionIndex)) {
        event.preventDefault();
      }
    });
  }

  startAutoUpdates({
    feedUrl: config.updateUrl,
    isPackaged: app.isPackaged,
    window: () => mainWindow,
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Before 'ready': every renderer sandboxed, and app:// known as a secure standard scheme.
  app.enableSandbox();
  registerAppSchemeAsPrivileged();
  app.on('web-contents-created', (_event, contents) => {
    guardWebContents(contents, config.appOrigin);
  });
  app.on('second-instance', () => {
    focusWindow(mainWindow);
  });
  app.on('window-all-closed', () => {
    app.quit();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('Zyno Desktop could not start.', error);
      app.exit(1);
    });
}
