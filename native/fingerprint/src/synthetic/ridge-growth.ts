// Grows the master's ridges SFinGe-style: scattered seed patches are filtered over and over
// with Gabor filters tuned to the local orientation and period, each result clipped, until the
// ridge pattern fills the finger. Where patches grown from different seeds meet out of phase,
// ridges end or fork: the print's minutiae. The growth runs at half resolution (a quarter of the
// work per pass) and a full-resolution pass then restores a smooth ridge profile.

import { MAX_PERIOD, MIN_PERIOD } from './ridge-period.ts';
import type { Random } from './random.ts';

export interface GrowthInput {
  readonly width: number;
  readonly height: number;
  /** 1 where the finger is. Nothing grows outside it. */
  readonly mask: Uint8Array;
  readonly orientation: Float32Array;
  readonly period: Float32Array;
  readonly seeds: number;
}

/** A Gabor filter per (orientation, period) bin at one image scale. */
interface GaborBank {
  readonly radius: number;
  readonly size: number;
  readonly minPeriod: number;
  readonly periodStep: number;
  readonly kernels: Float32Array;
}

const GROWTH = {
  orientationBins: 48,
  periodBins: 15,
  /** Envelope width as a share of the period: wide enough to lock in the period, small enough to bend. */
  sigmaPerPeriod: 0.36,
  coarsePasses: 26,
  finePasses: 1,
  /** Amplification per pass: weak patterns grow until the clip holds them at ±1. */
  gain: 2.2,
  block: 8,
} as const;

const banks = new Map<number, GaborBank>();

/** Zero-mean kernels, each scaled to pass its own wave at amplitude 1. `scale` 1 is full size. */
function gaborBank(scale: number): GaborBank {
  const cached = banks.get(scale);
  if (cached !== undefined) return cached;
  const radius = Math.round(6 * scale);
  const size = 2 * radius + 1;
  const minPeriod = MIN_PERIOD * scale;
  const periodStep = ((MAX_PERIOD - MIN_PERIOD) * scale) / (GROWTH.periodBins - 1);
  const kernels = new Float32Array(GROWTH.orientationBins * GROWTH.periodBins * size * size);
  const envelope = new Float64Array(size * size);
  const wave = new Float64Array(size * size);
  for (let o = 0; o < GROWTH.orientationBins; o += 1) {
    const theta = (o * Math.PI) / GROWTH.orientationBins;
    // The wave runs across the ridges, along the normal (−sin θ, cos θ).
    const nx = -Math.sin(theta);
    const ny = Math.cos(theta);
    for (let b = 0; b < GROWTH.periodBins; b += 1) {
      const period = minPeriod + b * periodStep;
      const sigma = GROWTH.sigmaPerPeriod * period;
      const omega = (2 * Math.PI) / period;
      let envelopeSum = 0;
      let waveSum = 0;
      for (let dy = -radius; dy <= radius; dy += 1) {
        for (let dx = -radius; dx <= radius; dx += 1) {
          const t = (dy + radius) * size + dx + radius;
          envelope[t] = Math.exp(-(dx * dx + dy * dy) / (2 * sigma * sigma));
          wave[t] = Math.cos(omega * (dx * nx + dy * ny));
          envelopeSum += envelope[t] ?? 0;
          waveSum += (envelope[t] ?? 0) * (wave[t] ?? 0);
        }
      }
      // Take out the DC part in proportion to the envelope, so flat areas give nothing.
      const dc = waveSum / envelopeSum;
      let response = 0;
      for (let t = 0; t < size * size; t += 1)
        response += (envelope[t] ?? 0) * ((wave[t] ?? 0) - dc) * (wave[t] ?? 0);
      const start = (o * GROWTH.periodBins + b) * size * size;
      for (let t = 0; t < size * size; t += 1)
        kernels[start + t] = ((envelope[t] ?? 0) * ((wave[t] ?? 0) - dc)) / response;
    }
  }
  const bank = { radius, size, minPeriod, periodStep, kernels };
  banks.set(scale, bank);
  return bank;
}

