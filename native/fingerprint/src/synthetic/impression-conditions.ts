// Hard conditions for synthetic touches: the careless, dry, wet, distorted and partial presses
// that real readers see and the default impressions spare the engine. Each level 0–1 sets how bad
// a touch may get; every impression draws its own severity up to it from its seed, so a set of
// impressions under the same conditions holds easy and hard ones, repeatably.

import type { ImpressionOptions } from './impression-options.ts';
import { createRandom, mixSeed } from './random.ts';

export interface ImpressionConditions {
  /** Skin stretch up to three times a careful press's largest (a finger dragged or rolled). */
  readonly distortion?: number;
  /** Dry skin: thin ridges broken into dots (the default impressions are at most a little dry). */
  readonly dryness?: number;
  /** Wet skin or a hard press: fat ridges, valleys filled. */
  readonly wetness?: number;
  /** Off-centre, turned, partial contact: from the usual ±10 px to ±70 px, contact down to 20%. */
  readonly partial?: number;
  /** Sensor grain and uneven contrast up to the worst the renderer draws. */
  readonly noise?: number;
}

/** Conditions whose error rates land near real optical readers' (see docs/fingerprints.md). */
export const HARD_CONDITIONS: Readonly<Required<ImpressionConditions>> = {
  distortion: 1,
  dryness: 0.6,
  wetness: 0.6,
  partial: 0.5,
  noise: 0.6,
};

/** The options one impression gets under `conditions`; none given leaves the default drawing. */
export function conditionedOptions(
  seed: number,
  conditions: ImpressionConditions,
): ImpressionOptions {
  const random = createRandom(mixSeed(seed, 0xc0d1));
  const level = (value: number | undefined) => Math.min(1, Math.max(0, value ?? 0)) * random.next();
  const distortion = level(conditions.distortion);
  const dryness = level(conditions.dryness);
  const wetness = level(conditions.wetness);
  const partial = level(conditions.partial);
  const noise = level(conditions.noise);
  const skin = random.next() < 0.5 ? -dryness : wetness;
  const spread = 10 + 60 * partial;
  return {
    seed,
    ...(distortion > 0 ? { distortion: 0.3 + 2.7 * distortion } : {}),
    ...(skin !== 0 ? { pressure: Math.sign(skin) * (0.3 + 0.7 * Math.abs(skin)) } : {}),
    ...(partial > 0
      ? {
          translateX: random.normal() * spread,
          translateY: random.normal() * spread,
          contact: 0.7 - 0.5 * partial,
        }
      : {}),
    ...(noise > 0 ? { noise: 0.2 + 0.8 * noise } : {}),
  };
}
