import { describe, expect, it } from 'vitest';
import { assessCapture, printCoverage } from '../driver/quality.ts';
import { resolveImpressionOptions } from './impression-options.ts';
import { MIN_PERIOD, MAX_PERIOD } from './ridge-period.ts';
import { masterPose } from './render-impression.ts';
import {
  createMasterFingerprint,
  impressionSeed,
  renderImpression,
  syntheticFinger,
  syntheticMaster,
  type Impression,
  type MasterFingerprint,
} from './index.ts';

const FINGERS = [11, 12, 13, 14, 15, 16];

function angleGap(a: number, b: number): number {
  const gap = Math.abs(a - b) % (2 * Math.PI);
  return Math.min(gap, 2 * Math.PI - gap);
}

/** Indexes of the master minutiae an impression's ground truth maps back onto. */
function masterMinutiaeIn(master: MasterFingerprint, fingerSeed: number, index: number): number[] {
  const impression = syntheticFinger(fingerSeed, index);
  const pose = masterPose(
    master,
    resolveImpressionOptions({ seed: impressionSeed(fingerSeed, index) }),
  );
  return impression.minutiae.map((minutia) => {
    const [x, y] = pose.toMaster(minutia.x, minutia.y);
    const match = master.minutiae.findIndex(
      (original) =>
        original.type === minutia.type &&
        Math.hypot(original.x - x, original.y - y) < 0.5 &&
        angleGap(original.angle + resolveRotation(fingerSeed, index), minutia.angle) < 0.3,
    );
    expect(match, `impression ${index} minutia at ${x}, ${y}`).toBeGreaterThanOrEqual(0);
    return match;
  });
}

function resolveRotation(fingerSeed: number, index: number): number {
  return resolveImpressionOptions({ seed: impressionSeed(fingerSeed, index) }).rotation;
}

function percentile(image: Impression['image'], share: number): number {
  const sorted = [...image.pixels].sort((a, b) => a - b);
  return sorted[Math.floor(share * (sorted.length - 1))] ?? 0;
}

