// A deterministic stand-in print for simulator and reader tests: concentric ridges around a
// seeded core on white, inside an oval of contact; cheap, and clearly a finger to the coverage
// measure.

import type { GreyImage } from '../driver/grey-image.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../driver/protocol.ts';
import { seededRandom } from './random.ts';

export interface TestPrintOptions {
  /** Share of the frame the finger touches, 0–1 (default 0.55). */
  readonly contact?: number;
}

/** No pixel of the print comes closer to the frame's edge than this. */
const TEST_PRINT_MARGIN = 8;

export function testPrint(seed: number, options: TestPrintOptions = {}): GreyImage {
  const random = seededRandom(seed);
  const unit = () => random() / 0x1_0000_0000;
  const contact = options.contact ?? 0.55;
  const centreX = IMAGE_WIDTH / 2 + (unit() - 0.5) * 40;
  const centreY = IMAGE_HEIGHT / 2 + (unit() - 0.5) * 30;
  // An oval of the requested area, squeezed into the frame minus its margin.
  const area = contact * IMAGE_WIDTH * IMAGE_HEIGHT;
  const radiusY = Math.min(Math.sqrt(area / (Math.PI * 0.8)), IMAGE_HEIGHT / 2 - TEST_PRINT_MARGIN);
  const radiusX = Math.min(area / (Math.PI * radiusY), IMAGE_WIDTH / 2 - TEST_PRINT_MARGIN);
  const period = 8 + unit() * 3;
  const phase = unit() * Math.PI * 2;
  const pixels = new Uint8Array(IMAGE_WIDTH * IMAGE_HEIGHT).fill(255);
  for (let y = TEST_PRINT_MARGIN; y < IMAGE_HEIGHT - TEST_PRINT_MARGIN; y += 1) {
    for (let x = TEST_PRINT_MARGIN; x < IMAGE_WIDTH - TEST_PRINT_MARGIN; x += 1) {
      const dx = (x - centreX) / radiusX;
      const dy = (y - centreY) / radiusY;
      if (dx * dx + dy * dy > 1) continue;
      const distance = Math.hypot(x - centreX, (y - centreY) * 1.2);
      const ridge = Math.sin((distance / period) * Math.PI * 2 + phase);
      pixels[y * IMAGE_WIDTH + x] = Math.round(140 + 100 * ridge);
    }
  }
  return { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, pixels };
}

/** Bare glass: what the reader sees with no finger on it. */
export function blankFrame(): GreyImage {
  return {
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    pixels: new Uint8Array(IMAGE_WIDTH * IMAGE_HEIGHT).fill(255),
  };
}