/**
 * The grown ridge field, row-major: about +1 on ridges, −1 in valleys, a smooth wave between,
 * and 0 outside the finger.
 */
export function growRidges(input: GrowthInput, random: Random): Float32Array {
  const coarse = halve(input);
  const seeded = new Float32Array(coarse.width * coarse.height);
  plantSeeds({ ...coarse, seeds: input.seeds }, random, seeded);
  const grown = filterPasses(coarse, gaborBank(0.5), seeded, GROWTH.coarsePasses, false);
  return filterPasses(input, gaborBank(1), double(grown, coarse, input), GROWTH.finePasses, true);
}

interface FieldGrid {
  readonly width: number;
  readonly height: number;
  readonly mask: Uint8Array;
  readonly orientation: Float32Array;
  readonly period: Float32Array;
}

/** The growth's inputs at half resolution: every other pixel, periods in half-size pixels. */
function halve(input: GrowthInput): FieldGrid {
  const width = Math.ceil(input.width / 2);
  const height = Math.ceil(input.height / 2);
  const mask = new Uint8Array(width * height);
  const orientation = new Float32Array(width * height);
  const period = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const source = 2 * y * input.width + 2 * x;
      mask[y * width + x] = input.mask[source] ?? 0;
      orientation[y * width + x] = input.orientation[source] ?? 0;
      period[y * width + x] = (input.period[source] ?? MIN_PERIOD) / 2;
    }
  }
  return { width, height, mask, orientation, period };
}

