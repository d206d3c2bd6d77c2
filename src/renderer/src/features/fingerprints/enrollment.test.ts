import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import {
  enrollmentReducer,
  INITIAL_ENROLLMENT,
  isEnrollmentComplete,
  refusedSamples,
  type EnrollmentState,
} from './enrollment';
import { FINGERPRINT_MESSAGES } from './messages';

const sample = (n: number) => ({
  type: 'sample' as const,
  sample: { Data: `template-${n}`, Png: `image-${n}` },
});

describe('enrollmentReducer', () => {
  it('collects five samples, showing the newest image, then takes no more', () => {
    let state = INITIAL_ENROLLMENT;
    for (let n = 1; n <= 6; n += 1) state = enrollmentReducer(state, sample(n));
    expect(state.samples).toEqual([1, 2, 3, 4, 5].map((n) => `template-${n}`));
    expect(state.lastImage).toBe('image-5');
    expect(isEnrollmentComplete(state)).toBe(true);
  });

  it('is not complete before the fifth sample', () => {
    let state = INITIAL_ENROLLMENT;
    for (let n = 1; n <= 4; n += 1) state = enrollmentReducer(state, sample(n));
    expect(isEnrollmentComplete(state)).toBe(false);
  });

  it('tells the person about a poor press until the next good one', () => {
    const poor = enrollmentReducer(INITIAL_ENROLLMENT, {
      type: 'quality',
      issue: 'too-fast',
      message: 'The finger was lifted too soon.',
    });
    expect(poor.problem).toBe('The finger was lifted too soon.');
    expect(poor.samples).toEqual([]);
    expect(enrollmentReducer(poor, sample(1)).problem).toBeNull();
  });

  it('follows the finger on the glass and an unplugged reader', () => {
    const on = enrollmentReducer(INITIAL_ENROLLMENT, { type: 'finger-on' });
    expect(on.fingerOn).toBe(true);
    expect(enrollmentReducer(on, { type: 'finger-off' }).fingerOn).toBe(false);
    const gone = enrollmentReducer(on, { type: 'reader-detached' });
    expect(gone).toMatchObject({ fingerOn: false, problem: FINGERPRINT_MESSAGES.readerGone });
    expect(enrollmentReducer(gone, { type: 'reader-attached' }).problem).toBeNull();
  });

  describe('when the server finds presses that disagree with the others', () => {
    const five = (): EnrollmentState => {
      let state = INITIAL_ENROLLMENT;
      for (let n = 1; n <= 5; n += 1) state = enrollmentReducer(state, sample(n));
      return state;
    };
    const refusal = (samples: number[]) =>
      new ApiError(422, 'enrollment_inconsistent', 'Sample 2 did not match the others.', {
        samples,
      });

    it('drops the named press, says so, and completes with one more press', () => {
      const verdict = refusedSamples(refusal([1]));
      if (verdict === null) throw new Error('not read as a refusal');
      const asked = enrollmentReducer(five(), verdict);
      expect(asked.samples).toEqual(['template-1', 'template-3', 'template-4', 'template-5']);
      expect(asked.problem).toBe(
        "That press didn't match the others. Press the same finger again.",
      );
      expect(isEnrollmentComplete(asked)).toBe(false);
      const again = enrollmentReducer(asked, sample(6));
      expect(isEnrollmentComplete(again)).toBe(true);
      expect(again.samples.at(-1)).toBe('template-6');
      expect(again.problem).toBeNull();
    });

    it('asks for as many presses as were refused', () => {
      const verdict = refusedSamples(refusal([0, 4]));
      if (verdict === null) throw new Error('not read as a refusal');
      const asked = enrollmentReducer(five(), verdict);
      expect(asked.samples).toEqual(['template-2', 'template-3', 'template-4']);
      expect(asked.problem).toBe(
        "2 presses didn't match the others. Press the same finger 2 more times.",
      );
    });

    it('leaves other failures to the error message', () => {
      expect(refusedSamples(new ApiError(409, 'conflict', 'Already enrolled.'))).toBeNull();
      expect(
        refusedSamples(new ApiError(422, 'enrollment_inconsistent', 'No details.')),
      ).toBeNull();
      expect(refusedSamples(new Error('offline'))).toBeNull();
    });
  });
});
