// Synthetic fingerprints with ground truth: master prints grown SFinGe-style from a seed, and
// their impressions as the U.are.U would capture them. Deterministic, for tests, the virtual
// reader and the benchmark.

export { faded, shifted, smeared } from './capture-defects.ts';
export { HARD_CONDITIONS, type ImpressionConditions } from './impression-conditions.ts';
export type { ImpressionOptions } from './impression-options.ts';
export { createMasterFingerprint, type MasterFingerprint } from './master-fingerprint.ts';
export type { FingerOutline, PatternClass, Point } from './pattern.ts';
export { renderImpression, type Impression } from './render-impression.ts';
export {
  impressionSeed,
  syntheticFinger,
  syntheticMaster,
  type SyntheticFingerOptions,
} from './synthetic-finger.ts';
