// What readers tell people: the quality of a capture and why a capture or the reader failed.
// Zyno Desktop shows these texts as they are.

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
