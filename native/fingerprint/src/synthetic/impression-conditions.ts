// Hard conditions for synthetic touches: the careless, dry, wet, distorted and partial presses
// that real readers see and the default impressions spare the engine. Each level 0–1 sets how bad
// a touch may get; every impression draws its own severity up to it from its seed, so a set of
// impressions under the same conditions holds easy and hard ones, repeatably.

import { faded, inPatches, smeared } from './capture-defects.ts';
import type { ImpressionOptions } from './impression-options.ts';
import type { MasterFingerprint } from './master-fingerprint.ts';
import { createRandom, mixSeed } from './random.ts';
import { renderImpression, type Impression } from './render-impression.ts';

export interface ImpressionConditions {
  /**
   * A finger dragged or twisted on the glass: at full level, skin stretch up to twice a firm
   * press's (`ImpressionOptions.distortion` 2; more folds the skin over itself) and a drag of up
   * to 40 px and 0.2 rad.
   */
  readonly distortion?: number;
  /** Dry skin: thin ridges broken into dots (the default impressions are at most a little dry). */
  readonly dryness?: number;
  /** Wet skin or a hard press: fat ridges, valleys filled in blotches (up to 3/5 of the print). */
  readonly wetness?: number;
  /** Off-centre, turned, partial contact: from the usual ±10 px to ±90 px, contact down to 15%. */
  readonly partial?: number;
  /** Sensor grain and uneven contrast up to the worst the renderer draws. */
  readonly noise?: number;
}

/**
 * Conditions for touches as careless as a busy shop's, whose accepted presses are about as hard
 * as FVC2004 DB1_B's (fixtures README). The bench's 40 fingers × 8 impressions, threshold 10
 * (2026-11-28): the reader refuses 63 of 320 (off-centre 45, too few minutiae 18); of those it
 * accepts, 5-press enrolment FNMR 16.2% (16 of 99), EER 5.0%, median genuine score 36.6, 4 of 10
 * enrolments asked for a press again — FVC2004 DB1_B 16.7%, 6.4%, 22.5, 4 of 10; FVC2002 DB2_B
 * 3.3%, 1.8%, 48.6, 0 of 10. Wet presses blotted in places, as real ones are, are what made them
 * so (smeared all over, the reader refused them: docs/fingerprints.md).
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
    ...(distortion > 0 ? { distortion: 0.5 + 1.5 * distortion, drag: distortion } : {}),
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
 * How much of a wet touch is blotted (valleys filled, fully smeared): a fifth just past the wet
 * level's 0.3, up to three fifths at 0.8. Smeared all over, as before 2026-11-28, the reader
 * refused nearly every wet touch as smudged (64 of the hard set's 116 refusals) where real wet
 * presses, blotted in places, pass the capture check (docs/fingerprints.md).
 */
function wetShare(wetness: number): number {
  return 0.2 + 0.8 * (wetness - 0.3);
}

/**
 * Impression `seed` of `master` under `conditions`: the renderer's pose, contact, pressure and
 * noise, then the skin's state — wet ridges smeared in blotches, dry ones faded all over.
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
      ? inPatches(impression.image, smeared(impression.image, 1), wetShare(wetness), seed)
      : dryness > 0.3
        ? faded(impression.image, (dryness - 0.3) * 0.9, seed)
        : impression.image;
  return { ...impression, image };
}
