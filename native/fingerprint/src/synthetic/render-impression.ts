// Renders one impression of a master print as the U.are.U delivers it after turning it upright:
// 384 × 290, 8-bit, dark ridges on white, with the touch's pose, contact, pressure and noise,
// and the master's minutiae carried into the image as its ground truth.

import type { GreyImage } from '../driver/grey-image.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../driver/protocol.ts';
import type { Minutia } from '../template/minutia.ts';
import {
  resolveImpressionOptions,
  type ImpressionOptions,
  type ResolvedImpressionOptions,
} from './impression-options.ts';
import { impressionPose, type ImpressionPose } from './impression-pose.ts';
import { insideOutline, type MasterFingerprint } from './master-fingerprint.ts';
import { createRandom, mixSeed, type Random } from './random.ts';
import { createSmoothNoise, smoothstep } from './smooth-noise.ts';

export interface Impression {
  readonly image: GreyImage;
  /** Ground truth in image pixels: the master's minutiae that lie inside the contact area. */
  readonly minutiae: readonly Minutia[];
}

/** How the reader shows a touch. */
const SENSOR = {
  /** Bare glass: near white, with a little sensor noise. */
  glass: 250,
  /** Contrast fades to nothing over this many pixels at the edge of the contact. */
  edgeFade: 10,
  /** Ground truth keeps only minutiae this far (px) inside the frame. */
  frameMargin: 6,
  /** Contact ellipses are taller than wide, like a fingertip's pad. */
  contactAspect: 1.25,
} as const;

export function renderImpression(
  master: MasterFingerprint,
  options: ImpressionOptions,
): Impression {
  const resolved = resolveImpressionOptions(options);
  const pose = masterPose(master, resolved);
  const random = createRandom(mixSeed(resolved.seed, 0x1a7e));
  const contact = contactArea(master, pose, resolved, random);
  return {
    image: renderImage(master, pose, contact, resolved, random),
    minutiae: carryMinutiae(master, pose, contact, resolved.rotation),
  };
}

/** The pose an impression with these options gives the master (for ground-truth checks). */
export function masterPose(
  master: MasterFingerprint,
  options: ResolvedImpressionOptions,
): ImpressionPose {
  return impressionPose(
    options,
    IMAGE_WIDTH,
    IMAGE_HEIGHT,
    master.outline.centreX,
    master.outline.centreY,
  );
}

interface ContactArea {
  /**
   * 0 off the finger, rising to 1 once SENSOR.edgeFade px inside the touched area; (mx, my) is the
   * master point the pose puts at (u, v).
   */
  weight(u: number, v: number, mx: number, my: number): number;
}

/**
 * The touched part of the frame: an ellipse around where the finger presses, its rim uneven,
 * sized so that with the finger's own outline it covers the requested share of the frame.
 */
function contactArea(
  master: MasterFingerprint,
  pose: ImpressionPose,
  options: ResolvedImpressionOptions,
  random: Random,
): ContactArea {
  const rim = createSmoothNoise(random, IMAGE_WIDTH, IMAGE_HEIGHT, 45);
  const centreU = IMAGE_WIDTH / 2 + options.translateX + random.between(-15, 15);
  const centreV = IMAGE_HEIGHT / 2 + options.translateY + random.between(-15, 15);
  const cos = Math.cos(options.rotation);
  const sin = Math.sin(options.rotation);
  const { outline } = master;
  const outlineRadius = Math.min(outline.radiusX, outline.radiusY);

  /** How far inside the finger's outline (px, roughly) master point (mx, my) lies. */
  const outlineDepth = (mx: number, my: number) => {
    const ox = (mx - outline.centreX) / outline.radiusX;
    const oy = (my - outline.centreY) / outline.radiusY;
    return (1 - Math.sqrt(ox * ox + oy * oy)) * outlineRadius;
  };
  /** How far inside an ellipse of horizontal radius 1 (uneven rim included) (u, v) lies. */
  const ellipseReach = (u: number, v: number) => {
    // The contact turns with the finger.
    const du = u - centreU;
    const dv = v - centreV;
    const along = du * cos - dv * sin;
    const across = (du * sin + dv * cos) / SENSOR.contactAspect;
    return { rim: 1 + 0.07 * rim.at(u, v), distance: Math.sqrt(along * along + across * across) };
  };

  // Bisect the ellipse's size for the requested share, measured on a coarse grid.
  const grid: { rim: number; distance: number }[] = [];
  for (let v = 4; v < IMAGE_HEIGHT; v += 8) {
    for (let u = 4; u < IMAGE_WIDTH; u += 8) {
      const [mx, my] = pose.toMaster(u, v);
      if (outlineDepth(mx, my) > 0) grid.push(ellipseReach(u, v));
      else grid.push({ rim: 0, distance: Infinity });
    }
  }
  const gridPoints = Math.ceil((IMAGE_HEIGHT - 4) / 8) * Math.ceil((IMAGE_WIDTH - 4) / 8);
  const share = (radiusX: number) =>
    grid.filter((point) => point.distance < point.rim * radiusX).length / gridPoints;
  let low = 10;
  let high = 400;
  for (let step = 0; step < 14; step += 1) {
    const middle = (low + high) / 2;
    if (share(middle) < options.contact) low = middle;
    else high = middle;
  }
  const radiusX = (low + high) / 2;
  return {
    weight(u, v, mx, my) {
      const { rim: reach, distance } = ellipseReach(u, v);
      const inside = Math.min(reach * radiusX - distance, outlineDepth(mx, my)) / SENSOR.edgeFade;
      return Math.min(1, Math.max(0, inside));
    },
  };
}

