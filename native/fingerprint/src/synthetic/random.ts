// Seeded randomness for the synthetic generator: uniform and normal draws over the simulator's
// mulberry32, and a seed mixer so one finger's impressions get unrelated, repeatable seeds.

import { seededRandom } from '../simulator/random.ts';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [low, high). */
  between(low: number, high: number): number;
  /** Whole number in [0, count). */
  below(count: number): number;
  /** Standard normal (mean 0, deviation 1). */
  normal(): number;
}

export function createRandom(seed: number): Random {
  const draw = seededRandom(seed);
  const next = () => draw() / 0x1_0000_0000;
  return {
    next,
    between: (low, high) => low + (high - low) * next(),
    below: (count) => Math.floor(next() * count),
    normal: () => {
      // Box–Muller; 1 - next() keeps the logarithm's argument away from 0.
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      return radius * Math.cos(2 * Math.PI * next());
    },
  };
}

/** A 32-bit seed derived from several numbers (murmur3's finaliser over each in turn). */
export function mixSeed(...parts: readonly number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}
