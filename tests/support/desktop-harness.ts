// The desktop harness: runs Zyno Desktop's real main-process bridge in Node and exposes it to
// Playwright pages as `window.zynoDesktop`, through the preloads' own code path
// (createDesktopBridgeApi → createIpcHandlers / createEventSubscriptions →
// createDesktopBridge), so install-mode flows are tested end to end in Chromium without an
// Electron binary. Each page gets exactly its window kind's bridge, and main's window-kind check
// sees it as that kind: the station's page is the main window, the registration window is a
// second page with the registration bridge. The station's receipt printer and HID barcode scanner
// are the simulators: a test reads what was printed and scans codes.
import type { Page } from '@playwright/test';
import type { FingerprintReader } from '@zyno/fingerprint';
import {
  DESKTOP_BRIDGE_EVENT_CHANNELS,
  DESKTOP_BRIDGE_EVENT_NAMES,
  DESKTOP_BRIDGE_GLOBAL,
  isDesktopBridgeEventName,
  type DesktopBridge,
  type DesktopBridgeApi,
} from '@shared/desktop/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop/desktop-bridge-api';
import type { DesktopWindowKind } from '@shared/desktop/desktop-window-kinds';
import { createDesktopBridge } from '../../src/main/bridge/create-desktop-bridge';
import { createBridgeEventSubscriptions } from '../../src/main/bridge/event-subscriptions';
import { noFingerprintReader } from '../../src/main/bridge/fingerprint-source';
import { createReaderFingerprintSource } from '../../src/main/bridge/reader-fingerprint-source';
import { loadOrCreateInstallKeys } from '../../src/main/bridge/install-keys';
import { createIpcHandlers } from '../../src/main/bridge/ipc-handlers';
import { createMemoryStore } from '../../src/main/bridge/key-value-store';
import { createRegistration, type RegistrationWindow } from '../../src/main/bridge/registration';
import { createWindowKinds } from '../../src/main/bridge/window-kinds';
import { isAppUrl } from '../../src/main/security/navigation-policy';
import { createReceiptPrinterService } from '../../src/main/station-hardware/printer/receipt-printer-service';
import {
  createSimulatedReceiptPrinter,
  type SimulatedReceiptPrinter,
} from '../../src/main/station-hardware/printer/simulated-receipt-printer';
import { createBarcodeScanners } from '../../src/main/station-hardware/scanner/barcode-scanners';
import {
  createSimulatedHidHost,
  type SimulatedHidScanner,
} from '../../src/main/station-hardware/scanner/simulated-hid-scanner';

const CALL_BINDING = '__zynoDesktopHarnessCall';
const EVENT_HOOK = '__zynoDesktopHarnessEvent';

export interface DesktopHarnessOptions {
  /** The origin the bridge trusts, as the real app trusts its own. */
  appOrigin: string;
  isDevelopment?: boolean;
  /**
   * The station's reader, as Zyno Desktop's main process owns it (e.g. the virtual reader, which
   * the test then touches); none when omitted.
   */
  reader?: FingerprintReader;
}

export interface DesktopHarness {
  readonly bridge: DesktopBridge;
  /** Resolves with the registration window's page each time the station opens one. */
  nextRegistrationWindow(): Promise<Page>;
  /**
   * The station's ESC/POS receipt printer, the protocol simulator: `printouts` (each job read
   * back: `text` lines, `events` — logo, barcode, cut, drawer-kick — and `drawerKicked`),
   * `attached` (false: unplugged), `failNextJob(kind)`, `hold()`.
   */
  readonly receiptPrinter: SimulatedReceiptPrinter;
  /**
   * The station's USB HID POS scanner, plugged in from the start: `scan(data, { symbology })`
   * sends a scan as the scanner's reports (an EAN-13 by default), `sendReport(bytes)` one raw
   * report, `unplug()`.
   */
  readonly barcodeScanner: SimulatedHidScanner;
  /** What main logged about the scanners: garbled reports, scanners gone, each with the reason. */
  readonly barcodeScannerLog: readonly string[];
  /** Plugs in another scanner and lets the station find it, as a USB attach would. */
  plugInBarcodeScanner(): Promise<SimulatedHidScanner>;
}

