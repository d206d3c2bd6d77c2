// One enrollment as state (spec §4 "Fingerprint enrollment", §9): samples are collected from the
// reader's events until there are five; quality problems and an unplugged reader are shown; the
// newest image is what the person sees of their press. Presses the server finds disagreeing
// with the others are dropped and taken again.
import {
  enrollmentInconsistentDetailsSchema,
  FINGERPRINT_SAMPLES_PER_ENROLLMENT,
} from '@shared/fingerprints/fingerprints';
import { isApiError } from '../../api';
import type { FingerprintEvent } from '@shared/desktop/fingerprint-event';
import { FINGERPRINT_MESSAGES } from './messages';

export interface EnrollmentState {
  /** The templates (`Data`, base64) collected so far. */
  samples: string[];
  /** The newest press as a PNG (base64), or null before the first. */
  lastImage: string | null;
  fingerOn: boolean;
  /** What to tell the person about the last press, or null when it went well. */
  problem: string | null;
}

export const INITIAL_ENROLLMENT: EnrollmentState = {
  samples: [],
  lastImage: null,
  fingerOn: false,
  problem: null,
};

/** The server's verdict that some presses (0-based) are not the finger the others are. */
export interface SamplesRefused {
  type: 'samples-refused';
  samples: number[];
}

export type EnrollmentAction = FingerprintEvent | SamplesRefused;

export function isEnrollmentComplete(state: EnrollmentState): boolean {
  return state.samples.length >= FINGERPRINT_SAMPLES_PER_ENROLLMENT;
}

/** The presses to take again when `error` is the server's 422 enrollment_inconsistent, or null. */
export function refusedSamples(error: unknown): SamplesRefused | null {
  if (!isApiError(error) || error.code !== 'enrollment_inconsistent') return null;
  const details = enrollmentInconsistentDetailsSchema.safeParse(error.details);
  return details.success ? { type: 'samples-refused', samples: details.data.samples } : null;
}

export function enrollmentReducer(
  state: EnrollmentState,
  event: EnrollmentAction,
): EnrollmentState {
  switch (event.type) {
    case 'samples-refused': {
      const refused = new Set(event.samples);
      return {
        ...state,
        samples: state.samples.filter((_sample, index) => !refused.has(index)),
        problem: FINGERPRINT_MESSAGES.pressesRefused(refused.size),
      };
    }
    case 'finger-on':
      return { ...state, fingerOn: true };
    case 'finger-off':
      return { ...state, fingerOn: false };
    case 'quality':
    case 'reader-error':
      return { ...state, problem: event.message };
    case 'reader-detached':
      return { ...state, fingerOn: false, problem: FINGERPRINT_MESSAGES.readerGone };
    case 'reader-attached':
      return { ...state, problem: null };
    case 'sample':
      if (isEnrollmentComplete(state)) return state;
      return {
        ...state,
        samples: [...state.samples, event.sample.Data],
        lastImage: event.sample.Png,
        problem: null,
      };
  }
}
