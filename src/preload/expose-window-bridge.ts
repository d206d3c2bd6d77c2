// Exposes one window kind's bridge to the renderer as `window.zynoDesktop` — and nothing else.
// Only that kind's channels are ever used (the main process checks the same list); everything
// else about IPC stays out of the page's reach.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { DESKTOP_BRIDGE_GLOBAL } from '@shared/desktop/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop/desktop-bridge-api';
import {
  desktopWindowChannels,
  type DesktopWindowKind,
} from '@shared/desktop/desktop-window-kinds';

export function exposeWindowBridge(kind: DesktopWindowKind): void {
  const channels = desktopWindowChannels(kind);
  const allowed = (channel: string): string => {
    if (!channels.has(channel)) {
      throw new Error(`${channel} is not a channel of the ${kind} window's bridge.`);
    }
    return channel;
  };

  contextBridge.exposeInMainWorld(
    DESKTOP_BRIDGE_GLOBAL,
    createDesktopBridgeApi(
      kind,
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
}
