// Angle arithmetic shared by extraction and matching.

export const TWO_PI = Math.PI * 2;

/** `angle` wrapped into [0, 2π). */
export function wrapAngle(angle: number): number {
  const wrapped = angle % TWO_PI;
  return wrapped < 0 ? wrapped + TWO_PI : wrapped;
}

/** Signed difference a − b wrapped into (−π, π]. */
export function angleDifference(a: number, b: number): number {
  let d = (a - b) % TWO_PI;
  if (d > Math.PI) d -= TWO_PI;
  else if (d <= -Math.PI) d += TWO_PI;
  return d;
}
