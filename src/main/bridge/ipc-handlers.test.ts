import { detectedInstallSchema } from '@shared/installs/installs';
import { describe, expect, it } from 'vitest';
import { DESKTOP_BRIDGE_CHANNELS } from '@shared/desktop/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop/desktop-bridge-api';
import { handshakeSchema } from '@shared/installs/handshake';
import {
  DESKTOP_WINDOW_BRIDGES,
  type DesktopWindowKind,
} from '@shared/desktop/desktop-window-kinds';
import { createIpcHandlers } from './ipc-handlers';
import { HARBOR_COFFEE_CASH_RECEIPT } from '../station-hardware/escpos/harbor-coffee-receipt';
import { createTestBridge } from './test-bridge';

const APP = 'http://127.0.0.1:4000';
const trusted = { senderUrl: `${APP}/zd/detect`, windowKind: 'main' } as const;
const INSTALL = {
  id: '5f0c6f1e-34d9-4c56-9a55-2f6e4a1c8b10',
  tenantId: '0b7f5a9e-8c1d-4f2a-b3e4-5d6c7b8a9f01',
  tenantName: 'Harbor Coffee',
};

function setUp() {
  const test = createTestBridge();
  const handlers = createIpcHandlers(test.bridge, (url) => url.startsWith(`${APP}/`));
  /** A request from a page of the app in a window of this kind (none: a window main never made). */
  const invokeFrom =
    (windowKind: DesktopWindowKind | undefined) => (channel: string, args: unknown[]) => {
      const handle = handlers.get(channel as never);
      if (handle === undefined) throw new Error(`no handler for ${channel}`);
      return handle({ senderUrl: trusted.senderUrl, windowKind }, args);
    };
  const noEvents = () => () => undefined;
  const invoke = invokeFrom('main');
  const api = createDesktopBridgeApi('main', invoke, noEvents);
  const registrationApi = createDesktopBridgeApi(
    'registration',
    invokeFrom('registration'),
    noEvents,
  );
  return { ...test, handlers, invoke, invokeFrom, api, registrationApi };
}

