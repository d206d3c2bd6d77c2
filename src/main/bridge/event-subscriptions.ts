// The bridge's events over IPC (the spec's 'fingerprint' event, barcode scans): each renderer
// subscribes once per event (however many listeners its page holds) and is sent every payload
// until it unsubscribes, navigates away or closes. Electron-free: ipc.ts and the desktop harness
// supply how payloads reach a renderer.
import {
  DESKTOP_BRIDGE_EVENT_CHANNELS,
  DESKTOP_BRIDGE_EVENT_NAMES,
  type BridgeResult,
  type DesktopBridge,
  type DesktopBridgeEventName,
} from '@shared/desktop/desktop-bridge';
import { invalidArguments, refusal, type IpcRequestSource } from './ipc-handlers';

export interface EventSubscriber {
  /** Stable per renderer (Electron: the webContents id). */
  readonly id: number;
  send(payload: unknown): void;
}

export interface EventSubscriptions {
  subscribe(
    source: IpcRequestSource,
    subscriber: EventSubscriber,
    args: unknown[],
  ): BridgeResult<null>;
  unsubscribe(source: IpcRequestSource, subscriberId: number, args: unknown[]): BridgeResult<null>;
  /** The renderer navigated or closed: it hears nothing more. */
  drop(subscriberId: number): void;
  /** How many renderers listen now. */
  readonly size: number;
}

export function createEventSubscriptions(
  bridge: Pick<DesktopBridge, DesktopBridgeEventName>,
  event: DesktopBridgeEventName,
  isTrustedSender: (senderUrl: string) => boolean,
): EventSubscriptions {
  const active = new Map<number, () => void>();
  const { subscribe: subscribeChannel, unsubscribe: unsubscribeChannel } =
    DESKTOP_BRIDGE_EVENT_CHANNELS[event];
  const listen = bridge[event] as (listener: (payload: unknown) => void) => () => void;

  const drop = (subscriberId: number) => {
    active.get(subscriberId)?.();
    active.delete(subscriberId);
  };

  return {
    subscribe(source, subscriber, args) {
      const refused = refusal(subscribeChannel, source, isTrustedSender);
      if (refused !== null) return refused;
      if (args.length > 0) return invalidArguments(subscribeChannel, 'expected no arguments');
      if (!active.has(subscriber.id)) {
        active.set(
          subscriber.id,
          listen((payload) => {
            subscriber.send(payload);
          }),
        );
      }
      return { ok: true, value: null };
    },
    unsubscribe(source, subscriberId, args) {
      const refused = refusal(unsubscribeChannel, source, isTrustedSender);
      if (refused !== null) return refused;
      if (args.length > 0) return invalidArguments(unsubscribeChannel, 'expected no arguments');
      drop(subscriberId);
      return { ok: true, value: null };
    },
    drop,
    get size() {
      return active.size;
    },
  };
}

export interface BridgeEventSubscriptions {
  readonly events: Readonly<Record<DesktopBridgeEventName, EventSubscriptions>>;
  /** The renderer navigated or closed: every event's subscription of it ends. */
  drop(subscriberId: number): void;
}

/** Subscriptions for every event of the bridge. */
export function createBridgeEventSubscriptions(
  bridge: Pick<DesktopBridge, DesktopBridgeEventName>,
  isTrustedSender: (senderUrl: string) => boolean,
): BridgeEventSubscriptions {
  const events = Object.fromEntries(
    DESKTOP_BRIDGE_EVENT_NAMES.map((name) => [
      name,
      createEventSubscriptions(bridge, name, isTrustedSender),
    ]),
  ) as Record<DesktopBridgeEventName, EventSubscriptions>;
  return {
    events,
    drop(subscriberId) {
      for (const subscriptions of Object.values(events)) subscriptions.drop(subscriberId);
    },
  };
}
