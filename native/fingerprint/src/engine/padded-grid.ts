// The raster layout every extraction stage shares: the image with a blank margin on all sides,
// so oriented filters and the skeleton walker read neighbours without bounds checks.

/** Wider than the largest filter reach (ridge-frequency window, Gabor kernels). */
export const PAD = 20;

export interface PaddedGrid {
  readonly width: number;
  readonly height: number;
  /** Row length of padded buffers. */
  readonly stride: number;
  /** Rows of padded buffers. */
  readonly rows: number;
  readonly size: number;
}

export function paddedGrid(width: number, height: number): PaddedGrid {
  const stride = width + 2 * PAD;
  const rows = height + 2 * PAD;
  return { width, height, stride, rows, size: stride * rows };
}

/** Padded-buffer index of image pixel (x, y). */
export function padIndex(grid: PaddedGrid, x: number, y: number): number {
  return (y + PAD) * grid.stride + x + PAD;
}
