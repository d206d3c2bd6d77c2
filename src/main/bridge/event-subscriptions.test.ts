import { describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_BRIDGE_EVENT_CHANNELS,
  DESKTOP_BRIDGE_FINGERPRINT_CHANNELS,
  type DesktopBridgeEventName,
} from '@shared/desktop/desktop-bridge';
import { createDesktopBridgeApi } from '@shared/desktop/desktop-bridge-api';
import type { FingerprintEvent } from '@shared/desktop/fingerprint-event';
import { createEventSubscriptions, type EventSubscriptions } from './event-subscriptions';
import { createTestBridge } from './test-bridge';

const APP = 'http://127.0.0.1:4000';
const trusted = { senderUrl: `${APP}/login`, windowKind: 'main' } as const;
const isTrusted = (url: string) => url.startsWith(`${APP}/`);

/**
 * The main window's preload over one event's subscriptions, renderer 1: what it invoked, and the
 * function that delivers a payload as ipcRenderer.on would.
 */
function preloadOver(subscriptions: EventSubscriptions, event: DesktopBridgeEventName) {
  const channels = DESKTOP_BRIDGE_EVENT_CHANNELS[event];
  const invoked: string[] = [];
  let deliver: (payload: unknown) => void = () => undefined;
  const renderer = {
    id: 1,
    send: (payload: unknown) => {
      deliver(payload);
    },
  };
  const api = createDesktopBridgeApi(
    'main',
    (channel, args) => {
      invoked.push(channel);
      return Promise.resolve(
        channel === channels.subscribe
          ? subscriptions.subscribe(trusted, renderer, args)
          : subscriptions.unsubscribe(trusted, 1, args),
      );
    },
    (channel, listener) => {
      expect(channel).toBe(channels.event);
      deliver = listener;
      return () => {
        deliver = () => undefined;
      };
    },
  );
  return {
    api,
    invoked,
    deliver: (payload: unknown) => {
      deliver(payload);
    },
  };
}

function subscriptionsOverTestBridge() {
  const { bridge, fingerprints } = createTestBridge();
  return {
    fingerprints,
    subscriptions: createEventSubscriptions(bridge, 'onFingerprint', isTrusted),
  };
}

describe('fingerprint subscriptions', () => {
  it('send each subscribed renderer every event until it unsubscribes', () => {
    const { fingerprints, subscriptions } = subscriptionsOverTestBridge();
    const sent: FingerprintEvent[] = [];
    const renderer = { id: 7, send: (event: FingerprintEvent) => sent.push(event) };
    expect(subscriptions.subscribe(trusted, renderer, [])).toEqual({ ok: true, value: null });
    // Subscribing twice keeps one subscription.
    subscriptions.subscribe(trusted, renderer, []);
    expect(fingerprints.listeners).toBe(1);
    fingerprints.emit({ type: 'finger-on' });
    expect(sent).toEqual([{ type: 'finger-on' }]);
    subscriptions.unsubscribe(trusted, 7, []);
    fingerprints.emit({ type: 'finger-off' });
    expect(sent).toHaveLength(1);
    expect(fingerprints.listeners).toBe(0);
  });

  it('forget a renderer that navigated away or closed', () => {
    const { fingerprints, subscriptions } = subscriptionsOverTestBridge();
    subscriptions.subscribe(trusted, { id: 1, send: vi.fn() }, []);
    subscriptions.subscribe(trusted, { id: 2, send: vi.fn() }, []);
    expect(subscriptions.size).toBe(2);
    subscriptions.drop(1);
    expect(subscriptions.size).toBe(1);
    expect(fingerprints.listeners).toBe(1);
  });

  it('refuse untrusted pages and arguments', () => {
    const { fingerprints, subscriptions } = subscriptionsOverTestBridge();
    const renderer = { id: 3, send: vi.fn() };
    expect(
      subscriptions.subscribe({ ...trusted, senderUrl: 'https://evil.example/' }, renderer, []).ok,
    ).toBe(false);
    expect(subscriptions.subscribe(trusted, renderer, ['all of them']).ok).toBe(false);
    expect(fingerprints.listeners).toBe(0);
  });

  it('refuse the registration window, which has no fingerprint event', () => {
    const { fingerprints, subscriptions } = subscriptionsOverTestBridge();
    const renderer = { id: 4, send: vi.fn() };
    expect(
      subscriptions.subscribe({ ...trusted, windowKind: 'registration' }, renderer, []),
    ).toEqual({
      ok: false,
      error:
        'zyno:bridge:fingerprint:subscribe: the registration window may not use this channel; the request was refused.',
    });
    expect(fingerprints.listeners).toBe(0);
  });
});