describe('synthetic fingerprints', () => {
  it('repeat exactly from the same seed', () => {
    const first = createMasterFingerprint(101);
    const second = createMasterFingerprint(101);
    expect(Buffer.from(second.ridges.buffer).equals(Buffer.from(first.ridges.buffer))).toBe(true);
    expect(second.minutiae).toEqual(first.minutiae);
    const a = renderImpression(first, { seed: 5 });
    const b = renderImpression(second, { seed: 5 });
    expect(Buffer.from(b.image.pixels).equals(Buffer.from(a.image.pixels))).toBe(true);
    expect(b.minutiae).toEqual(a.minutiae);
  });

  it('differ between fingers and between impressions of one finger', () => {
    const finger = syntheticFinger(11, 0).image.pixels;
    expect(Buffer.from(syntheticFinger(12, 0).image.pixels).equals(Buffer.from(finger))).toBe(
      false,
    );
    expect(Buffer.from(syntheticFinger(11, 1).image.pixels).equals(Buffer.from(finger))).toBe(
      false,
    );
    expect(syntheticMaster(11).minutiae).not.toEqual(syntheticMaster(12).minutiae);
  });

  it('grow a master with singular points for its class and ridge periods of 8–11 px', () => {
    for (const seed of FINGERS) {
      const master = syntheticMaster(seed);
      const singular = { arch: [0, 0], loop: [1, 1], whorl: [2, 2] }[master.patternClass];
      expect([master.cores.length, master.deltas.length]).toEqual(singular);
      const periods = [...master.period];
      expect(periods.reduce((low, period) => Math.min(low, period))).toBeGreaterThanOrEqual(
        MIN_PERIOD,
      );
      expect(periods.reduce((high, period) => Math.max(high, period))).toBeLessThanOrEqual(
        MAX_PERIOD,
      );
      const types = new Set(master.minutiae.map((minutia) => minutia.type));
      expect(types).toEqual(new Set(['ending', 'bifurcation']));
    }
  });

  it('render 384 × 290 images with dark ridges on white that the reader accepts', () => {
    for (const seed of FINGERS) {
      const { image } = syntheticFinger(seed, 0);
      expect([image.width, image.height, image.pixels.length]).toEqual([384, 290, 384 * 290]);
      expect(percentile(image, 0.05)).toBeLessThan(110);
      expect(percentile(image, 0.95)).toBeGreaterThan(230);
      expect(assessCapture(image, false).issue).toBeNull();
    }
  });

  it('carry a realistic number of minutiae, all inside the frame', () => {
    for (const seed of FINGERS) {
      for (const index of [0, 1]) {
        const { minutiae } = syntheticFinger(seed, index);
        expect(minutiae.length).toBeGreaterThanOrEqual(20);
        expect(minutiae.length).toBeLessThanOrEqual(80);
        for (const minutia of minutiae) {
          expect(minutia.x).toBeGreaterThanOrEqual(0);
          expect(minutia.x).toBeLessThan(384);
          expect(minutia.y).toBeGreaterThanOrEqual(0);
          expect(minutia.y).toBeLessThan(290);
          expect(minutia.angle).toBeGreaterThanOrEqual(0);
          expect(minutia.angle).toBeLessThan(2 * Math.PI);
        }
      }
    }
  });

  it('give impressions of one finger mostly the same ground-truth minutiae', () => {
    for (const seed of FINGERS.slice(0, 3)) {
      const master = syntheticMaster(seed);
      const first = new Set(masterMinutiaeIn(master, seed, 0));
      const second = new Set(masterMinutiaeIn(master, seed, 1));
      const shared = [...first].filter((index) => second.has(index)).length;
      expect(shared / Math.min(first.size, second.size)).toBeGreaterThan(0.6);
    }
  });

  it('draw unset placement within realistic ranges and keep what is given', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const options = resolveImpressionOptions({ seed });
      expect(Math.abs(options.rotation)).toBeLessThanOrEqual((15 * Math.PI) / 180);
      expect(Math.abs(options.translateX)).toBeLessThanOrEqual(25);
      expect(Math.abs(options.translateY)).toBeLessThanOrEqual(25);
      for (const share of [options.distortion, options.contact, options.noise])
        expect(share).toSatisfy((value: number) => value >= 0 && value <= 1);
      expect(Math.abs(options.pressure)).toBeLessThanOrEqual(1);
    }
    const given = resolveImpressionOptions({ seed: 3, rotation: 0.1, contact: 0.4 });
    const drawn = resolveImpressionOptions({ seed: 3 });
    expect(given).toEqual({ ...drawn, rotation: 0.1, contact: 0.4 });
  });

  it('follow the given contact, rotation and pressure', () => {
    const master = syntheticMaster(11);
    const light = renderImpression(master, { seed: 9, contact: 0.3 });
    const full = renderImpression(master, { seed: 9, contact: 0.85 });
    expect(printCoverage(full.image)).toBeGreaterThan(printCoverage(light.image) + 0.3);
    expect(full.minutiae.length).toBeGreaterThan(light.minutiae.length);

    const turn = { seed: 9, rotation: 0.2, distortion: 0 };
    const turned = renderImpression(master, turn);
    const pose = masterPose(master, resolveImpressionOptions(turn));
    expect(turned.minutiae.length).toBeGreaterThan(0);
    for (const minutia of turned.minutiae) {
      const [x, y] = pose.toMaster(minutia.x, minutia.y);
      const original = master.minutiae.find((other) => Math.hypot(other.x - x, other.y - y) < 0.01);
      expect(angleGap((original?.angle ?? NaN) + 0.2, minutia.angle)).toBeLessThan(0.01);
    }

    const mean = (impression: Impression) =>
      impression.image.pixels.reduce((sum, value) => sum + value, 0) /
      impression.image.pixels.length;
    const dry = renderImpression(master, { seed: 9, pressure: -0.9 });
    const wet = renderImpression(master, { seed: 9, pressure: 0.9 });
    expect(mean(wet)).toBeLessThan(mean(dry) - 10);
  });
});
