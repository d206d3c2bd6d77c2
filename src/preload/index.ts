// Exposes the desktop bridge to the renderer as `window.zynoDesktop` — and nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_BRIDGE_GLOBAL } from '@shared/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop-bridge-api';

contextBridge.exposeInMainWorld(
  DESKTOP_BRIDGE_GLOBAL,
  createDesktopBridgeApi((channel, args) => ipcRenderer.invoke(channel, ...args)),
);
