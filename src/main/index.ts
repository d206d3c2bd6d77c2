// Zyno Desktop's main process: lifecycle and wiring only. The one place that creates windows.
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, session, shell } from 'electron';
import { DESKTOP_PRODUCT_NAME } from '@shared/product';
import { readDesktopAppConfig } from './app-config';
import { createDesktopBridge } from './bridge/create-desktop-bridge';
import { registerDesktopBridge } from './ipc';
import { externalUrlToOpen, isAppUrl } from './security/navigation-policy';

const config = readDesktopAppConfig(process.env);
const isAppPage = (url: string) => isAppUrl(url, config.appOrigin);

function openExternally(url: string): void {
  const external = externalUrlToOpen(url);
  if (external !== undefined) void shell.openExternal(external);
}

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    title: DESKTOP_PRODUCT_NAME,
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    show: false,
    webPreferences: {
      preload: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: !app.isPackaged,
    },
  });
  window.once('ready-to-show', () => {
    window.show();
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!isAppPage(url)) {
      event.preventDefault();
      openExternally(url);
    }
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  void window.loadURL(`${config.appOrigin}/`);
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window === undefined) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => {
      event.preventDefault();
    });
  });
  app.on('window-all-closed', () => {
    app.quit();
  });
  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => {
      callback(false);
    });
    registerDesktopBridge(
      ipcMain,
      createDesktopBridge({ isDevelopment: !app.isPackaged }),
      isAppPage,
    );
    createMainWindow();
  });
}