export async function installDesktopHarness(
  page: Page,
  options: DesktopHarnessOptions,
): Promise<DesktopHarness> {
  const secrets = createMemoryStore();
  const settings = createMemoryStore();
  const isTrusted = (url: string) => isAppUrl(url, options.appOrigin);
  const windowWaiters: ((page: Page) => void)[] = [];
  const openedWindows: Page[] = [];

  const openRegistrationWindow = (): RegistrationWindow => {
    let markClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => {
      markClosed = resolve;
    });
    const opening = page
      .context()
      .newPage()
      .then(async (window) => {
        window.once('close', markClosed);
        await attach(window, 'registration');
        await window.goto(`${options.appOrigin}/zd/register`);
        const waiter = windowWaiters.shift();
        if (waiter === undefined) openedWindows.push(window);
        else waiter(window);
        return window;
      });
    opening.catch(markClosed);
    return {
      closed,
      focus: () => void opening.then((window) => window.bringToFront()),
      close: () => void opening.then((window) => window.close()),
    };
  };

  if (options.reader !== undefined) await options.reader.start();
  const receiptPrinter = createSimulatedReceiptPrinter();
  const hid = createSimulatedHidHost();
  const barcodeScanner = hid.plugInScanner();
  const barcodeScannerLog: string[] = [];
  const barcodeScanners = createBarcodeScanners(hid, (message, detail) => {
    barcodeScannerLog.push(detail instanceof Error ? `${message} ${detail.message}` : message);
  });
  await barcodeScanners.rescan();
  const bridge = createDesktopBridge({
    isDevelopment: options.isDevelopment ?? true,
    installKeys: loadOrCreateInstallKeys(secrets),
    registration: createRegistration(openRegistrationWindow, settings),
    fingerprints:
      options.reader === undefined
        ? noFingerprintReader
        : createReaderFingerprintSource(options.reader),
    receiptPrinter: createReceiptPrinterService(receiptPrinter),
    barcodeScans: barcodeScanners,
  });
  const handlers = createIpcHandlers(bridge, isTrusted);
  const subscriptions = createBridgeEventSubscriptions(bridge, isTrusted);
  const windowKinds = createWindowKinds();
  let nextRendererId = 1;

  /** Exposes one window kind's bridge to one page, as that kind's preload does for its window. */
  async function attach(target: Page, kind: DesktopWindowKind): Promise<void> {
    const rendererId = nextRendererId++;
    windowKinds.register(rendererId, kind);
    // What the preload's ipcRenderer.on would receive, per event channel: pushed into the page.
    const deliver = new Map<string, (payload: unknown) => void>();
    const api: Partial<DesktopBridgeApi> = createDesktopBridgeApi(
      kind,
      async (channel, args) => {
        const source = { senderUrl: target.url(), windowKind: windowKinds.kindOf(rendererId) };
        for (const name of DESKTOP_BRIDGE_EVENT_NAMES) {
          const channels = DESKTOP_BRIDGE_EVENT_CHANNELS[name];
          const subscriber = {
            id: rendererId,
            send: (payload: unknown) => deliver.get(channels.event)?.(payload),
          };
          if (channel === channels.subscribe) {
            return subscriptions.events[name].subscribe(source, subscriber, args);
          }
          if (channel === channels.unsubscribe) {
            return subscriptions.events[name].unsubscribe(source, rendererId, args);
          }
        }
        const handle = handlers.get(channel as never);
        if (handle === undefined) throw new Error(`No handler for ${channel}.`);
        return handle(source, args);
      },
      (channel, listener) => {
        deliver.set(channel, listener);
        return () => {
          deliver.delete(channel);
        };
      },
    );
    const stops = new Map<number, () => void>();
    target.on('framenavigated', (frame) => {
      if (frame !== target.mainFrame()) return;
      for (const stop of stops.values()) stop();
      stops.clear();
      subscriptions.drop(rendererId);
    });
    target.once('close', () => {
      subscriptions.drop(rendererId);
      windowKinds.forget(rendererId);
    });
    await target.exposeFunction(CALL_BINDING, async (name: string, args: unknown[]) => {
      const [action, member = ''] = name.split(':');
      if (action === 'listen' && isDesktopBridgeEventName(member)) {
        const listen = api[member] as
          ((listener: (payload: unknown) => void) => () => void) | undefined;
        if (listen === undefined) throw new Error(`zynoDesktop has no ${member}.`);
        const listenerId = Number(args[0]);
        stops.set(
          listenerId,
          listen((payload) => {
            target
              .evaluate(
                ({ hook, id, event }) => {
                  const dispatch = (globalThis as Record<string, unknown>)[hook] as
                    ((listenerId: number, event: unknown) => void) | undefined;
                  dispatch?.(id, event);
                },
                { hook: EVENT_HOOK, id: listenerId, event: payload },
              )
              .catch(() => undefined);
          }),
        );
        return null;
      }
      if (action === 'stop') {
        const listenerId = Number(args[0]);
        stops.get(listenerId)?.();
        stops.delete(listenerId);
        return null;
      }
      const method = (api as unknown as Record<string, (...values: unknown[]) => Promise<unknown>>)[
        name
      ];
      if (typeof method !== 'function') throw new Error(`zynoDesktop has no method ${name}.`);
      return method(...args);
    });
    await target.addInitScript(
      ({ global, binding, hook, members, events }) => {
        const scope = globalThis as unknown as Record<string, unknown>;
        const call = scope[binding] as (name: string, args: unknown[]) => Promise<unknown>;
        const listeners = new Map<number, (event: unknown) => void>();
        let nextListenerId = 1;
        scope[hook] = (id: number, payload: unknown) => listeners.get(id)?.(payload);
        const eventMember = (name: string) => (listener: (event: unknown) => void) => {
          const id = nextListenerId++;
          listeners.set(id, listener);
          void call(`listen:${name}`, [id]);
          return () => {
            if (listeners.delete(id)) void call('stop', [id]);
          };
        };
        // The preload's members, in its order: the calls go to Node, the events are kept here.
        const api: Record<string, unknown> = Object.fromEntries(
          members.map((name) => [
            name,
            events.includes(name) ? eventMember(name) : (...args: unknown[]) => call(name, args),
          ]),
        );
        Object.defineProperty(globalThis, global, { value: Object.freeze(api), enumerable: true });
      },
      {
        global: DESKTOP_BRIDGE_GLOBAL,
        binding: CALL_BINDING,
        hook: EVENT_HOOK,
        members: Object.keys(api),
        events: [...DESKTOP_BRIDGE_EVENT_NAMES] as string[],
      },
    );
  }

  await attach(page, 'main');
  return {
    bridge,
    receiptPrinter,
    barcodeScanner,
    barcodeScannerLog,
    async plugInBarcodeScanner() {
      const scanner = hid.plugInScanner();
      await barcodeScanners.rescan();
      return scanner;
    },
    nextRegistrationWindow: () => {
      const opened = openedWindows.shift();
      if (opened !== undefined) return Promise.resolve(opened);
      return new Promise((resolve) => windowWaiters.push(resolve));
    },
  };
}
