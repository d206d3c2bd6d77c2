// Registers the desktop bridge with ipcMain, once: each call's handler (sender check — origin and
// window kind — and argument parsing in bridge/ipc-handlers.ts) and each event's subscribe /
// unsubscribe (fingerprints, barcode scans), with a renderer's subscriptions dropped when it
// navigates, crashes or closes.
import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import {
  DESKTOP_BRIDGE_EVENT_CHANNELS,
  DESKTOP_BRIDGE_EVENT_NAMES,
  type DesktopBridge,
} from '@shared/desktop/desktop-bridge';
import { createBridgeEventSubscriptions } from './bridge/event-subscriptions';
import { createIpcHandlers, type IpcRequestSource } from './bridge/ipc-handlers';
import type { WindowKinds } from './bridge/window-kinds';

let registered = false;

export function registerDesktopBridge(
  ipcMain: IpcMain,
  bridge: DesktopBridge,
  isTrustedSender: (senderUrl: string) => boolean,
  windowKinds: Pick<WindowKinds, 'kindOf'>,
): void {
  if (registered) throw new Error('The desktop bridge is already registered.');
  registered = true;

  /** The frame that sent the request (gone or navigated away: no URL to trust) and its window. */
  const sourceOf = (event: IpcMainInvokeEvent): IpcRequestSource => ({
    senderUrl: event.senderFrame?.url,
    windowKind: windowKinds.kindOf(event.sender.id),
  });

  for (const [channel, handle] of createIpcHandlers(bridge, isTrustedSender)) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => handle(sourceOf(event), args));
  }

  const subscriptions = createBridgeEventSubscriptions(bridge, isTrustedSender);
  const watched = new Set<number>();
  const watch = (contents: WebContents) => {
    const { id } = contents;
    if (watched.has(id)) return;
    watched.add(id);
    const drop = () => {
      subscriptions.drop(id);
    };
    contents.on('did-start-navigation', (details) => {
      if (details.isMainFrame && !details.isSameDocument) drop();
    });
    contents.on('render-process-gone', drop);
    contents.once('destroyed', () => {
      drop();
      watched.delete(id);
    });
  };

  for (const name of DESKTOP_BRIDGE_EVENT_NAMES) {
    const channels = DESKTOP_BRIDGE_EVENT_CHANNELS[name];
    const event = subscriptions.events[name];
    ipcMain.handle(channels.subscribe, (invoke, ...args: unknown[]) => {
      const contents = invoke.sender;
      const result = event.subscribe(
        sourceOf(invoke),
        {
          id: contents.id,
          send: (payload) => {
            if (!contents.isDestroyed()) contents.send(channels.event, payload);
          },
        },
        args,
      );
      if (result.ok) watch(contents);
      return result;
    });
    ipcMain.handle(channels.unsubscribe, (invoke, ...args: unknown[]) =>
      event.unsubscribe(sourceOf(invoke), invoke.sender.id, args),
    );
  }
}
