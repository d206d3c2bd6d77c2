// The station's fingerprint reader as Zyno Desktop runs it with no U.are.U attached: the virtual
// reader behind the bridge's reader source, listened to as the login screen listens. Each press
// says when the frame was ready and when the sample (ISO template + PNG) came out of the source.
import { createVirtualReader, type TouchResult, type VirtualReader } from '@zyno/fingerprint';
import type { FingerprintEvent, FingerprintSample } from '@shared/desktop/fingerprint-event';
import { createReaderFingerprintSource } from '../../src/main/bridge/reader-fingerprint-source';

/** Milliseconds from finger-on, split where the work changes hands. */
export interface PressTimings {
  /** The reader's frame: the virtual reader's 200 ms scan, then rendering the synthetic print. */
  frameMs: number;
  /** The source's work on the frame: minutiae extraction, ISO template, PNG. */
  extractionMs: number;
  /** Finger-on to the sample event: everything on the reader side. */
  readerMs: number;
}

export type PressOutcome =
  | { kind: 'sample'; sample: FingerprintSample; timings: PressTimings }
  /** A quality or reader message: the station would ask for another press. */
  | { kind: 'refused'; message: string };

export interface Press {
  outcome: PressOutcome;
  /** Settles when the finger is lifted (the virtual reader's press lasts 1 s). */
  lifted: Promise<TouchResult>;
}

export interface StationReader {
  press(fingerSeed: number, impressionIndex: number): Promise<Press>;
  close(): Promise<void>;
}

type Answer = Extract<FingerprintEvent, { type: 'sample' | 'quality' | 'reader-error' }>;

function isAnswer(event: FingerprintEvent): event is Answer {
  return event.type === 'sample' || event.type === 'quality' || event.type === 'reader-error';
}

export async function openStationReader(): Promise<StationReader> {
  const reader: VirtualReader = createVirtualReader();
  let fingerOnAt = 0;
  let framedAt = 0;
  // Registered before the source's own listeners, so these run first on each event.
  reader.on('finger-on', () => {
    fingerOnAt = performance.now();
  });
  reader.on('capture', () => {
    framedAt = performance.now();
  });
  const source = createReaderFingerprintSource(reader);
  let waiting: ((answer: Answer, at: number) => void) | undefined;
  await reader.start();
  const unsubscribe = source.subscribe((event) => {
    if (isAnswer(event)) waiting?.(event, performance.now());
  });

  return {
    press(fingerSeed, impressionIndex) {
      return new Promise<Press>((resolve, reject) => {
        if (waiting !== undefined) throw new Error('One press at a time.');
        // The answer comes from the reader's scan timer, after touch() has returned.
        const lifted = reader.touch(fingerSeed, { impressionIndex });
        waiting = (answer, at) => {
          waiting = undefined;
          const outcome: PressOutcome =
            answer.type === 'sample'
              ? {
                  kind: 'sample',
                  sample: answer.sample,
                  timings: {
                    frameMs: framedAt - fingerOnAt,
                    extractionMs: at - framedAt,
                    readerMs: at - fingerOnAt,
                  },
                }
              : { kind: 'refused', message: answer.message };
          resolve({ outcome, lifted });
        };
        lifted.then(
          (result) => {
            if (waiting === undefined) return;
            waiting = undefined;
            reject(
              new Error(`The virtual reader's touch ended without a sample: ${result.outcome}.`),
            );
          },
          (error: unknown) => {
            waiting = undefined;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    async close() {
      unsubscribe();
      await reader.shutdown();
    },
  };
}
