// ipc.ts over fakes of ipcMain and webContents: every bridge channel registered once, senders
// checked (origin and window kind), and fingerprint events and barcode scans reaching exactly the
// renderers that subscribed, until they navigate, crash or close.
import { EventEmitter } from 'node:events';
import type { IpcMain } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_BRIDGE_CHANNELS,
  DESKTOP_BRIDGE_EVENT_CHANNELS,
  DESKTOP_BRIDGE_FINGERPRINT_CHANNELS,
  type BridgeResult,
} from '@shared/desktop/desktop-bridge';
import { createTestBridge } from './bridge/test-bridge';
import { createWindowKinds } from './bridge/window-kinds';
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
/** Renderers 1 and 2 are main windows, 3 the registration window; main made no other. */
const REGISTRATION_WINDOW = 3;
const INSTALL = {
  id: '5f0c6f1e-34d9-4c56-9a55-2f6e4a1c8b10',
  tenantId: '0b7f5a9e-8c1d-4f2a-b3e4-5d6c7b8a9f01',
  tenantName: 'Harbor Coffee',
};

async function setup() {
  vi.resetModules();
  const { registerDesktopBridge } = await import('./ipc');
  const test = createTestBridge();
  const ipc = fakeIpcMain();
  const windowKinds = createWindowKinds();
  windowKinds.register(1, 'main');
  windowKinds.register(2, 'main');
  windowKinds.register(REGISTRATION_WINDOW, 'registration');
  registerDesktopBridge(ipc.ipcMain, test.bridge, (url) => isAppUrl(url, APP), windowKinds);
  return { ...test, ...ipc, windowKinds, registerDesktopBridge };
}

describe('registerDesktopBridge', () => {
  let context: Awaited<ReturnType<typeof setup>>;
  beforeEach(async () => {
    context = await setup();
  });

  it('registers every bridge call and each event’s subscription channels, once', () => {
    const scans = DESKTOP_BRIDGE_EVENT_CHANNELS.onBarcodeScan;
    expect([...context.handlers.keys()].sort()).toEqual(
      [
        ...Object.values(DESKTOP_BRIDGE_CHANNELS),
        subscribe,
        unsubscribe,
        scans.subscribe,
        scans.unsubscribe,
      ].sort(),
    );
    expect(() => {
      context.registerDesktopBridge(
        context.ipcMain,
        context.bridge,
        () => true,
        context.windowKinds,
      );
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

  it('refuses a window a call its kind may not use, with the reason', async () => {
    const mainWindow = new FakeWebContents(1);
    const registrationWindow = new FakeWebContents(REGISTRATION_WINDOW);
    const report = DESKTOP_BRIDGE_CHANNELS.performPostRegistrationTasks;
    expect(await context.invoke(report, mainWindow, `${APP}/`, INSTALL)).toEqual({
      ok: false,
      error: `${report}: the main window may not use this channel; the request was refused.`,
    });
    expect(context.settings.get('install.registered')).toBeUndefined();
    expect(await context.invoke(subscribe, registrationWindow, `${APP}/zd/register`)).toMatchObject(
      { ok: false, error: expect.stringContaining('registration window') as unknown },
    );
    expect(await context.invoke(report, registrationWindow, `${APP}/zd/register`, INSTALL)).toEqual(
      { ok: true, value: null },
    );
    expect(context.settings.get('install.registered')).toBe(JSON.stringify(INSTALL));
  });

  it('refuses a page of the app in a webContents main did not create, and one it forgot', async () => {
    const stray = new FakeWebContents(9);
    expect(await context.invoke(DESKTOP_BRIDGE_CHANNELS.isDevelopment, stray, `${APP}/`)).toEqual({
      ok: false,
      error: `${DESKTOP_BRIDGE_CHANNELS.isDevelopment}: request from a window of no known kind was refused.`,
    });
    context.windowKinds.forget(1);
    const closedWindow = new FakeWebContents(1);
    expect(
      (await context.invoke(DESKTOP_BRIDGE_CHANNELS.isDevelopment, closedWindow, `${APP}/`)).ok,
    ).toBe(false);
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

  it('sends barcode scans to the subscribed main window until it navigates away', async () => {
    const scans = DESKTOP_BRIDGE_EVENT_CHANNELS.onBarcodeScan;
    const scanner = context.hid.plugInScanner();
    await context.scanners.rescan();
    const page = new FakeWebContents(1);
    const registrationWindow = new FakeWebContents(REGISTRATION_WINDOW);
    expect(await context.invoke(scans.subscribe, page, `${APP}/sales/salespoint`)).toEqual({
      ok: true,
      value: null,
    });
    expect(
      (await context.invoke(scans.subscribe, registrationWindow, `${APP}/zd/register`)).ok,
    ).toBe(false);
    scanner.scan('2000000000015');
    expect(page.sent).toEqual([
      { channel: scans.event, payload: { data: '2000000000015', symbology: ']E0' } },
    ]);
    expect(registrationWindow.sent).toEqual([]);
    page.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false });
    scanner.scan('2000000000022');
    expect(page.sent).toHaveLength(1);
  });
});
