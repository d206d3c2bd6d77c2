// 1:N identification: which enrolled finger, if any, a probe belongs to. Comparing a probe with
// every sample of 10,000 fingers would take seconds, so a prefilter first ranks the fingers by
// how many of their local-structure edges fall in a bin the probe's edges occupy (one table
// lookup per edge, no alignment), and only the best-ranked fingers get the full comparison.

import { ACCEPT_THRESHOLD, identificationThreshold } from './enrollment.ts';
import { asPrepared, type PreparedTemplate, type TemplateInput } from './prepared-template.ts';
import { EDGE_KEYS } from './edge-bins.ts';
import { comparePrepared } from './template-comparison.ts';

/** Fingers given the full comparison: at least this many… */
const MIN_SHORTLIST = 25;
/** …or this share of the gallery, whichever is more. */
const SHORTLIST_SHARE = 0.005;

export interface Identification<Id> {
  readonly id: Id;
  readonly score: number;
}

interface Enrolled<Id> {
  readonly id: Id;
  readonly samples: readonly PreparedTemplate[];
}

/** Enrolled fingers, each with all of its samples, prepared once for many searches. */
export class FingerprintGallery<Id> {
  private readonly fingers: Enrolled<Id>[] = [];

  get size(): number {
    return this.fingers.length;
  }

  add(id: Id, samples: readonly TemplateInput[]): void {
    this.fingers.push({ id, samples: samples.map(asPrepared) });
  }

  /**
   * The best-scoring finger at or above the threshold for this gallery's size (`threshold`, the
   * one-finger threshold, raised by identificationThreshold so that the whole search keeps its
   * false-match budget), or null. The prefilter means a finger outside the shortlist is never
   * compared; the benchmark reports how often that loses a match.
   */
  identify(probe: TemplateInput, threshold = ACCEPT_THRESHOLD): Identification<Id> | null {
    const required = identificationThreshold(this.fingers.length, threshold);
    const ready = asPrepared(probe);
    const shortlist = this.shortlist(ready);
    let best: Identification<Id> | null = null;
    for (const finger of shortlist) {
      for (const sample of finger.samples) {
        const score = comparePrepared(ready, sample);
        if (score >= required && (best === null || score > best.score))
          best = { id: finger.id, score };
      }
    }
    return best;
  }

  private shortlist(probe: PreparedTemplate): readonly Enrolled<Id>[] {
    const wanted = Math.max(MIN_SHORTLIST, Math.ceil(this.fingers.length * SHORTLIST_SHARE));
    if (this.fingers.length <= wanted) return this.fingers;
    // Exact bins only: the matcher's tolerant neighbourhood of bins makes every finger look alike.
    const occupied = new Uint8Array(EDGE_KEYS);
    for (const key of probe.edgeKey) occupied[key] = 1;
    const ranks = new Float64Array(this.fingers.length);
    this.fingers.forEach((finger, f) => {
      let best = 0;
      for (const sample of finger.samples) {
        const keys = sample.edgeKey;
        let hits = 0;
        for (let e = 0; e < keys.length; e += 1) {
          hits += occupied[keys[e] as number] as number;
        }
        // Larger templates collect more hits by chance alone.
        const rank = keys.length === 0 ? 0 : hits / Math.sqrt(keys.length);
        if (rank > best) best = rank;
      }
      ranks[f] = best;
    });
    const cut = kthLargest(ranks, wanted);
    const chosen: Enrolled<Id>[] = [];
    this.fingers.forEach((finger, f) => {
      if ((ranks[f] as number) >= cut && chosen.length < wanted) chosen.push(finger);
    });
    return chosen;
  }
}

/** The k-th largest value (k ≥ 1); sorting 10,000 numbers costs about a millisecond. */
function kthLargest(values: Float64Array, k: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[sorted.length - k] as number;
}