describe("the preload's onFingerprint", () => {
  it('subscribes once for many listeners, drops malformed events, and unsubscribes with the last', async () => {
    const { fingerprints, subscriptions } = subscriptionsOverTestBridge();
    const { api, invoked, deliver } = preloadOver(subscriptions, 'onFingerprint');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = api.onFingerprint(first);
    const stopSecond = api.onFingerprint(second);
    await expect.poll(() => fingerprints.listeners).toBe(1);
    fingerprints.emit({ type: 'finger-on' });
    deliver({ type: 'sample', sample: { Data: 'not base64!', Png: '' } });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith({ type: 'finger-on' });
    stopFirst();
    expect(invoked).toEqual([DESKTOP_BRIDGE_FINGERPRINT_CHANNELS.subscribe]);
    stopSecond();
    await expect.poll(() => fingerprints.listeners).toBe(0);
    expect(invoked).toEqual([
      DESKTOP_BRIDGE_FINGERPRINT_CHANNELS.subscribe,
      DESKTOP_BRIDGE_FINGERPRINT_CHANNELS.unsubscribe,
    ]);
  });
});

describe('barcode-scan subscriptions', () => {
  const SCAN_CHANNELS = DESKTOP_BRIDGE_EVENT_CHANNELS.onBarcodeScan;

  async function scanning() {
    const test = createTestBridge();
    const scanner = test.hid.plugInScanner();
    await test.scanners.rescan();
    const subscriptions = createEventSubscriptions(test.bridge, 'onBarcodeScan', isTrusted);
    return { scanner, subscriptions };
  }

  it('send the main window every scan, whatever has focus, until it unsubscribes', async () => {
    const { scanner, subscriptions } = await scanning();
    const sent: unknown[] = [];
    const renderer = { id: 9, send: (scan: unknown) => sent.push(scan) };
    expect(subscriptions.subscribe(trusted, renderer, [])).toEqual({ ok: true, value: null });
    scanner.scan('2000000000015');
    expect(sent).toEqual([{ data: '2000000000015', symbology: ']E0' }]);
    subscriptions.unsubscribe(trusted, 9, []);
    scanner.scan('2000000000022');
    expect(sent).toHaveLength(1);
  });

  it('refuse the registration window, which has no scanner', async () => {
    const { scanner, subscriptions } = await scanning();
    const sent: unknown[] = [];
    expect(
      subscriptions.subscribe(
        { ...trusted, windowKind: 'registration' },
        { id: 5, send: (scan: unknown) => sent.push(scan) },
        [],
      ),
    ).toEqual({
      ok: false,
      error: `${SCAN_CHANNELS.subscribe}: the registration window may not use this channel; the request was refused.`,
    });
    scanner.scan('2000000000015');
    expect(sent).toEqual([]);
  });

  it('reach the preload’s onBarcodeScan listeners, malformed payloads dropped', async () => {
    const { scanner, subscriptions } = await scanning();
    const { api, deliver } = preloadOver(subscriptions, 'onBarcodeScan');
    const heard = vi.fn();
    const stop = api.onBarcodeScan(heard);
    await expect.poll(() => subscriptions.size).toBe(1);
    scanner.scan('0850001234566');
    deliver({ data: '\x1b[2J', symbology: ']E0' });
    deliver({ data: 42 });
    expect(heard.mock.calls).toEqual([[{ data: '0850001234566', symbology: ']E0' }]]);
    stop();
    await expect.poll(() => subscriptions.size).toBe(0);
  });
});
