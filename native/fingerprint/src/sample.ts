// The captured sample Zyno Desktop posts for a scan: `Data`, the ISO/IEC 19794-2:2005 template
// of its minutiae, and `Png`, the image people are shown, both base64.

import type { GreyImage } from './driver/grey-image.ts';
import { encodePng } from './png/encode-png.ts';
import type { Minutia } from './template/minutia.ts';
import { encodeIsoTemplate } from './template/minutia-units.ts';

export interface CapturedSample {
  readonly Data: string;
  readonly Png: string;
}

export interface CapturedSampleOptions {
  /** ISO finger position code 0–10 (0 unknown, the default). */
  readonly fingerPosition?: number;
  /** 0–100 for the whole impression (0 unknown, the default). */
  readonly quality?: number;
}

export function capturedSample(
  image: GreyImage,
  minutiae: readonly Minutia[],
  options: CapturedSampleOptions = {},
): CapturedSample {
  const template = encodeIsoTemplate(minutiae, {
    width: image.width,
    height: image.height,
    fingerPosition: options.fingerPosition,
    quality: options.quality,
  });
  return {
    Data: Buffer.from(template).toString('base64'),
    Png: Buffer.from(encodePng(image)).toString('base64'),
  };
}
