// The spec's 'fingerprint' event over IPC: each renderer subscribes once (however many listeners
// its page holds) and is sent every event until it unsubscribes, navigates away or closes.
// Electron-free: ipc.ts and the desktop harness supply how events reach a renderer.
import {
  DESKTOP_BRIDGE_FINGERPRINT_CHANNELS,
  type BridgeResult,
  type DesktopBridge,
} from '@shared/desktop/desktop-bridge';
import type { FingerprintEvent } from '@shared/desktop/fingerprint-event';
import { invalidArguments, refusal, type IpcRequestSource } from './ipc-handlers';

export interface FingerprintSubscriber {
  /** Stable per renderer (Electron: the webContents id). */
  readonly id: number;
  send(event: FingerprintEvent): void;
}

export interface FingerprintSubscriptions {
  subscribe(
    source: IpcRequestSource,
    subscriber: FingerprintSubscriber,
    args: unknown[],
  ): BridgeResult<null>;
  unsubscribe(source: IpcRequestSource, subscriberId: number, args: unknown[]): BridgeResult<null>;
  /** The renderer navigated or closed: it hears nothing more. */
  drop(subscriberId: number): void;
  /** How many renderers listen now. */
  readonly size: number;
}

export function createFingerprintSubscriptions(
  bridge: Pick<DesktopBridge, 'onFingerprint'>,
  isTrustedSender: (senderUrl: string) => boolean,
): FingerprintSubscriptions {
  const active = new Map<number, () => void>();
  const { subscribe: subscribeChannel, unsubscribe: unsubscribeChannel } =
    DESKTOP_BRIDGE_FINGERPRINT_CHANNELS;

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
          bridge.onFingerprint((event) => {
            subscriber.send(event);
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
