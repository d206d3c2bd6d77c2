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
  const { columns, rows, size } = grid;
  // Separable: rows, then columns, carrying weighted sums and the weight itself.
  const fields = values.length;
  const across: Float32Array[] = [];
  for (let f = 0; f <= fields; f += 1) across.push(new Float32Array(size));
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      let total = 0;
      const sums = new Float64Array(fields);
      for (let k = -radius; k <= radius; k += 1) {
        const x = bx + k;
        if (x < 0 || x >= columns) continue;
        const at = by * columns + x;
        if (mask[at] === 0) continue;
        const w = (kernel[k + radius] as number) * (weights[at] as number);
        total += w;
        for (let f = 0; f < fields; f += 1)
          sums[f] = (sums[f] as number) + w * ((values[f] as Float32Array)[at] as number);
      }
      const at = by * columns + bx;
      (across[fields] as Float32Array)[at] = total;
      for (let f = 0; f < fields; f += 1) (across[f] as Float32Array)[at] = sums[f] as number;
    }
  }
  const out: Float32Array[] = [];
  for (let f = 0; f < fields; f += 1) out.push(new Float32Array(size));
  const acrossWeight = across[fields] as Float32Array;
  for (let by = 0; by < rows; by += 1) {
    for (let bx = 0; bx < columns; bx += 1) {
      const at = by * columns + bx;
      if (mask[at] === 0) continue;
      let total = 0;
      const sums = new Float64Array(fields);
      for (let k = -radius; k <= radius; k += 1) {
        const y = by + k;
        if (y < 0 || y >= rows) continue;
        const from = y * columns + bx;
        const w = kernel[k + radius] as number;
        total += w * (acrossWeight[from] as number);
        for (let f = 0; f < fields; f += 1)
          sums[f] = (sums[f] as number) + w * ((across[f] as Float32Array)[from] as number);
      }
      if (total <= 0) continue;
      for (let f = 0; f < fields; f += 1)
        (out[f] as Float32Array)[at] = (sums[f] as number) / total;
    }
  }
  return out;
}
