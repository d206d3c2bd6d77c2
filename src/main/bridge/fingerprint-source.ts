// The bridge's view of the fingerprint reader: whether one is attached, and the spec's
// 'fingerprint' events for whoever listens. Zyno Desktop adapts its one reader (the U.are.U
// driver or the virtual reader) to this; stations without a reader use `noFingerprintReader`.
import type { FingerprintEvent } from '@shared/desktop/fingerprint-event';

export interface FingerprintSource {
  hasReader(): boolean;
  /** Capturing runs while anyone listens; returns the unsubscribe function. */
  subscribe(listener: (event: FingerprintEvent) => void): () => void;
}

export const noFingerprintReader: FingerprintSource = {
  hasReader: () => false,
  subscribe: () => () => undefined,
};
