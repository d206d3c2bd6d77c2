// What readers tell people: the quality of a capture and why a capture or the reader failed.
// Zyno Desktop shows these texts as they are.

import type { CaptureQualityIssue } from '../engine/capture-quality.ts';
import type { ReaderErrorReason } from './reader-error.ts';

export const CAPTURE_ACCEPTED = 'Fingerprint captured.';

export const READER_ERROR_MESSAGES: Readonly<Record<ReaderErrorReason, string>> = {
  'too-fast': 'Finger lifted too fast. Keep your finger on the reader for a second.',
  partial:
    'Only part of your finger was captured. Place your finger flat in the middle of the reader.',
  'no-finger': 'No finger was detected. Place your finger on the reader.',
  'bad-frame': 'The fingerprint reader sent an incomplete image. Please try again.',
  stalled: 'The fingerprint reader stopped responding. Please try again.',
  unplugged: 'The fingerprint reader was unplugged.',
  'power-up-failed':
    'The fingerprint reader did not start. Unplug it, plug it back in and try again.',
  'no-permission':
    'Zyno Desktop is not allowed to use the fingerprint reader. Ask your administrator to allow access to it.',
  'usb-unavailable': 'Fingerprint readers cannot be used on this computer.',
  'not-attached': 'No fingerprint reader is attached.',
  'not-capturing': 'The fingerprint reader is not waiting for a finger.',
  'shut-down': 'The fingerprint reader has been shut down.',
};

/** Why a capture is too poor to extract from (engine/capture-quality.ts), as what to do next. */
export const CAPTURE_QUALITY_MESSAGES: Readonly<Record<CaptureQualityIssue, string>> = {
  smudged: 'Your print is smudged. Press more lightly.',
  faint: 'Your print is too faint. Clean the reader and try again.',
  'off-centre': 'Only the edge of your finger was captured. Place the centre of your finger.',
};