function renderImage(
  master: MasterFingerprint,
  pose: ImpressionPose,
  contact: ContactArea,
  options: ResolvedImpressionOptions,
  random: Random,
): GreyImage {
  const pixels = new Uint8Array(IMAGE_WIDTH * IMAGE_HEIGHT);
  const ink = createSmoothNoise(random, IMAGE_WIDTH, IMAGE_HEIGHT, 70);
  // Dry skin leaves ridges as strings of dots; the lattice is about a ridge width.
  const pores = createSmoothNoise(random, IMAGE_WIDTH, IMAGE_HEIGHT, 5);
  const smudge = createSmoothNoise(random, IMAGE_WIDTH, IMAGE_HEIGHT, 30);
  const dryness = Math.max(0, -options.pressure);
  const wetness = Math.max(0, options.pressure);
  // Pressing harder or wetter widens ridges: the wave is cut lower.
  const bias = 0.35 * options.pressure;
  const grain = 3 + 22 * options.noise;
  const unevenness = 0.1 + 0.3 * options.noise;
  for (let v = 0; v < IMAGE_HEIGHT; v += 1) {
    for (let u = 0; u < IMAGE_WIDTH; u += 1) {
      const [mx, my] = pose.toMaster(u, v);
      const weight = contact.weight(u, v, mx, my);
      let grey = SENSOR.glass;
      if (weight > 0) {
        const wave = sample(master, mx, my) + bias;
        let ridge = smoothstep(Math.min(1, Math.max(0, 0.5 + 1.4 * wave)));
        if (dryness > 0)
          ridge *= 1 - dryness * Math.min(1, Math.max(0, 2.5 * pores.at(u, v) + 0.4));
        if (wetness > 0)
          ridge = Math.max(ridge, wetness * 0.8 * Math.max(0, smudge.at(u, v) + 0.2));
        const depth = 205 * (1 - unevenness * (0.5 + 0.5 * ink.at(u, v)));
        grey -= depth * ridge * weight;
        grey += grain * random.normal();
      } else {
        grey += 2 * random.normal();
      }
      pixels[v * IMAGE_WIDTH + u] = Math.min(255, Math.max(0, Math.round(grey)));
    }
  }
  return { width: IMAGE_WIDTH, height: IMAGE_HEIGHT, pixels };
}

/** The master's ridge wave at a fractional point, bilinearly; 0 off the master. */
function sample(master: MasterFingerprint, x: number, y: number): number {
  const { width, height, ridges } = master;
  if (x < 0 || y < 0 || x >= width - 1 || y >= height - 1) return 0;
  const column = Math.floor(x);
  const row = Math.floor(y);
  const fx = x - column;
  const fy = y - row;
  const i = row * width + column;
  const top = (ridges[i] ?? 0) * (1 - fx) + (ridges[i + 1] ?? 0) * fx;
  const bottom = (ridges[i + width] ?? 0) * (1 - fx) + (ridges[i + width + 1] ?? 0) * fx;
  return top * (1 - fy) + bottom * fy;
}

function carryMinutiae(
  master: MasterFingerprint,
  pose: ImpressionPose,
  contact: ContactArea,
  rotation: number,
): Minutia[] {
  const carried: Minutia[] = [];
  for (const minutia of master.minutiae) {
    if (!insideOutline(master.outline, minutia.x, minutia.y, 0)) continue;
    const [u, v] = pose.toImpression(minutia.x, minutia.y);
    const inFrame =
      u >= SENSOR.frameMargin &&
      v >= SENSOR.frameMargin &&
      u < IMAGE_WIDTH - SENSOR.frameMargin &&
      v < IMAGE_HEIGHT - SENSOR.frameMargin;
    if (!inFrame || contact.weight(u, v, minutia.x, minutia.y) < 1) continue;
    // Follow the direction through the stretch too: map a point a few pixels along it.
    const [au, av] = pose.toImpression(
      minutia.x + 4 * Math.cos(minutia.angle),
      minutia.y - 4 * Math.sin(minutia.angle),
    );
    let angle = Math.atan2(-(av - v), au - u);
    if (!Number.isFinite(angle)) angle = minutia.angle + rotation;
    angle = ((angle % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    carried.push({ ...minutia, x: u, y: v, angle });
  }
  return carried;
}
