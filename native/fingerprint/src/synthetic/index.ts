// Synthetic fingerprints with ground truth: master prints grown SFinGe-style from a seed, and
// their impressions as the U.are.U would capture them. Deterministic, for tests, the virtual
// reader and the benchmark.

export type { ImpressionOptions } from './impression-options.ts';
export { createMasterFingerprint, type MasterFingerprint } from './master-fingerprint.ts';
export type { FingerOutline, PatternClass, Point } from './pattern.ts';
export { renderImpression, type Impression } from './render-impression.ts';
export { impressionSeed, syntheticFinger, syntheticMaster } from './synthetic-finger.ts';
