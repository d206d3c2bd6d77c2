// One template for a whole enrolment: the presses aligned to one of them by the matcher's own
// alignment and fused, each minutia seen in two presses or more kept once, where they saw it on
// average. A later touch is scored against it as a sixth sample. The merged template is kept as
// an ISO/IEC 19794-2 record, so one stored at enrolment scores exactly as one merged afresh.

import type { Minutia } from '../template/minutia.ts';
import { decodeTemplateMinutiae, encodeIsoTemplate } from '../template/minutia-units.ts';
import { wrapAngle } from './angles.ts';
import { CONSISTENCY_THRESHOLD } from './enrollment-consistency.ts';
import {
  asPrepared,
  prepareTemplate,
  type PreparedTemplate,
  type TemplateInput,
} from './prepared-template.ts';
import { alignPrepared } from './template-comparison.ts';

/** Presses a fused minutia must have been seen in to be kept. */
const MIN_PRESSES = 2;
/**
 * Pixels and radians within which two aligned presses' minutiae are the same minutia. 14 px
 * instead of 10, or 20° instead of 30°, did no better (docs/fingerprints.md).
 */
const SAME_DISTANCE = 10;
const SAME_ANGLE = (30 * Math.PI) / 180;

/** One fused minutia: sums over the presses that saw it, in the reference press's frame. */
interface Cluster {
  sumX: number;
  sumY: number;
  /** Unit vectors of the image-convention direction, summed. */
  sumCos: number;
  sumSin: number;
  endings: number;
  presses: number;
}

/** Room kept left of and above the fused minutiae (ISO coordinates cannot be negative). */
const MARGIN = 16;
/** One past the largest coordinate an ISO record holds (14 bits). */
const RECORD_SIZE_LIMIT = 0x4000;

/**
 * An enrolment ready for matching: its samples prepared, and after them the merged template when
 * at least two presses line up (what the server keeps per enrolled finger).
 */
export function prepareEnrollment(samples: readonly TemplateInput[]): PreparedTemplate[] {
  const prepared = samples.map(asPrepared);
  return prepareStoredEnrollment(prepared, mergedEnrollmentRecord(prepared));
}

/**
 * An enrolment ready for matching from its samples and the merged record mergedEnrollmentRecord
 * made of them (stored at enrolment): what prepareEnrollment gives, without merging again.
 */
export function prepareStoredEnrollment(
  samples: readonly TemplateInput[],
  mergedRecord: Uint8Array | null,
): PreparedTemplate[] {
  const prepared = samples.map(asPrepared);
  return mergedRecord === null
    ? prepared
    : [...prepared, prepareTemplate(decodeTemplateMinutiae(mergedRecord))];
}

/**
 * The merged template as a one-view ISO/IEC 19794-2 record (whole pixels, 360/256° steps), or
 * null when fewer than two presses line up.
 */
export function mergedEnrollmentRecord(samples: readonly TemplateInput[]): Uint8Array | null {
  const merged = mergeEnrollment(samples.map(asPrepared));
  if (merged === null) return null;
  // Fused minutiae lie MARGIN or more from the origin; as much room is left past the farthest,
  // within the 14 bits a record's coordinates have.
  const size = (far: number) => Math.min(RECORD_SIZE_LIMIT, Math.ceil(far) + MARGIN);
  return encodeIsoTemplate(merged, {
    width: size(Math.max(...merged.map((minutia) => minutia.x))),
    height: size(Math.max(...merged.map((minutia) => minutia.y))),
  });
}

/**
 * The presses fused in the frame of the press that agrees best with the others; presses that
 * agree with it below CONSISTENCY_THRESHOLD stay out. Null when fewer than two presses line up.
 */
export function mergeEnrollment(presses: readonly PreparedTemplate[]): Minutia[] | null {
  if (presses.length < 2) return null;
  const scores = presses.map((a, i) =>
    presses.map((b, j) => (i === j ? null : alignPrepared(b, a))),
  );
  const support = scores.map((row) =>
    row.reduce((sum, alignment) => sum + (alignment?.score ?? 0), 0),
  );
  const reference = support.indexOf(Math.max(...support));
  const clusters: Cluster[] = [];
  addPress(clusters, presses[reference] as PreparedTemplate, { rotation: 0, dx: 0, dy: 0 });
  let joined = 1;
  presses.forEach((press, index) => {
    const alignment = scores[reference]?.[index];
    if (index === reference || alignment == null || alignment.score < CONSISTENCY_THRESHOLD) return;
    addPress(clusters, press, alignment);
    joined += 1;
  });
  const kept = clusters.filter((cluster) => cluster.presses >= MIN_PRESSES);
  return joined < 2 || kept.length < 2 ? null : clusterMinutiae(kept);
}

/** Adds one press, moved into the reference frame, each minutia to the nearest free cluster. */
function addPress(
  clusters: Cluster[],
  press: PreparedTemplate,
  alignment: { rotation: number; dx: number; dy: number },
): void {
  const cos = Math.cos(alignment.rotation);
  const sin = Math.sin(alignment.rotation);
  const existing = clusters.length;
  const used = new Uint8Array(existing);
  for (let m = 0; m < press.count; m += 1) {
    const px = press.x[m] as number;
    const py = press.y[m] as number;
    const x = cos * px - sin * py + alignment.dx;
    const y = sin * px + cos * py + alignment.dy;
    const direction = (press.angle[m] as number) + alignment.rotation;
    let best = -1;
    let nearest = SAME_DISTANCE * SAME_DISTANCE;
    for (let c = 0; c < existing; c += 1) {
      const cluster = clusters[c] as Cluster;
      if (used[c] === 1) continue;
      const ex = cluster.sumX / cluster.presses - x;
      const ey = cluster.sumY / cluster.presses - y;
      const d2 = ex * ex + ey * ey;
      if (d2 >= nearest) continue;
      const mean = Math.atan2(cluster.sumSin, cluster.sumCos);
      if (Math.abs(wrapAngle(mean - direction + Math.PI) - Math.PI) > SAME_ANGLE) continue;
      nearest = d2;
      best = c;
    }
    const ending = press.type[m] === 1 ? 1 : 0;
    const cluster = best < 0 ? undefined : clusters[best];
    if (cluster === undefined) {
      clusters.push({
        sumX: x,
        sumY: y,
        sumCos: Math.cos(direction),
        sumSin: Math.sin(direction),
        endings: ending,
        presses: 1,
      });
      continue;
    }
    used[best] = 1;
    cluster.sumX += x;
    cluster.sumY += y;
    cluster.sumCos += Math.cos(direction);
    cluster.sumSin += Math.sin(direction);
    cluster.endings += ending;
    cluster.presses += 1;
  }
}

/** Clusters as minutiae, shifted clear of the origin; quality says how many presses saw each. */
function clusterMinutiae(clusters: readonly Cluster[]): Minutia[] {
  const left = Math.min(...clusters.map((cluster) => cluster.sumX / cluster.presses)) - MARGIN;
  const top = Math.min(...clusters.map((cluster) => cluster.sumY / cluster.presses)) - MARGIN;
  return clusters.map((cluster) => ({
    x: cluster.sumX / cluster.presses - left,
    y: cluster.sumY / cluster.presses - top,
    // Prepared angles are the image's (y down); minutiae speak ISO's.
    angle: wrapAngle(-Math.atan2(cluster.sumSin, cluster.sumCos)),
    type: 2 * cluster.endings >= cluster.presses ? 'ending' : 'bifurcation',
    quality: Math.min(100, 20 * cluster.presses),
  }));
}
