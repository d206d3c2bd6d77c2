// Exposes the desktop bridge to the renderer as `window.zynoDesktop` — and nothing else. Only the
// contract's channels are ever used; everything else about IPC stays out of the page's reach.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { DESKTOP_BRIDGE_ALL_CHANNELS, DESKTOP_BRIDGE_GLOBAL } from '@shared/desktop/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop/desktop-bridge-api';

function allowed(channel: string): string {
  if (!DESKTOP_BRIDGE_ALL_CHANNELS.includes(channel)) {
    throw new Error(`${channel} is not a desktop bridge channel.`);
  }
  return channel;
}

contextBridge.exposeInMainWorld(
  DESKTOP_BRIDGE_GLOBAL,
  createDesktopBridgeApi(
    (channel, args) => ipcRenderer.invoke(allowed(channel), ...args),
    (channel, listener) => {
      const handler = (_event: IpcRendererEvent, payload: unknown) => {
        listener(payload);
      };
      ipcRenderer.on(allowed(channel), handler);
      return () => {
        ipcRenderer.removeListener(channel, handler);
      };
    },
  ),
);
