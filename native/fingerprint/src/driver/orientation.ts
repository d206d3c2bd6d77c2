// The sensor delivers its image inverted and rotated by 180°; people and the engine expect it
// upright with dark ridges on white.

import type { GreyImage } from './grey-image.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './protocol.ts';

export function uprightImage(raw: Uint8Array): GreyImage {
  const pixels = new Uint8Array(raw.length);
  const last = raw.length - 1;
  for (let i = 0; i < raw.length; i += 1) pixels[i] = 255 - (raw[last - i] ?? 0);
  return { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, pixels };
}
