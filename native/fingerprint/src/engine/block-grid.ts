// The coarse grid the field estimates live on: 8-pixel blocks, each measured over a 16-pixel
// window centred on it, and helpers to smooth and read such fields.

export const BLOCK = 8;
/** Half the measuring window: the window reaches this far beyond the block on every side. */
export const WINDOW_MARGIN = 4;

export interface BlockGrid {
  readonly columns: number;
  readonly rows: number;
  readonly size: number;
}

export function blockGrid(width: number, height: number): BlockGrid {
  const columns = Math.ceil(width / BLOCK);
  const rows = Math.ceil(height / BLOCK);
  return { columns, rows, size: columns * rows };
}

/** The measuring window of block (bx, by), clipped to a width × height image (end-exclusive). */
export function blockWindow(
  bx: number,
  by: number,
  width: number,
  height: number,
): { left: number; top: number; right: number; bottom: number } {
  return {
    left: Math.max(0, bx * BLOCK - WINDOW_MARGIN),
    top: Math.max(0, by * BLOCK - WINDOW_MARGIN),
    right: Math.min(width, bx * BLOCK + BLOCK + WINDOW_MARGIN),
    bottom: Math.min(height, by * BLOCK + BLOCK + WINDOW_MARGIN),
  };
}

/** One pass of a separable blur: each cell sums `kernel`-weighted cells along x or y. */
function blurPass(
  grid: BlockGrid,
  layers: readonly Float32Array[],
  kernel: Float32Array,
  vertical: boolean,
): Float32Array[] {
  const { columns, rows } = grid;
  const radius = (kernel.length - 1) / 2;
  const out = layers.map(() => new Float32Array(grid.size));
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      const at = by * columns + bx;
      for (let k = -radius; k <= radius; k += 1) {
        const x = vertical ? bx : bx + k;
        const y = vertical ? by + k : by;
        if (x < 0 || y < 0 || x >= columns || y >= rows) continue;
        const w = kernel[k + radius] as number;
        const from = y * columns + x;
        layers.forEach((layer, l) => {
          const target = out[l] as Float32Array;
          target[at] = (target[at] as number) + w * (layer[from] as number);
        });
      }
    }
  }
  return out;
}

/**
 * Gaussian smoothing of the fields `values` (one or more, same grid) weighted by `weights`:
 * each block becomes the weighted mean of its neighbours, so blocks with no evidence take the
 * value of the blocks around them. Blocks outside `mask` neither give nor take.
 */
export function smoothBlocks(
  grid: BlockGrid,
  values: readonly Float32Array[],
  weights: Float32Array,
  mask: Uint8Array,
  sigma: number,
): Float32Array[] {
  const radius = Math.ceil(sigma * 2);
  const kernel = new Float32Array(2 * radius + 1);
  for (let k = -radius; k <= radius; k += 1)
    kernel[k + radius] = Math.exp(-(k * k) / (2 * sigma * sigma));
  // Separable: weighted values and the weights themselves summed along rows, then columns.
  const layers = [...values, weights].map((layer, l) =>
    Float32Array.from(layer, (value, at) =>
      mask[at] === 0 ? 0 : l === values.length ? value : value * (weights[at] as number),
    ),
  );
  const summed = blurPass(grid, blurPass(grid, layers, kernel, false), kernel, true);
  const total = summed[values.length] as Float32Array;
  const out = values.map(() => new Float32Array(grid.size));
  for (let at = 0; at < grid.size; at += 1) {
    const weight = total[at] as number;
    if (mask[at] === 0 || weight <= 0) continue;
    out.forEach((field, f) => (field[at] = ((summed[f] as Float32Array)[at] as number) / weight));
  }
  return out;
}
