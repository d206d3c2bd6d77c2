// Where the finger lies on the reader in one impression: rotation, shift and the skin's elastic
// stretch, as a map from image pixels to master pixels and (solved numerically) back.

import type { ResolvedImpressionOptions } from './impression-options.ts';
import { createRandom, mixSeed } from './random.ts';
import { createSmoothNoise } from './smooth-noise.ts';

export interface ImpressionPose {
  /** Master point shown at image pixel (u, v). */
  toMaster(u: number, v: number): readonly [number, number];
  /** Image pixel showing master point (x, y). */
  toImpression(x: number, y: number): readonly [number, number];
}

/** The skin's stretch: none at the contact's centre, growing towards its rim. */
const STRETCH = {
  /** Displacement (px) at `radius` from the contact centre at distortion 1. */
  max: 10,
  radius: 170,
  /** Steps of the numerical inverse (image point of a master point). */
  solverSteps: 12,
} as const;

/**
 * A drag (Cappelli, Maio and Maltoni's plastic distortion model): the skin within `hold` px of
 * the contact's centre stays where it touched; beyond it the finger's pull — a shift of up to
 * `shift` px and a twist of up to `twist` radians at full drag — takes over smoothly across
 * `brake` px. Its strain stays well under what would fold the skin over itself.
 */
const DRAG = { shift: 40, twist: 0.2, hold: 40, brake: 150 } as const;

/** 0 at the held centre's edge, rising smoothly to 1 over `DRAG.brake` px. */
function brake(distance: number): number {
  if (distance <= 0) return 0;
  if (distance >= DRAG.brake) return 1;
  return (1 - Math.cos((Math.PI * distance) / DRAG.brake)) / 2;
}

/** `anchor` is the master point the image centre shows before translation. */
export function impressionPose(
  options: ResolvedImpressionOptions,
  imageWidth: number,
  imageHeight: number,
  anchorX: number,
  anchorY: number,
): ImpressionPose {
  const random = createRandom(mixSeed(options.seed, 0x5717));
  const stretchX = createSmoothNoise(random, imageWidth, imageHeight, 110);
  const stretchY = createSmoothNoise(random, imageWidth, imageHeight, 110);
  const amount = options.distortion * STRETCH.max;
  // Drawn only for a drag, after the stretch's noise, so that other impressions stay as they were.
  const dragDirection = options.drag > 0 ? random.between(0, 2 * Math.PI) : 0;
  const dragShift = options.drag * DRAG.shift;
  const dragTwist =
    options.drag > 0 ? options.drag * DRAG.twist * (random.next() < 0.5 ? -1 : 1) : 0;
  const twistCos = Math.cos(dragTwist) - 1;
  const twistSin = Math.sin(dragTwist);
  const cos = Math.cos(options.rotation);
  const sin = Math.sin(options.rotation);
  const centreU = imageWidth / 2 + options.translateX;
  const centreV = imageHeight / 2 + options.translateY;

  const toMaster = (u: number, v: number): readonly [number, number] => {
    let du = u - centreU;
    let dv = v - centreV;
    const reach = Math.min(1.5, (du * du + dv * dv) / (STRETCH.radius * STRETCH.radius));
    du += amount * reach * stretchX.at(u, v);
    dv += amount * reach * stretchY.at(u, v);
    if (options.drag > 0) {
      const pull = brake(Math.sqrt(du * du + dv * dv) - DRAG.hold);
      // Where the twist and shift take this point, less where it was.
      const moveU = twistCos * du - twistSin * dv + dragShift * Math.cos(dragDirection);
      const moveV = twistSin * du + twistCos * dv + dragShift * Math.sin(dragDirection);
      du += pull * moveU;
      dv += pull * moveV;
    }
    // Undo a counter-clockwise turn on screen (y down): rotate by −rotation.
    return [anchorX + du * cos - dv * sin, anchorY + du * sin + dv * cos];
  };

  const rigid = (dx: number, dy: number): readonly [number, number] => [
    dx * cos + dy * sin,
    -dx * sin + dy * cos,
  ];

  return {
    toMaster,
    toImpression(x, y) {
      const [startU, startV] = rigid(x - anchorX, y - anchorY);
      let u = centreU + startU;
      let v = centreV + startV;
      // The stretch is small and smooth, so correcting by the rigid inverse converges fast.
      for (let step = 0; step < STRETCH.solverSteps; step += 1) {
        const [mx, my] = toMaster(u, v);
        const [cu, cv] = rigid(x - mx, y - my);
        u += cu;
        v += cv;
        if (Math.abs(cu) + Math.abs(cv) < 1e-4) break;
      }
      return [u, v];
    },
  };
}
