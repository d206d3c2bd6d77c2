// The conditions of one touch on the reader, each either given or drawn from the impression's
// seed within what real placements show.

import { createRandom } from './random.ts';

export interface ImpressionOptions {
  readonly seed: number;
  /** Radians, counter-clockwise as seen on the image (minutia angles grow by it). ±15° if unset. */
  readonly rotation?: number;
  /** Pixels the print is shifted right in the image. ±25 if unset. */
  readonly translateX?: number;
  /** Pixels the print is shifted down in the image. ±25 if unset. */
  readonly translateY?: number;
  /** 0–5: how much the skin is stretched, most at the edge of the contact (1: a firm press). */
  readonly distortion?: number;
  /** 0–1: share of the frame the finger touches. */
  readonly contact?: number;
  /** 0–1: sensor noise and uneven contrast. */
  readonly noise?: number;
  /** −1 dry (thin, broken ridges) … +1 wet (thick ridges, filled valleys). */
  readonly pressure?: number;
  /**
   * 0–1: the finger pushed sideways and twisted while its centre stays put on the glass (plastic
   * distortion); 0, none, unless given.
   */
  readonly drag?: number;
}

export type ResolvedImpressionOptions = Required<ImpressionOptions>;

const MAX_ROTATION = (15 * Math.PI) / 180;
const MAX_TRANSLATION = 25;

export function resolveImpressionOptions(options: ImpressionOptions): ResolvedImpressionOptions {
  const random = createRandom(options.seed);
  // Every value is drawn, given or not, so giving one leaves the others as they were.
  const drawn = {
    rotation: clamp(random.normal() * (MAX_ROTATION / 2), -MAX_ROTATION, MAX_ROTATION),
    translateX: clamp(random.normal() * 10, -MAX_TRANSLATION, MAX_TRANSLATION),
    translateY: clamp(random.normal() * 10, -MAX_TRANSLATION, MAX_TRANSLATION),
    distortion: random.between(0.1, 0.6),
    contact: random.between(0.5, 0.85),
    noise: random.between(0.05, 0.35),
    pressure: clamp(random.normal() * 0.3, -0.8, 0.8),
  };
  return {
    seed: options.seed,
    rotation: options.rotation ?? drawn.rotation,
    translateX: options.translateX ?? drawn.translateX,
    translateY: options.translateY ?? drawn.translateY,
    distortion: clamp(options.distortion ?? drawn.distortion, 0, 5),
    contact: clamp(options.contact ?? drawn.contact, 0, 1),
    noise: clamp(options.noise ?? drawn.noise, 0, 1),
    pressure: clamp(options.pressure ?? drawn.pressure, -1, 1),
    drag: clamp(options.drag ?? 0, 0, 1),
  };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