describe('desktop bridge IPC handlers', () => {
  it('registers one handler per bridge call', () => {
    const { handlers } = setUp();
    expect([...handlers.keys()].sort()).toEqual(Object.values(DESKTOP_BRIDGE_CHANNELS).sort());
  });

  it('answers a trusted page with a plain tagged result', async () => {
    const { invoke } = setUp();
    expect(await invoke(DESKTOP_BRIDGE_CHANNELS.isDevelopment, [])).toEqual({
      ok: true,
      value: true,
    });
  });

  it('refuses pages of other origins and unknown senders', async () => {
    const { handlers } = setUp();
    const handle = handlers.get(DESKTOP_BRIDGE_CHANNELS.generateHandshake);
    expect(await handle?.({ senderUrl: 'https://evil.example/', windowKind: 'main' }, [])).toEqual({
      ok: false,
      error: 'zyno:bridge:generate-handshake: request from an untrusted page was refused.',
    });
    expect((await handle?.({ senderUrl: undefined, windowKind: 'main' }, []))?.ok).toBe(false);
  });

  it('refuses the main window the registration report, and changes nothing', async () => {
    const { invoke, settings } = setUp();
    expect(await invoke(DESKTOP_BRIDGE_CHANNELS.performPostRegistrationTasks, [INSTALL])).toEqual({
      ok: false,
      error:
        'zyno:bridge:perform-post-registration-tasks: the main window may not use this channel; the request was refused.',
    });
    expect(settings.get('install.registered')).toBeUndefined();
  });

  it('refuses the registration window every call but its own', async () => {
    const { invokeFrom } = setUp();
    const fromRegistration = invokeFrom('registration');
    for (const channel of [
      DESKTOP_BRIDGE_CHANNELS.isDevelopment,
      DESKTOP_BRIDGE_CHANNELS.launchRegistration,
    ]) {
      expect(await fromRegistration(channel, [])).toEqual({
        ok: false,
        error: `${channel}: the registration window may not use this channel; the request was refused.`,
      });
    }
    expect(await fromRegistration(DESKTOP_BRIDGE_CHANNELS.hasFingerprintReader, [])).toEqual({
      ok: true,
      value: true,
    });
  });

  it('refuses a page of the app in a window main did not record', async () => {
    const { invokeFrom } = setUp();
    expect(await invokeFrom(undefined)(DESKTOP_BRIDGE_CHANNELS.isDevelopment, [])).toEqual({
      ok: false,
      error: 'zyno:bridge:is-development: request from a window of no known kind was refused.',
    });
  });

  it('rejects unexpected arguments with a clear error and changes nothing', async () => {
    const { invoke, invokeFrom, settings } = setUp();
    const extra = await invoke(DESKTOP_BRIDGE_CHANNELS.isDevelopment, ['surprise']);
    expect(extra).toMatchObject({
      ok: false,
      error: expect.stringContaining('invalid arguments') as unknown,
    });
    const fromRegistration = invokeFrom('registration');
    const badInstall = await fromRegistration(
      DESKTOP_BRIDGE_CHANNELS.performPostRegistrationTasks,
      [{ id: 'not-a-uuid', tenantId: 'x', tenantName: 'Harbor Coffee' }],
    );
    expect(badInstall).toMatchObject({
      ok: false,
      error: expect.stringContaining('invalid arguments') as unknown,
    });
    const extraField = await fromRegistration(
      DESKTOP_BRIDGE_CHANNELS.performPostRegistrationTasks,
      [{ ...INSTALL, isAdmin: true }],
    );
    expect(extraField).toMatchObject({
      ok: false,
      error: expect.stringContaining('invalid arguments') as unknown,
    });
    expect(settings.get('install.registered')).toBeUndefined();
  });
});

describe('createDesktopBridgeApi (the preload shapes)', () => {
  it('gives each window kind exactly its members: the main window no registration report', () => {
    const { api, registrationApi } = setUp();
    expect(Object.keys(api)).toEqual(DESKTOP_WINDOW_BRIDGES.main);
    expect('performPostRegistrationTasks' in api).toBe(false);
    expect(Object.keys(registrationApi)).toEqual(DESKTOP_WINDOW_BRIDGES.registration);
    for (const shape of [api, registrationApi]) expect(Object.isFrozen(shape)).toBe(true);
  });

  it('returns handshakes the contract accepts', async () => {
    const { api } = setUp();
    const handshake = await api.generateHandshake();
    expect(handshakeSchema.safeParse(handshake).success).toBe(true);
  });

  it('launches registration and resolves it when the registration page reports back', async () => {
    const { api, registrationApi, windows } = setUp();
    const outcome = api.launchRegistration();
    await Promise.resolve();
    await expect.poll(() => windows.length).toBe(1);
    await registrationApi.performPostRegistrationTasks(detectedInstallSchema.parse(INSTALL));
    await expect(outcome).resolves.toEqual({ outcome: 'registered' });
  });

  it('reports a cancelled registration when its window is closed', async () => {
    const { api, windows } = setUp();
    const outcome = api.launchRegistration();
    await expect.poll(() => windows.length).toBe(1);
    windows[0]?.closeByHand();
    await expect(outcome).resolves.toEqual({ outcome: 'cancelled' });
  });

  it('answers whether a reader is attached', async () => {
    const { api, fingerprints } = setUp();
    await expect(api.hasFingerprintReader()).resolves.toBe(true);
    fingerprints.readerAttached = false;
    await expect(api.hasFingerprintReader()).resolves.toBe(false);
  });

  it('turns a refused call into a rejected promise with the reason', async () => {
    const api = createDesktopBridgeApi(
      'main',
      () => Promise.resolve({ ok: false, error: 'zyno:bridge:is-development: refused' }),
      () => () => undefined,
    );
    await expect(api.isDevelopment()).rejects.toThrow('zyno:bridge:is-development: refused');
  });

  it('rejects a malformed answer instead of passing it on', async () => {
    const api = createDesktopBridgeApi(
      'main',
      () => Promise.resolve({ ok: true, value: 'yes' }),
      () => () => undefined,
    );
    await expect(api.isDevelopment()).rejects.toThrow();
    await expect(api.generateHandshake()).rejects.toThrow();
  });
});

