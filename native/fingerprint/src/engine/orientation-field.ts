// Ridge orientation per block from smoothed gradient moments (the doubled-angle average, which
// treats θ and θ + π alike), with the coherence that says how clearly ridges run one way, and
// the foreground mask that separates the print from bare glass.

import type { GreyImage } from '../driver/grey-image.ts';
import { BLOCK, blockGrid, blockWindow, smoothBlocks, type BlockGrid } from './block-grid.ts';
import { padIndex, type PaddedGrid } from './padded-grid.ts';

/**
 * Grey-level spread (of 255) below which a window is bare glass or sensor noise. A faint, dry
 * press swings little more than that across its ridges (FVC2002 109_8); at 10 half of it
 * counted as glass. The coherence test keeps the glass's own noise out.
 */
const MIN_GREY_DEVIATION = 8;
/**
 * A block counts as print outright only when its grey-level spread reaches this share of the
 * frame's high end (`CONTRAST_REFERENCE`): some readers' glass is textured (FVC2000 DB3_B), its
 * streaks swing 10–20 grey levels and run one way, so the absolute floor above took the whole
 * frame for print and the extractor traced ridges and minutiae on bare glass around the finger.
 * The print's own blocks reach 40–100 there. Weaker blocks join the print only at its rim (one
 * block: partly covered blocks at the finger's edge) — a faint print stays whole, since the high
 * end is its own.
 */
const RELATIVE_CONTRAST = 0.35;
/** The frame's high end of grey-level spread: this quantile of its blocks. */
const CONTRAST_REFERENCE = 0.9;
/** Ridges run one way; noise and smudges do not. */
const MIN_COHERENCE = 0.2;
/** Blocks (8 px): smoothing reach of the orientation field, about 1.5 ridge periods. */
const ORIENTATION_SIGMA = 1.5;

export interface OrientationField {
  readonly grid: BlockGrid;
  /** 1 where the block belongs to the print. */
  readonly foreground: Uint8Array;
  /** Smoothed doubled-angle ridge direction: cos 2θ, sin 2θ scaled by consistency. */
  readonly cos2: Float32Array;
  readonly sin2: Float32Array;
  /** 0–1 per block, before smoothing. */
  readonly coherence: Float32Array;
}

export function orientationField(
  image: GreyImage,
  normalised: Float32Array,
  padded: PaddedGrid,
): OrientationField {
  const { width, height } = image;
  const grid = blockGrid(width, height);
  const moments = gradientMoments(normalised, padded);
  const deviation = greyDeviation(image, grid);
  const rawCos = new Float32Array(grid.size);
  const rawSin = new Float32Array(grid.size);
  const coherence = new Float32Array(grid.size);
  // 1 where a block may be print, 2 where it is clearly print (its spread also reaches the
  // relative floor).
  const candidate = new Uint8Array(grid.size);
  const clearFloor = RELATIVE_CONTRAST * quantile(deviation, CONTRAST_REFERENCE);
  const iw = width + 1;
  for (let by = 0; by < grid.rows; by += 1) {
    for (let bx = 0; bx < grid.columns; bx += 1) {
      const { left, top, right, bottom } = blockWindow(bx, by, width, height);
      const box = (table: Float64Array) =>
        (table[bottom * iw + right] as number) -
        (table[top * iw + right] as number) -
        (table[bottom * iw + left] as number) +
        (table[top * iw + left] as number);
      const xx = box(moments.xx);
      const yy = box(moments.yy);
      const xy = box(moments.xy);
      const energy = xx + yy;
      const at = by * grid.columns + bx;
      if (energy <= 0) continue;
      // Ridges run across the dominant gradient: the doubled ridge angle is the gradient's + π.
      const vx = yy - xx;
      const vy = -2 * xy;
      const strength = Math.hypot(vx, vy);
      coherence[at] = strength / energy;
      if (strength > 0) {
        rawCos[at] = vx / strength;
        rawSin[at] = vy / strength;
      }
      const spread = deviation[at] as number;
      if (spread >= MIN_GREY_DEVIATION && coherence[at] >= MIN_COHERENCE) {
        candidate[at] = spread >= clearFloor ? 2 : 1;
      }
    }
  }
  const clear = candidate.map((level) => (level === 2 ? 1 : 0));
  const foreground = withRim(cleanMask(clear, grid), candidate, grid);
  const [cos2, sin2] = smoothBlocks(
    grid,
    [rawCos, rawSin],
    coherence,
    foreground,
    ORIENTATION_SIGMA,
  ) as [Float32Array, Float32Array];
  return { grid, foreground, cos2, sin2, coherence };
}

