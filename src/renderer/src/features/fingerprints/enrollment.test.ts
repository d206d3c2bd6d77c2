import { describe, expect, it } from 'vitest';
import { enrollmentReducer, INITIAL_ENROLLMENT, isEnrollmentComplete } from './enrollment';
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
});
