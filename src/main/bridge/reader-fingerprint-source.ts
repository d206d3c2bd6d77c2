// The station's reader as the bridge's FingerprintSource: the reader captures only while a page
// listens, and what it reports becomes the spec's 'fingerprint' events — each usable capture a
// sample (`Data`: the ISO template of its minutiae, `Png`: the image), each failed or poor one
// (smudged, faint, off-centre, too few minutiae: the engine's readCapture) a message people can
// act on.
import {
  CAPTURE_QUALITY_MESSAGES,
  capturedSample,
  readCapture,
  type CaptureErrorEvent,
  type CaptureEvent,
  type FingerprintReader,
} from '@zyno/fingerprint';
import type { FingerprintEvent, FingerprintQualityIssue } from '@shared/desktop/fingerprint-event';
import type { FingerprintSource } from './fingerprint-source';

export const TOO_FEW_MINUTIAE_MESSAGE =
  'Only part of your finger was captured. Place your finger flat in the middle of the reader.';

const QUALITY_ISSUES: readonly string[] = ['too-fast', 'partial', 'no-finger'];

export interface ReaderFingerprintSourceOptions {
  /** Where reader failures are logged (never shown with their technical detail). */
  log?: (message: string, detail?: unknown) => void;
}

export function createReaderFingerprintSource(
  reader: FingerprintReader,
  options: ReaderFingerprintSourceOptions = {},
): FingerprintSource {
  const log =
    options.log ??
    ((message, detail) => {
      console.warn(message, detail ?? '');
    });
  const listeners = new Set<(event: FingerprintEvent) => void>();
  const emit = (event: FingerprintEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  reader.on('attached', () => {
    emit({ type: 'reader-attached' });
  });
  reader.on('detached', () => {
    emit({ type: 'reader-detached' });
  });
  reader.on('finger-on', () => {
    emit({ type: 'finger-on' });
  });
  reader.on('finger-off', () => {
    emit({ type: 'finger-off' });
  });
  reader.on('capture', (capture) => {
    emit(sampleEvent(capture, log));
  });
  reader.on('capture-error', (failure) => {
    emit(failureEvent(failure, log));
  });

  const setCapturing = (wanted: boolean) => {
    const change = wanted ? reader.startCapturing() : reader.stopCapturing();
    change.catch((error: unknown) => {
      log(`The fingerprint reader could not ${wanted ? 'start' : 'stop'} capturing.`, error);
      if (wanted) emit({ type: 'reader-error', message: messageOf(error) });
    });
  };

  return {
    hasReader: () => reader.current !== null,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) setCapturing(true);
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) setCapturing(false);
      };
    },
  };
}

function sampleEvent(
  capture: CaptureEvent,
  log: (message: string, detail?: unknown) => void,
): FingerprintEvent {
  try {
    const reading = readCapture(capture.image);
    if (reading.refused === 'too-few-minutiae') {
      return { type: 'quality', issue: 'partial', message: TOO_FEW_MINUTIAE_MESSAGE };
    }
    if (reading.refused !== null) {
      return {
        type: 'quality',
        issue: reading.refused,
        message: CAPTURE_QUALITY_MESSAGES[reading.refused],
      };
    }
    const { extraction } = reading;
    const quality = Math.round(Math.min(100, Math.max(0, extraction.quality)));
    return {
      type: 'sample',
      sample: capturedSample(capture.image, extraction.minutiae, { quality }),
    };
  } catch (error) {
    log('A captured fingerprint could not be read.', error);
    return {
      type: 'reader-error',
      message: 'The fingerprint could not be read. Please try again.',
    };
  }
}

function failureEvent(
  failure: CaptureErrorEvent,
  log: (message: string, detail?: unknown) => void,
): FingerprintEvent {
  if (QUALITY_ISSUES.includes(failure.reason)) {
    return {
      type: 'quality',
      issue: failure.reason as FingerprintQualityIssue,
      message: failure.message,
    };
  }
  log(`Fingerprint capture failed (${failure.reason}).`, failure.detail);
  return { type: 'reader-error', message: failure.message };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'The fingerprint reader is not working.';
}
