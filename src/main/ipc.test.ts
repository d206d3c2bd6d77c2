// ipc.ts over fakes of ipcMain and webContents: every bridge channel registered once, senders
// checked, and fingerprint events reaching exactly the renderers that subscribed, until they
// navigate, crash or close.
import { EventEmitter } from 'node:events';
import type { IpcMain } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_BRIDGE_CHANNELS,
  DESKTOP_BRIDGE_FINGERPRINT_CHANNELS,
  type BridgeResult,
} from '@shared/desktop/desktop-bridge';
import { createTestBridge } from './bridge/test-bridge';
import { isAppUrl } from './security/navigation-policy';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

class FakeWebContents extends EventEmitter {
  sent: { channel: string; payload: unknown }[] = [];
  destroyed = false;
  constructor(readonly id: number) {
    super();
  }
  isDestroyed() {
    return this.destroyed;
  }
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload });
  }
  destroy() {
    this.destroyed = true;
    this.emit('destroyed');
  }
}

function fakeIpcMain() {
  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handle(channel: string, handler: Handler) {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, handler);
    },
  } as unknown as IpcMain;
  const invoke = async (
    channel: string,
    sender: FakeWebContents,
    url: string | undefined,
    ...args: unknown[]
  ) => {
    const handler = handlers.get(channel);
    if (handler === undefined) throw new Error(`no handler for ${channel}`);
    const event = { sender, senderFrame: url === undefined ? null : { url } };
    return (await handler(event, ...args)) as BridgeResult<unknown>;
  };
  return { ipcMain, handlers, invoke };
}

const APP = 'app://zyno';
const { subscribe, unsubscribe, event: EVENT } = DESKTOP_BRIDGE_FINGERPRINT_CHANNELS;

async function setup() {
  vi.resetModules();
  const { registerDesktopBridge } = await import('./ipc');
  const test = createTestBridge();
  const ipc = fakeIpcMain();
  registerDesktopBridge(ipc.ipcMain, test.bridge, (url) => isAppUrl(url, APP));
  return { ...test, ...ipc, registerDesktopBridge };
}

describe('registerDesktopBridge', () => {
  let context: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    context = await setup();
  });

  it('registers every bridge call and the fingerprint channels, once', () => {
    expect([...context.handlers.keys()].sort()).toEqual(
      [...Object.values(DESKTOP_BRIDGE_CHANNELS), subscribe, unsubscribe].sort(),
    );
    expect(() => {
      context.registerDesktopBridge(context.ipcMain, context.bridge, () => true);
    }).toThrow('already registered');
  });

  it('answers app pages and refuses other senders', async () => {
    const page = new FakeWebContents(1);
    expect(
      await context.invoke(DESKTOP_BRIDGE_CHANNELS.isDevelopment, page, `${APP}/zd/detect`),
    ).toEqual({ ok: true, value: true });
    for (const url of ['https://evil.example/', 'http://127.0.0.1:4000/', undefined]) {
      const answer = await context.invoke(DESKTOP_BRIDGE_CHANNELS.isDevelopment, page, url);
      expect(answer.ok, String(url)).toBe(false);
    }
  });

  it('sends fingerprint events to subscribed pages only, once each', async () => {
    const listening = new FakeWebContents(1);
    const other = new FakeWebContents(2);
    await context.invoke(subscribe, listening, `${APP}/`);
    await context.invoke(subscribe, listening, `${APP}/`);
    expect(await context.invoke(subscribe, other, 'https://evil.example/')).toMatchObject({
      ok: false,
    });

    context.fingerprints.emit({ type: 'finger-on' });

    expect(listening.sent).toEqual([{ channel: EVENT, payload: { type: 'finger-on' } }]);
    expect(other.sent).toEqual([]);
    expect(context.fingerprints.listeners).toBe(1);
  });

  it('stops on unsubscribe', async () => {
    const page = new FakeWebContents(1);
    await context.invoke(subscribe, page, `${APP}/`);
    expect(await context.invoke(unsubscribe, page, `${APP}/`)).toEqual({ ok: true, value: null });
    context.fingerprints.emit({ type: 'finger-on' });
    expect(page.sent).toEqual([]);
    expect(context.fingerprints.listeners).toBe(0);
  });

  it('drops a page’s subscription when its main frame navigates, not for in-page navigation', async () => {
    const page = new FakeWebContents(1);
    await context.invoke(subscribe, page, `${APP}/`);
    page.emit('did-start-navigation', { isMainFrame: false, isSameDocument: false });
    page.emit('did-start-navigation', { isMainFrame: true, isSameDocument: true });
    expect(context.fingerprints.listeners).toBe(1);
    page.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false });
    expect(context.fingerprints.listeners).toBe(0);
  });

  it('drops it when the renderer crashes or the page closes, and never sends to a dead page', async () => {
    const crashed = new FakeWebContents(1);
    await context.invoke(subscribe, crashed, `${APP}/`);
    crashed.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(context.fingerprints.listeners).toBe(0);

    const closing = new FakeWebContents(2);
    await context.invoke(subscribe, closing, `${APP}/`);
    closing.destroyed = true;
    context.fingerprints.emit({ type: 'finger-off' });
    expect(closing.sent).toEqual([]);
    closing.destroy();
    expect(context.fingerprints.listeners).toBe(0);
  });
});
