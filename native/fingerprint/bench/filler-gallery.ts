// Filler identities for the 1:N measurement. Rendering 10,000 synthetic fingers would take hours,
// so the gallery's other fingers are derived from a few donor fingers (seeds disjoint from the
// benchmark's): each filler takes a donor's five enrolment templates, mirrors and/or turns the
// whole finger, bends it with a smooth random warp (about ±10 px, so the geometry no longer
// lines up with the donor's), and drops and jitters minutiae per sample. Fillers are never
// probed; they give the search its size and the prefilter its distractors.

import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../src/driver/protocol.ts';
import { createRandom } from '../src/synthetic/random.ts';
import type { Minutia } from '../src/template/minutia.ts';

const WARP_AMPLITUDE = 10;
const DROPOUT = 0.15;

export function fillerIdentity(donor: readonly Minutia[][], seed: number): Minutia[][] {
  const random = createRandom(seed);
  const unit = () => random.next();
  const mirror = unit() < 0.5;
  const turn = (unit() < 0.5 ? Math.PI : 0) + (unit() - 0.5) * 0.6;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const waves = [0, 1].map(() => ({
    kx: (unit() - 0.5) * 0.05,
    ky: (unit() - 0.5) * 0.05,
    phase: unit() * 2 * Math.PI,
  })) as [Wave, Wave];
  return donor.map((sample) => {
    const moved: Minutia[] = [];
    for (const minutia of sample) {
      if (unit() < DROPOUT) continue;
      let x = minutia.x;
      let angle = minutia.angle;
      if (mirror) {
        x = IMAGE_WIDTH - 1 - x;
        angle = Math.PI - angle;
      }
      const dx = x - IMAGE_WIDTH / 2;
      const dy = minutia.y - IMAGE_HEIGHT / 2;
      // Counter-clockwise on screen (y down), so the ISO angle grows by `turn`.
      let nx = IMAGE_WIDTH / 2 + cos * dx + sin * dy;
      let ny = IMAGE_HEIGHT / 2 - sin * dx + cos * dy;
      nx += WARP_AMPLITUDE * wave(waves[0], nx, ny) + (unit() - 0.5) * 3;
      ny += WARP_AMPLITUDE * wave(waves[1], nx, ny) + (unit() - 0.5) * 3;
      if (nx < 0 || ny < 0 || nx >= IMAGE_WIDTH || ny >= IMAGE_HEIGHT) continue;
      const jittered = angle + turn + (unit() - 0.5) * 0.2;
      moved.push({
        ...minutia,
        x: Math.round(nx),
        y: Math.round(ny),
        angle: ((jittered % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI),
      });
    }
    return moved;
  });
}

interface Wave {
  readonly kx: number;
  readonly ky: number;
  readonly phase: number;
}

function wave({ kx, ky, phase }: Wave, x: number, y: number): number {
  return Math.sin(kx * x + ky * y + phase);
}
