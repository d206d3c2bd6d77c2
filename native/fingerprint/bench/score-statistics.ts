// Error rates from score distributions: FMR and FNMR at a threshold, the equal error rate, and
// the threshold a target false-match rate needs — read off the impostor scores where there are
// enough of them, and extrapolated from an exponential fit of their upper tail where not.

/** Ascending copy. */
export function sorted(scores: readonly number[]): Float64Array {
  return Float64Array.from(scores).sort();
}

/** Share of `ascending` at or above `threshold`. */
export function shareAtOrAbove(ascending: Float64Array, threshold: number): number {
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((ascending[mid] as number) < threshold) low = mid + 1;
    else high = mid;
  }
  return ascending.length === 0 ? 0 : (ascending.length - low) / ascending.length;
}

export function quantile(ascending: Float64Array, q: number): number {
  if (ascending.length === 0) return Number.NaN;
  return ascending[Math.min(ascending.length - 1, Math.floor(q * ascending.length))] as number;
}

/** Where FMR (impostors ≥ t) and FNMR (genuine < t) cross; both rates at that threshold. */
export function equalErrorRate(
  genuine: Float64Array,
  impostor: Float64Array,
): { rate: number; threshold: number } {
  const candidates = sorted([...genuine, ...impostor]);
  let best = { rate: 1, threshold: 0, gap: Infinity };
  for (const threshold of candidates) {
    const fmr = shareAtOrAbove(impostor, threshold);
    const fnmr = 1 - shareAtOrAbove(genuine, threshold);
    const gap = Math.abs(fmr - fnmr);
    if (gap < best.gap) best = { rate: (fmr + fnmr) / 2, threshold, gap };
  }
  return { rate: best.rate, threshold: best.threshold };
}

/**
 * An exponential fit of the top `tailShare` of impostor scores, P(S ≥ s) ≈ share · exp(−(s − start)
 * / scale), with the scale's maximum-likelihood estimate (the mean excess over `start`) and its
 * 95% upper bound (2m·scale / true scale is χ² with 2m degrees of freedom for m tail scores).
 */
export interface TailFit {
  readonly start: number;
  readonly share: number;
  readonly scale: number;
  readonly count: number;
  /** The score impostors reach with probability `fmr`, by the fit. */
  thresholdAt(fmr: number): number;
  /** The same with the scale at its 95% upper bound: the cautious reading. */
  upperThresholdAt(fmr: number): number;
}

export function tailFit(impostor: Float64Array, tailShare = 0.01): TailFit {
  const start = quantile(impostor, 1 - tailShare);
  let excess = 0;
  let count = 0;
  for (const score of impostor) {
    if (score <= start) continue;
    excess += score - start;
    count += 1;
  }
  const scale = count === 0 ? 0 : excess / count;
  const share = count / Math.max(1, impostor.length);
  const upperScale = count === 0 ? 0 : (2 * count * scale) / chiSquareLowerQuantile(2 * count);
  const at = (fmr: number, spread: number) => start + spread * Math.log(Math.max(share, fmr) / fmr);
  return {
    start,
    share,
    scale,
    count,
    thresholdAt: (fmr) => at(fmr, scale),
    upperThresholdAt: (fmr) => at(fmr, upperScale),
  };
}

/** χ² 2.5th percentile for k degrees of freedom (Wilson–Hilferty approximation). */
function chiSquareLowerQuantile(k: number): number {
  const z = -1.959964;
  const v = 2 / (9 * k);
  return k * Math.pow(1 - v + z * Math.sqrt(v), 3);
}

/** The score an impostor exceeds with probability `target`, by tailFit. */
export function extrapolatedThreshold(
  impostor: Float64Array,
  target: number,
  tailShare = 0.01,
): number {
  return tailFit(impostor, tailShare).thresholdAt(target);
}

/**
 * FNMR at the lowest threshold whose FMR is at most `fmr` (impostors ≥ threshold), and that
 * threshold: just above the impostor score that would break the budget.
 */
export function fnmrAtFmr(
  genuine: Float64Array,
  impostor: Float64Array,
  fmr: number,
): { fnmr: number; threshold: number } {
  const allowed = Math.floor(fmr * impostor.length);
  const breaking = impostor[impostor.length - 1 - allowed];
  const threshold = breaking === undefined ? 0 : breaking + 1e-9;
  return { fnmr: 1 - shareAtOrAbove(genuine, threshold), threshold };
}
