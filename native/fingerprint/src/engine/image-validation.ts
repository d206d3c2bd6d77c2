// The extractor's input check: a reader or a caller may hand over anything, so the image is
// verified before any typed-array arithmetic could read past its end or loop on NaN sizes.

import type { GreyImage } from '../driver/grey-image.ts';

/** Smaller than this there is no room for even one ridge period around a minutia. */
const MIN_IMAGE_SIDE = 32;
/** Larger than any reader's frame; keeps a hostile size from allocating gigabytes. */
const MAX_IMAGE_SIDE = 2048;

export class InvalidImageError extends Error {
  override readonly name = 'InvalidImageError';
}

export function assertGreyImage(image: unknown): asserts image is GreyImage {
  if (typeof image !== 'object' || image === null) {
    throw new InvalidImageError('Fingerprint image must be an object with width, height, pixels');
  }
  const { width, height, pixels } = image as Partial<Record<keyof GreyImage, unknown>>;
  for (const [name, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (typeof side !== 'number' || !Number.isInteger(side)) {
      throw new InvalidImageError(
        `Fingerprint image ${name} must be an integer, got ${String(side)}`,
      );
    }
    if (side < MIN_IMAGE_SIDE || side > MAX_IMAGE_SIDE) {
      throw new InvalidImageError(
        `Fingerprint image ${name} must be ${MIN_IMAGE_SIDE}–${MAX_IMAGE_SIDE} pixels, got ${side}`,
      );
    }
  }
  if (!(pixels instanceof Uint8Array)) {
    throw new InvalidImageError('Fingerprint image pixels must be a Uint8Array');
  }
  const expected = (width as number) * (height as number);
  if (pixels.length !== expected) {
    throw new InvalidImageError(
      `Fingerprint image of ${String(width)}×${String(height)} needs ${expected} pixels, got ${pixels.length}`,
    );
  }
}
