// Registers the desktop bridge with ipcMain, once.
import type { IpcMain } from 'electron';
import type { DesktopBridge } from '@shared/desktop-bridge';
import { createIpcHandlers } from './bridge/ipc-handlers';

let registered = false;

export function registerDesktopBridge(
  ipcMain: IpcMain,
  bridge: DesktopBridge,
  isTrustedSender: (senderUrl: string) => boolean,
): void {
  if (registered) throw new Error('The desktop bridge is already registered.');
  registered = true;
  for (const [channel, handle] of createIpcHandlers(bridge, isTrustedSender)) {
    ipcMain.handle(channel, (event, ...args: unknown[]) =>
      handle({ senderUrl: event.senderFrame?.url }, args),
    );
  }
}
