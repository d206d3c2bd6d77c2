// The station's one fingerprint reader, as the bridge sees it: the U.are.U driver over USB, or —
// when the development or demo configuration asks for it (ZYNO_FINGERPRINT_READER=virtual) — the
// virtual reader with synthetic prints. Creating the USB reader is asynchronous, so the source
// answers "no reader" until it is ready and then hands its listeners over.
import {
  createUru4000Reader,
  createUsbHost,
  createVirtualReader,
  type FingerprintReader,
  type VirtualReader,
} from '@zyno/fingerprint';
import type { FingerprintEvent } from '@shared/desktop/fingerprint-event';
import type { ReaderKind } from './app-config';
import { noFingerprintReader, type FingerprintSource } from './bridge/fingerprint-source';
import { createReaderFingerprintSource } from './bridge/reader-fingerprint-source';

export interface DesktopFingerprintSource extends FingerprintSource {
  /** Settles once the reader is watched for (or it is known there can be none). */
  readonly ready: Promise<void>;
  /** Turns the reader off at quit. */
  shutdown(): Promise<void>;
  /**
   * With the virtual reader, puts a synthetic finger on it (demo stations); false when the
   * station's reader is not virtual.
   */
  touchVirtual(fingerSeed: number, impressionIndex: number): boolean;
}

export function createDesktopFingerprintSource(
  kind: ReaderKind,
  log: (message: string, detail?: unknown) => void = (message, detail) => {
    console.warn(message, detail ?? '');
  },
): DesktopFingerprintSource {
  let inner: FingerprintSource = noFingerprintReader;
  let reader: FingerprintReader | null = null;
  let virtualReader: VirtualReader | null = null;
  const listeners = new Map<(event: FingerprintEvent) => void, () => void>();

  const ready = openReader(kind)
    .then(async (opened) => {
      if (opened === null) return;
      reader = opened.reader;
      virtualReader = opened.virtual;
      inner = createReaderFingerprintSource(opened.reader, { log });
      await opened.reader.start();
      for (const listener of listeners.keys()) listeners.set(listener, inner.subscribe(listener));
    })
    .catch((error: unknown) => {
      log('No fingerprint reader can be used on this station.', error);
    });

  return {
    ready,
    hasReader: () => inner.hasReader(),
    subscribe(listener) {
      listeners.set(listener, inner.subscribe(listener));
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    async shutdown() {
      await ready;
      await reader?.shutdown();
    },
    touchVirtual(fingerSeed, impressionIndex) {
      if (virtualReader === null) return false;
      virtualReader.touch(fingerSeed, { impressionIndex }).catch((error: unknown) => {
        log('The virtual reader could not take the touch.', error);
      });
      return true;
    },
  };
}

async function openReader(
  kind: ReaderKind,
): Promise<{ reader: FingerprintReader; virtual: VirtualReader | null } | null> {
  if (kind === 'none') return null;
  if (kind === 'virtual') {
    const virtual = createVirtualReader();
    return { reader: virtual, virtual };
  }
  return { reader: createUru4000Reader({ host: await createUsbHost() }), virtual: null };
}