/** Ridge orientation in [0, π), image coordinates (y down), bilinear between block centres. */
export function orientationAt(field: OrientationField, x: number, y: number): number {
  const { columns, rows } = field.grid;
  const fx = Math.min(Math.max((x - BLOCK / 2) / BLOCK, 0), columns - 1);
  const fy = Math.min(Math.max((y - BLOCK / 2) / BLOCK, 0), rows - 1);
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const x1 = Math.min(x0 + 1, columns - 1);
  const y1 = Math.min(y0 + 1, rows - 1);
  const tx = fx - x0;
  const ty = fy - y0;
  const w00 = (1 - tx) * (1 - ty);
  const w10 = tx * (1 - ty);
  const w01 = (1 - tx) * ty;
  const w11 = tx * ty;
  const a = y0 * columns + x0;
  const b = y0 * columns + x1;
  const c = y1 * columns + x0;
  const d = y1 * columns + x1;
  const { cos2, sin2 } = field;
  const vx =
    w00 * (cos2[a] as number) +
    w10 * (cos2[b] as number) +
    w01 * (cos2[c] as number) +
    w11 * (cos2[d] as number);
  const vy =
    w00 * (sin2[a] as number) +
    w10 * (sin2[b] as number) +
    w01 * (sin2[c] as number) +
    w11 * (sin2[d] as number);
  const angle = Math.atan2(vy, vx) / 2;
  return angle < 0 ? angle + Math.PI : angle;
}

interface Moments {
  readonly xx: Float64Array;
  readonly yy: Float64Array;
  readonly xy: Float64Array;
}

/** Integral images of gx², gy² and gx·gy (Sobel on the normalised image). */
function gradientMoments(normalised: Float32Array, padded: PaddedGrid): Moments {
  const { width, height, stride } = padded;
  const iw = width + 1;
  const xx = new Float64Array(iw * (height + 1));
  const yy = new Float64Array(iw * (height + 1));
  const xy = new Float64Array(iw * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowXX = 0;
    let rowYY = 0;
    let rowXY = 0;
    let p = padIndex(padded, 0, y);
    for (let x = 0; x < width; x += 1, p += 1) {
      const nw = normalised[p - stride - 1] as number;
      const n = normalised[p - stride] as number;
      const ne = normalised[p - stride + 1] as number;
      const w = normalised[p - 1] as number;
      const e = normalised[p + 1] as number;
      const sw = normalised[p + stride - 1] as number;
      const s = normalised[p + stride] as number;
      const se = normalised[p + stride + 1] as number;
      const gx = ne + 2 * e + se - nw - 2 * w - sw;
      const gy = sw + 2 * s + se - nw - 2 * n - ne;
      rowXX += gx * gx;
      rowYY += gy * gy;
      rowXY += gx * gy;
      const at = (y + 1) * iw + x + 1;
      xx[at] = (xx[at - iw] as number) + rowXX;
      yy[at] = (yy[at - iw] as number) + rowYY;
      xy[at] = (xy[at - iw] as number) + rowXY;
    }
  }
  return { xx, yy, xy };
}

/** The value `share` of the way up `values` in order (0 for none). */
function quantile(values: Float32Array, share: number): number {
  if (values.length === 0) return 0;
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.floor(share * (sorted.length - 1))] as number;
}

/** Standard deviation of the raw grey levels over each block's window. */
function greyDeviation(image: GreyImage, grid: BlockGrid): Float32Array {
  const { width, height, pixels } = image;
  const out = new Float32Array(grid.size);
  for (let by = 0; by < grid.rows; by += 1) {
    for (let bx = 0; bx < grid.columns; bx += 1) {
      const { left, top, right, bottom } = blockWindow(bx, by, width, height);
      let sum = 0;
      let squares = 0;
      for (let y = top; y < bottom; y += 2) {
        for (let x = left; x < right; x += 2) {
          const value = pixels[y * width + x] as number;
          sum += value;
          squares += value * value;
        }
      }
      const count = Math.ceil((bottom - top) / 2) * Math.ceil((right - left) / 2);
      const mean = sum / count;
      out[by * grid.columns + bx] = Math.sqrt(Math.max(0, squares / count - mean * mean));
    }
  }
  return out;
}

/**
 * The print as one solid region: a majority vote smooths the outline, the largest connected
 * region is the finger (smudges elsewhere are dropped), and holes inside it are filled
 * (a scar or a blurred patch is still finger, only without minutiae).
 */