describe('the receipt printer over the bridge', () => {
  const { printReceipt, openCashDrawer, receiptPrinterStatus } = DESKTOP_BRIDGE_CHANNELS;

  it('prints the main window’s receipt and kicks the drawer', async () => {
    const { api, printer } = setUp();
    await expect(api.receiptPrinterStatus()).resolves.toEqual({
      connected: true,
      name: 'Simulated receipt printer',
    });
    await api.printReceipt(HARBOR_COFFEE_CASH_RECEIPT);
    await api.openCashDrawer();
    expect(printer.printouts.map((printout) => printout.drawerKicked)).toEqual([true, true]);
    expect(printer.printouts[0]?.text).toContain('Total                               $29.17');
    expect(printer.printouts[1]?.text).toEqual([]);
  });

  it('passes on why a print failed', async () => {
    const { api, printer } = setUp();
    printer.attached = false;
    await expect(api.printReceipt(HARBOR_COFFEE_CASH_RECEIPT)).rejects.toThrow(
      `${printReceipt}: No receipt printer is attached to this station.`,
    );
  });

  it('refuses the registration window the printer and the drawer', async () => {
    const { invokeFrom, printer } = setUp();
    const fromRegistration = invokeFrom('registration');
    for (const [channel, args] of [
      [printReceipt, [HARBOR_COFFEE_CASH_RECEIPT]],
      [openCashDrawer, []],
      [receiptPrinterStatus, []],
    ] as const) {
      expect(await fromRegistration(channel, [...args])).toEqual({
        ok: false,
        error: `${channel}: the registration window may not use this channel; the request was refused.`,
      });
    }
    expect(printer.printouts).toEqual([]);
  });

  it.each([
    ['no document', []],
    ['a document of the wrong shape', [{ blocks: 'Latte 4.75' }]],
    ['a block of an unknown kind', [{ blocks: [{ kind: 'raw', bytes: [27, 112, 0, 25, 250] }] }]],
    ['a line of the wrong type', [{ blocks: [{ kind: 'row', left: 'Latte', right: 4.75 }] }]],
    [
      'a text longer than a receipt line may be',
      [{ blocks: [{ kind: 'text', text: 'x'.repeat(201) }] }],
    ],
    [
      'more blocks than a receipt has',
      [{ blocks: Array.from({ length: 601 }, () => ({ kind: 'rule' })) }],
    ],
    ['a barcode outside printable ASCII', [{ blocks: [{ kind: 'barcode', data: 'DT\x1b42' }] }]],
    ['a drawer kick that is not a boolean', [{ blocks: [{ kind: 'rule' }], kickDrawer: 'yes' }]],
    ['a second argument', [HARBOR_COFFEE_CASH_RECEIPT, { copies: 2 }]],
  ])('refuses %s and prints nothing', async (_case, args) => {
    const { invoke, printer } = setUp();
    expect(await invoke(printReceipt, args)).toMatchObject({
      ok: false,
      error: expect.stringContaining(`${printReceipt}: invalid arguments`) as unknown,
    });
    expect(printer.printouts).toEqual([]);
  });

  it('refuses arguments to the drawer and the status', async () => {
    const { invoke, printer } = setUp();
    expect((await invoke(openCashDrawer, [true])).ok).toBe(false);
    expect((await invoke(receiptPrinterStatus, ['all'])).ok).toBe(false);
    expect(printer.printouts).toEqual([]);
  });
});
