// The one error type readers raise: a `reason` callers switch on, the message people see, and
// the technical detail for logs.

import { READER_ERROR_MESSAGES } from './messages.ts';

/** Why one capture failed; each comes with a `capture-error` event. */
export const CAPTURE_ERROR_REASONS = [
  'too-fast',
  'partial',
  'no-finger',
  'bad-frame',
  'stalled',
  'unplugged',
  'power-up-failed',
  'no-permission',
] as const;
export type CaptureErrorReason = (typeof CAPTURE_ERROR_REASONS)[number];

export type ReaderErrorReason =
  CaptureErrorReason | 'usb-unavailable' | 'not-attached' | 'not-capturing' | 'shut-down';

/** The text of any thrown value, for a ReaderError's `detail`. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class ReaderError extends Error {
  readonly reason: ReaderErrorReason;
  /** What went wrong on the wire, for logs; never shown to people. */
  readonly detail: string | undefined;

  constructor(reason: ReaderErrorReason, detail?: string, options?: ErrorOptions) {
    super(READER_ERROR_MESSAGES[reason], options);
    this.name = 'ReaderError';
    this.reason = reason;
    this.detail = detail;
  }
}
