// One call for "impression n of finger f", as the virtual reader, tests and the benchmark use
// it; masters are cached since each finger is pressed many times in a row.

import { renderConditionedImpression, type ImpressionConditions } from './impression-conditions.ts';
import { createMasterFingerprint, type MasterFingerprint } from './master-fingerprint.ts';
import { mixSeed } from './random.ts';
import { renderImpression, type Impression } from './render-impression.ts';

/** Masters kept: a few fingers' worth, about 2.5 MB each. */
const CACHED_MASTERS = 8;
const masters = new Map<number, MasterFingerprint>();

export function syntheticMaster(fingerSeed: number): MasterFingerprint {
  const cached = masters.get(fingerSeed);
  if (cached !== undefined) {
    // Re-insert so the map's order stays least recently used first.
    masters.delete(fingerSeed);
    masters.set(fingerSeed, cached);
    return cached;
  }
  const master = createMasterFingerprint(fingerSeed);
  masters.set(fingerSeed, master);
  for (const oldest of masters.keys()) {
    if (masters.size <= CACHED_MASTERS) break;
    masters.delete(oldest);
  }
  return master;
}

/** The seed of impression `impressionIndex` of finger `fingerSeed`. */
export function impressionSeed(fingerSeed: number, impressionIndex: number): number {
  return mixSeed(fingerSeed, impressionIndex, 0x1397);
}

export interface SyntheticFingerOptions {
  /** Hard conditions for the touch (impression-conditions.ts); a careful press if unset. */
  readonly conditions?: ImpressionConditions;
}

export function syntheticFinger(
  fingerSeed: number,
  impressionIndex: number,
  options: SyntheticFingerOptions = {},
): Impression {
  const seed = impressionSeed(fingerSeed, impressionIndex);
  const master = syntheticMaster(fingerSeed);
  return options.conditions === undefined
    ? renderImpression(master, { seed })
    : renderConditionedImpression(master, seed, options.conditions);
}