/** Bilinear upsampling of a half-resolution field back to full size. */
function double(field: Float32Array, coarse: FieldGrid, fine: FieldGrid): Float32Array {
  const result = new Float32Array(fine.width * fine.height);
  const at = (x: number, y: number) =>
    field[Math.min(coarse.height - 1, y) * coarse.width + Math.min(coarse.width - 1, x)] ?? 0;
  for (let y = 0; y < fine.height; y += 1) {
    const cy = y >> 1;
    const fy = (y & 1) * 0.5;
    for (let x = 0; x < fine.width; x += 1) {
      const cx = x >> 1;
      const fx = (x & 1) * 0.5;
      const top = at(cx, cy) * (1 - fx) + at(cx + 1, cy) * fx;
      const bottom = at(cx, cy + 1) * (1 - fx) + at(cx + 1, cy + 1) * fx;
      result[y * fine.width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return result;
}

/**
 * `passes` rounds of Gabor filtering, each clipped to ±1 after amplification, the last one left
 * linear when `smoothLast` (a smooth wave whose zero crossings are the ridge edges).
 */
function filterPasses(
  grid: FieldGrid,
  bank: GaborBank,
  start: Float32Array,
  passes: number,
  smoothLast: boolean,
): Float32Array {
  const { width, height, mask } = grid;
  const { radius, size, kernels } = bank;
  // Padded buffers spare the inner loop any bounds checks.
  const stride = width + 2 * radius;
  const paddedLength = stride * (height + 2 * radius);
  let current = new Float32Array(paddedLength);
  let next = new Float32Array(paddedLength);
  for (let y = 0; y < height; y += 1)
    current.set(start.subarray(y * width, (y + 1) * width), (y + radius) * stride + radius);
  const offsets = new Int32Array(size * size);
  for (let dy = -radius; dy <= radius; dy += 1)
    for (let dx = -radius; dx <= radius; dx += 1)
      offsets[(dy + radius) * size + dx + radius] = dy * stride + dx;
  const taps = size * size;
  const kernelAt = new Int32Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    const turn = (((grid.orientation[i] ?? 0) % Math.PI) + Math.PI) % Math.PI;
    const o = Math.round((turn / Math.PI) * GROWTH.orientationBins) % GROWTH.orientationBins;
    const b = Math.round(((grid.period[i] ?? 0) - bank.minPeriod) / bank.periodStep);
    kernelAt[i] = (o * GROWTH.periodBins + Math.min(GROWTH.periodBins - 1, Math.max(0, b))) * taps;
  }

  const blockColumns = Math.ceil(width / GROWTH.block);
  const blockRows = Math.ceil(height / GROWTH.block);
  const live = new Uint8Array(blockColumns * blockRows);
  const active = new Uint8Array(blockColumns * blockRows);
  for (let pass = 0; pass < passes; pass += 1) {
    const linear = smoothLast && pass === passes - 1;
    markActiveBlocks(current, stride, radius, grid, live, active, blockColumns, blockRows);
    next.fill(0);
    for (let by = 0; by < blockRows; by += 1) {
      for (let bx = 0; bx < blockColumns; bx += 1) {
        if (active[by * blockColumns + bx] === 0) continue;
        const yEnd = Math.min(height, (by + 1) * GROWTH.block);
        const xEnd = Math.min(width, (bx + 1) * GROWTH.block);
        for (let y = by * GROWTH.block; y < yEnd; y += 1) {
          for (let x = bx * GROWTH.block; x < xEnd; x += 1) {
            const i = y * width + x;
            if (mask[i] === 0) continue;
            const centre = (y + radius) * stride + x + radius;
            const k = kernelAt[i] ?? 0;
            let sum = 0;
            for (let t = 0; t < taps; t += 1)
              sum += (kernels[k + t] ?? 0) * (current[centre + (offsets[t] ?? 0)] ?? 0);
            next[centre] = linear ? sum : Math.max(-1, Math.min(1, GROWTH.gain * sum));
          }
        }
      }
    }
    [current, next] = [next, current];
  }

  const result = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const row = (y + radius) * stride + radius;
    result.set(current.subarray(row, row + width), y * width);
  }
  return result;
}

/** Small patches of ridge wave, each with its own phase, scattered over the finger. */
function plantSeeds(
  grid: FieldGrid & { readonly seeds: number },
  random: Random,
  field: Float32Array,
): void {
  const { width, height, mask, orientation, period, seeds } = grid;
  let planted = 0;
  for (let attempt = 0; planted < seeds && attempt < seeds * 20; attempt += 1) {
    const sx = random.below(width);
    const sy = random.below(height);
    if (mask[sy * width + sx] === 0) continue;
    const theta = orientation[sy * width + sx] ?? 0;
    const omega = (2 * Math.PI) / (period[sy * width + sx] ?? MIN_PERIOD);
    const phase = random.between(0, 2 * Math.PI);
    const nx = -Math.sin(theta);
    const ny = Math.cos(theta);
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1) {
        const x = sx + dx;
        const y = sy + dy;
        if (x < 0 || y < 0 || x >= width || y >= height || dx * dx + dy * dy > 5) continue;
        field[y * width + x] = Math.cos(omega * (dx * nx + dy * ny) + phase) >= 0 ? 1 : -1;
      }
    }
    planted += 1;
  }
}

/** Blocks holding any wave, grown by one block: only they and their neighbours can change. */
function markActiveBlocks(
  field: Float32Array,
  stride: number,
  radius: number,
  grid: FieldGrid,
  live: Uint8Array,
  active: Uint8Array,
  blockColumns: number,
  blockRows: number,
): void {
  live.fill(0);
  for (let y = 0; y < grid.height; y += 1) {
    const row = (y + radius) * stride + radius;
    const by = Math.floor(y / GROWTH.block) * blockColumns;
    for (let x = 0; x < grid.width; x += 1)
      if ((field[row + x] ?? 0) !== 0) live[by + Math.floor(x / GROWTH.block)] = 1;
  }
  active.fill(0);
  for (let by = 0; by < blockRows; by += 1) {
    for (let bx = 0; bx < blockColumns; bx += 1) {
      if (live[by * blockColumns + bx] === 0) continue;
      for (let ny = Math.max(0, by - 1); ny <= Math.min(blockRows - 1, by + 1); ny += 1)
        for (let nx = Math.max(0, bx - 1); nx <= Math.min(blockColumns - 1, bx + 1); nx += 1)
          active[ny * blockColumns + nx] = 1;
    }
  }
}
