// Hard conditions for synthetic touches: the careless, dry, wet, distorted and partial presses
// that real readers see and the default impressions spare the engine. Each level 0–1 sets how bad
// a touch may get; every impression draws its own severity up to it from its seed, so a set of
// impressions under the same conditions holds easy and hard ones, repeatably.

import { faded, smeared } from './capture-defects.ts';
import type { ImpressionOptions } from './impression-options.ts';
import type { MasterFingerprint } from './master-fingerprint.ts';
import { createRandom, mixSeed } from './random.ts';
import { renderImpression, type Impression } from './render-impression.ts';

export interface ImpressionConditions {
  /** Skin stretch up to five times a careful press's largest (a finger dragged or rolled). */
  readonly distortion?: number;
  /** Dry skin: thin ridges broken into dots (the default impressions are at most a little dry). */
  readonly dryness?: number;
  /** Wet skin or a hard press: fat ridges, valleys filled. */
  readonly wetness?: number;
  /** Off-centre, turned, partial contact: from the usual ±10 px to ±90 px, contact down to 15%. */
  readonly partial?: number;
  /** Sensor grain and uneven contrast up to the worst the renderer draws. */
  readonly noise?: number;
}

/**
 * Conditions whose error rates land between the two real optical sets' (fixtures README) when
 * every capture is scored: on 12 fingers × 8 impressions at threshold 21, EER 15.8%, 5-press
 * enrolment FNMR 11.1%, median genuine score 48.5 (careful presses: 0%, 0%, 79.6; FVC2002 DB2_B
 * EER 1.8%, FNMR 10%; FVC2004 DB1_B 10.8%, 33.3%). The reader refuses 38% of them, and those it
 * accepts are easier (the bench, 2026-11-28: EER under 0.01%, 5-press enrolment FNMR 1/80).
 */
export const HARD_CONDITIONS: Readonly<Required<ImpressionConditions>> = {
  distortion: 0.8,
  dryness: 0.8,
  wetness: 0.8,
  partial: 0.8,
  noise: 0.8,
};

/** The options one impression gets under `conditions`, and the skin's state for its image. */
function conditionedOptions(
  seed: number,
  conditions: ImpressionConditions,
): { options: ImpressionOptions; dryness: number; wetness: number } {
  const random = createRandom(mixSeed(seed, 0xc0d1));
  const level = (value: number | undefined) => Math.min(1, Math.max(0, value ?? 0)) * random.next();
  const distortion = level(conditions.distortion);
  const partial = level(conditions.partial);
  const noise = level(conditions.noise);
  // A finger is dry or wet on one touch, not both.
  const wet = random.next() < 0.5;
  const dryness = wet ? 0 : level(conditions.dryness);
  const wetness = wet ? level(conditions.wetness) : 0;
  const skin = wetness - dryness;
  const spread = 10 + 80 * partial;
  const options: ImpressionOptions = {
    seed,
    ...(distortion > 0 ? { distortion: 0.5 + 4.5 * distortion } : {}),
    ...(skin !== 0 ? { pressure: Math.sign(skin) * (0.3 + 0.7 * Math.abs(skin)) } : {}),
    ...(partial > 0
      ? {
          rotation: random.normal() * (0.13 + 0.3 * partial),
          translateX: random.normal() * spread,
          translateY: random.normal() * spread,
          contact: 0.7 - 0.55 * partial,
        }
      : {}),
    ...(noise > 0 ? { noise: 0.2 + 0.8 * noise } : {}),
  };
  return { options, dryness, wetness };
}

/**
 * Impression `seed` of `master` under `conditions`: the renderer's pose, contact, pressure and
 * noise, then the skin's state over the whole image — wet ridges smeared, dry ones faded.
 * `overrides` fix options a caller chooses (the virtual reader's contact).
 */
export function renderConditionedImpression(
  master: MasterFingerprint,
  seed: number,
  conditions: ImpressionConditions,
  overrides: Partial<ImpressionOptions> = {},
): Impression {
  const { options, dryness, wetness } = conditionedOptions(seed, conditions);
  const impression = renderImpression(master, { ...options, ...overrides });
  const image =
    wetness > 0.3
      ? smeared(impression.image, (wetness - 0.3) * 0.6)
      : dryness > 0.3
        ? faded(impression.image, (dryness - 0.3) * 0.9, seed)
        : impression.image;
  return { ...impression, image };
}
