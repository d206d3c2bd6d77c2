// Where in the print minutiae can be trusted: a quality per block from NFIQ 2's local ideas —
// orientation coherence (ridges run one way), ridge clarity (ridge and valley well apart) and
// frequency consistency (the block's own ridge period agrees with its neighbourhood's). Wet,
// over-inked or porous patches fail them and yield false minutiae, so the extractor keeps none
// there; the mean over the print is the image's quality.

import type { OrientationField } from './orientation-field.ts';
import type { RidgePeriods } from './ridge-frequency.ts';

/** Coherence below the first is noise, above the second clean ridges. */
const COHERENCE_FLOOR = 0.1;
const COHERENCE_FULL = 0.5;
/** A measured period this far (share) from the neighbourhood's is inconsistent. */
const PERIOD_DEVIATION = 0.25;
/** Blocks below this quality hold no minutiae. */
export const MIN_BLOCK_QUALITY = 0.25;

export interface QualityMap {
  /** 0–1 per block, 0 outside the print. */
  readonly quality: Float32Array;
  /** 1 where a block is in the print and good enough to hold minutiae. */
  readonly usable: Uint8Array;
}

export function blockQuality(field: OrientationField, ridges: RidgePeriods): QualityMap {
  const { grid, foreground, coherence } = field;
  const { columns, rows } = grid;
  const local = new Float32Array(grid.size);
  for (let i = 0; i < grid.size; i += 1) {
    if (foreground[i] === 0) continue;
    const measured = ridges.measured[i] as number;
    const expected = ridges.periods[i] as number;
    const consistent =
      measured > 0 && Math.abs(measured - expected) <= PERIOD_DEVIATION * expected ? 1 : 0;
    const ordered = Math.min(
      1,
      Math.max(
        0,
        ((coherence[i] as number) - COHERENCE_FLOOR) / (COHERENCE_FULL - COHERENCE_FLOOR),
      ),
    );
    local[i] = ordered * (ridges.clarity[i] as number) * (0.5 + 0.5 * consistent);
  }
  // One block is 8 pixels, less than a ridge period: judge each by its 3 × 3 neighbourhood.
  const quality = new Float32Array(grid.size);
  const usable = new Uint8Array(grid.size);
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      const at = by * columns + bx;
      if (foreground[at] === 0) continue;
      let sum = 0;
      let cells = 0;
      for (let y = Math.max(0, by - 1); y <= Math.min(rows - 1, by + 1); y += 1) {
        for (let x = Math.max(0, bx - 1); x <= Math.min(columns - 1, bx + 1); x += 1) {
          cells += 1;
          sum += local[y * columns + x] as number;
        }
      }
      quality[at] = sum / cells;
      if (quality[at] >= MIN_BLOCK_QUALITY) usable[at] = 1;
    }
  }
  return { quality, usable };
}