function cleanMask(candidate: Uint8Array, grid: BlockGrid): Uint8Array {
  let mask = candidate;
  for (let pass = 0; pass < 2; pass += 1) mask = majority(mask, grid);
  mask = largestRegion(mask, grid, 1);
  const background = largestRegionTouchingBorder(mask, grid);
  const filled = new Uint8Array(grid.size);
  for (let i = 0; i < grid.size; i += 1) filled[i] = background[i] === 1 ? 0 : 1;
  // A frame that is all finger has no outside; nothing to fill then.
  return background.includes(1) ? filled : mask;
}

/** The print grown by one block into neighbouring candidates (`possible` non-zero): its rim. */
function withRim(print: Uint8Array, possible: Uint8Array, grid: BlockGrid): Uint8Array {
  const { columns, rows } = grid;
  const out = Uint8Array.from(print);
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      const at = by * columns + bx;
      if (print[at] === 1 || possible[at] === 0) continue;
      const touches =
        (bx > 0 && print[at - 1] === 1) ||
        (bx < columns - 1 && print[at + 1] === 1) ||
        (by > 0 && print[at - columns] === 1) ||
        (by < rows - 1 && print[at + columns] === 1);
      if (touches) out[at] = 1;
    }
  }
  return out;
}

function majority(mask: Uint8Array, grid: BlockGrid): Uint8Array {
  const { columns, rows } = grid;
  const out = new Uint8Array(grid.size);
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      let votes = 0;
      let cells = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const x = bx + dx;
          const y = by + dy;
          if (x < 0 || y < 0 || x >= columns || y >= rows) continue;
          cells += 1;
          votes += mask[y * columns + x] as number;
        }
      }
      out[by * columns + bx] = votes * 2 > cells ? 1 : 0;
    }
  }
  return out;
}

/** Labels the 4-connected regions of cells equal to `value`; returns the largest as a mask. */
function largestRegion(mask: Uint8Array, grid: BlockGrid, value: number): Uint8Array {
  const labels = regions(mask, grid, value);
  let best = -1;
  let bestSize = 0;
  labels.sizes.forEach((size, label) => {
    if (size > bestSize) {
      bestSize = size;
      best = label;
    }
  });
  const out = new Uint8Array(grid.size);
  if (best < 0) return out;
  for (let i = 0; i < grid.size; i += 1) if (labels.of[i] === best + 1) out[i] = 1;
  return out;
}

/** Background cells connected to the frame's edge (the outside of the print). */
function largestRegionTouchingBorder(mask: Uint8Array, grid: BlockGrid): Uint8Array {
  const labels = regions(mask, grid, 0);
  const { columns, rows } = grid;
  const outside = new Set<number>();
  for (let bx = 0; bx < columns; bx += 1) {
    outside.add(labels.of[bx] as number);
    outside.add(labels.of[(rows - 1) * columns + bx] as number);
  }
  for (let by = 0; by < rows; by += 1) {
    outside.add(labels.of[by * columns] as number);
    outside.add(labels.of[by * columns + columns - 1] as number);
  }
  outside.delete(0);
  const out = new Uint8Array(grid.size);
  for (let i = 0; i < grid.size; i += 1) if (outside.has(labels.of[i] as number)) out[i] = 1;
  return out;
}

/** Region labels start at 1; `sizes[label - 1]` cells each. */
function regions(
  mask: Uint8Array,
  grid: BlockGrid,
  value: number,
): { of: Int32Array; sizes: number[] } {
  const { columns, rows, size } = grid;
  const of = new Int32Array(size);
  const sizes: number[] = [];
  const stack = new Int32Array(size);
  for (let start = 0; start < size; start += 1) {
    if (mask[start] !== value || of[start] !== 0) continue;
    const label = sizes.length + 1;
    let top = 0;
    let count = 0;
    stack[top++] = start;
    of[start] = label;
    while (top > 0) {
      const at = stack[--top] as number;
      count += 1;
      const x = at % columns;
      const y = (at - x) / columns;
      const visit = (next: number) => {
        if (mask[next] === value && of[next] === 0) {
          of[next] = label;
          stack[top++] = next;
        }
      };
      if (x > 0) visit(at - 1);
      if (x < columns - 1) visit(at + 1);
      if (y > 0) visit(at - columns);
      if (y < rows - 1) visit(at + columns);
    }
    sizes.push(count);
  }
  return { of, sizes };
}
