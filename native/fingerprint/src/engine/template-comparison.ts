// Minutiae matching: local structures pair minutiae whose neighbourhoods agree (needs no
// alignment, so rotation and translation do not matter) — the pairs with the most alike minutia
// cylinder codes each propose an alignment — and the one that brings the most minutiae into
// agreement — each pair weighted by how many of its nearest neighbours agree, whether its
// types do and how clear the print is where its minutiae lie — decides the score.

import type { Minutia } from '../template/minutia.ts';
import {
  BEARING_TOLERANCE,
  DISTANCE_STRETCH,
  DISTANCE_TOLERANCE,
  TURN_TOLERANCE,
} from './edge-bins.ts';
import { cylinderSimilarity } from './cylinder-code.ts';
import { prepareTemplate, type PreparedTemplate } from './prepared-template.ts';
import { probeIndex } from './probe-index.ts';

/**
 * Alignments tried, the pairs with the most alike cylinder codes first. A distorted print
 * (FVC2004 DB1_B) lines up in one region at a time; ranking the pairs by cylinder codes (a fixed
 * radius, so a missed or spurious minutia does not change who the neighbours are) instead of by
 * shared nearest neighbours took DB1_B's EER from 8.2% to 6.8% (docs/fingerprints.md).
 */
const ANCHORS = 24;
/**
 * Global pairing after alignment. An anchor pair's own direction error swings far minutiae
 * sideways, so the first pass is lenient with distance from the anchor; the transform is then
 * refitted to everything paired and the second pass is strict.
 */
const COARSE: PairingTolerance = { distance: 8, stretch: 0.06, angle: (30 * Math.PI) / 180 };
const FINE: PairingTolerance = { distance: 6, stretch: 0.02, angle: (20 * Math.PI) / 180 };
/** Paired minutiae must also share at least this many neighbours (local structure). */
const MIN_PAIR_VOTES = 1;
/**
 * A pair counts in full once this many of its neighbours agree too, less with fewer: on real
 * prints and on prints of like pattern, minutiae of different fingers often line up one by
 * one, but rarely with their neighbourhoods.
 */
const FULL_SUPPORT_VOTES = 6;
/**
 * A pair of an ending and a bifurcation counts this much: pressure turns one into the other
 * (so it still counts), but chance pairs disagree in type half the time.
 */
const TYPE_MISMATCH_WEIGHT = 0.5;

export function compareTemplates(probe: readonly Minutia[], candidate: readonly Minutia[]): number {
  return comparePrepared(prepareTemplate(probe), prepareTemplate(candidate));
}

/** Scratch buffers reused across comparisons (matching is synchronous, one call at a time). */
let shared = new Uint8Array(0);
let claimed = new Uint8Array(0);
let likeness = new Float32Array(0);
const anchorPairs = new Int32Array(ANCHORS);
const anchorScores = new Float64Array(ANCHORS);

function angleGap(a: number, b: number): number {
  const d = Math.abs(a - b);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

/** Similarity of two prepared templates; 0 for no resemblance, higher for stronger. */
export function comparePrepared(probe: PreparedTemplate, candidate: PreparedTemplate): number {
  const np = probe.count;
  const nc = candidate.count;
  if (np < 2 || nc < 2) return 0;
  if (shared.length < np * nc) shared = new Uint8Array(np * nc * 2);
  if (claimed.length < nc) claimed = new Uint8Array(nc * 2);
  const votes = shared;
  votes.fill(0, 0, np * nc);

  // Shared neighbours per (probe minutia, candidate minutia): candidate edges look up the
  // probe edges filed under their bin and are checked against the exact tolerances.
  const { starts, entries } = probeIndex(probe);
  for (let e = 0; e < candidate.edgeCount; e += 1) {
    const key = candidate.edgeKey[e] as number;
    const first = starts[key] as number;
    const last = starts[key + 1] as number;
    if (first === last) continue;
    const distance = candidate.edgeDistance[e] as number;
    const bearing = candidate.edgeBearing[e] as number;
    const turn = candidate.edgeTurn[e] as number;
    const j = candidate.edgeFrom[e] as number;
    const tolerance = DISTANCE_TOLERANCE + DISTANCE_STRETCH * distance;
    for (let k = first; k < last; k += 1) {
      const f = entries[k] as number;
      if (Math.abs((probe.edgeDistance[f] as number) - distance) > tolerance) continue;
      if (angleGap(probe.edgeBearing[f] as number, bearing) > BEARING_TOLERANCE) continue;
      if (angleGap(probe.edgeTurn[f] as number, turn) > TURN_TOLERANCE) continue;
      const pair = (probe.edgeFrom[f] as number) * nc + j;
      votes[pair] = (votes[pair] as number) + 1;
    }
  }

  if (likeness.length < np * nc) likeness = new Float32Array(np * nc * 2);
  const probeCodes = probe.cylinders;
  const candidateCodes = candidate.cylinders;
  for (let i = 0; i < np; i += 1) {
    const ai = probe.angle[i] as number;
    for (let j = 0; j < nc; j += 1) {
      const aj = candidate.angle[j] as number;
      likeness[i * nc + j] = cylinderSimilarity(probeCodes, i, ai, candidateCodes, j, aj);
    }
  }

  anchorPairs.fill(-1);
  anchorScores.fill(0);
  for (let pair = 0; pair < np * nc; pair += 1) {
    const alike = likeness[pair] as number;
    if (alike <= (anchorScores[ANCHORS - 1] as number)) continue;
    // Keep the best pairs, best first (a short insertion into a fixed list).
    let slot = ANCHORS - 1;
    while (slot > 0 && alike > (anchorScores[slot - 1] as number)) {
      anchorScores[slot] = anchorScores[slot - 1] as number;
      anchorPairs[slot] = anchorPairs[slot - 1] as number;
      slot -= 1;
    }
    anchorScores[slot] = alike;
    anchorPairs[slot] = pair;
  }

  let best = 0;
  for (let s = 0; s < ANCHORS; s += 1) {
    const pair = anchorPairs[s] as number;
    if (pair < 0) break;
    const i = Math.floor(pair / nc);
    const j = pair % nc;
    const rotation = (candidate.angle[j] as number) - (probe.angle[i] as number);
    anchor.rotation = rotation;
    anchor.cos = Math.cos(rotation);
    anchor.sin = Math.sin(rotation);
    anchor.dx =
      (candidate.x[j] as number) -
      (anchor.cos * (probe.x[i] as number) - anchor.sin * (probe.y[i] as number));
    anchor.dy =
      (candidate.y[j] as number) -
      (anchor.sin * (probe.x[i] as number) + anchor.cos * (probe.y[i] as number));
    const coarse = pairUnder(probe, candidate, anchor, i, COARSE);
    if (coarse < 2) continue;
    refit(probe, candidate, coarse);
    pairUnder(probe, candidate, anchor, i, FINE);
    if (weighted > best) {
      best = weighted;
      Object.assign(bestAlignment, anchor);
    }
  }
  return score(best, probe.totalWeight, candidate.totalWeight);
}

/** Probe → candidate rigid transform: q = R(rotation)·p + (dx, dy); rotation in image radians. */
export interface TemplateAlignment {
  readonly score: number;
  readonly rotation: number;
  readonly dx: number;
  readonly dy: number;
}

/** The comparison's score and the alignment that gave it, or null when nothing lined up. */
export function alignPrepared(
  probe: PreparedTemplate,
  candidate: PreparedTemplate,
): TemplateAlignment | null {
  bestAlignment.rotation = Number.NaN;
  const similarity = comparePrepared(probe, candidate);
  if (similarity === 0 || Number.isNaN(bestAlignment.rotation)) return null;
  const { rotation, dx, dy } = bestAlignment;
  return { score: similarity, rotation, dx, dy };
}

/** Pixels, plus a share of the distance from the anchor; radians. */
interface PairingTolerance {
  readonly distance: number;
  readonly stretch: number;
  readonly angle: number;
}

/** Probe → candidate rigid transform: q = R(rotation)·p + (dx, dy). */
interface Alignment {
  rotation: number;
  cos: number;
  sin: number;
  dx: number;
  dy: number;
}
const anchor: Alignment = { rotation: 0, cos: 1, sin: 0, dx: 0, dy: 0 };
/** The alignment of the best-scoring anchor of the last comparison. */
const bestAlignment: Alignment = { rotation: 0, cos: 1, sin: 0, dx: 0, dy: 0 };
/** The last pairing pass's pairs, each weighted by its support and type agreement. */
let weighted = 0;
let pairedProbe = new Int32Array(0);
let pairedCandidate = new Int32Array(0);

/**
 * Counts minutiae that agree under `alignment` (each candidate minutia used once), tolerating
 * more distance the farther a minutia lies from the anchor's probe minutia `origin`; leaves
 * their weighted count in `weighted`.
 */
function pairUnder(
  probe: PreparedTemplate,
  candidate: PreparedTemplate,
  alignment: Alignment,
  origin: number,
  limits: PairingTolerance,
): number {
  const { cos, sin, dx: shiftX, dy: shiftY, rotation } = alignment;
  const ox = probe.x[origin] as number;
  const oy = probe.y[origin] as number;
  const nc = candidate.count;
  const cx = candidate.x;
  const taken = claimed;
  const votes = shared;
  if (pairedProbe.length < probe.count) {
    pairedProbe = new Int32Array(probe.count * 2);
    pairedCandidate = new Int32Array(probe.count * 2);
  }
  taken.fill(0, 0, nc);
  let paired = 0;
  weighted = 0;
  for (let p = 0; p < probe.count; p += 1) {
    const px = probe.x[p] as number;
    const py = probe.y[p] as number;
    const tx = cos * px - sin * py + shiftX;
    const ty = sin * px + cos * py + shiftY;
    let direction = (probe.angle[p] as number) + rotation;
    if (direction >= 2 * Math.PI) direction -= 2 * Math.PI;
    else if (direction < 0) direction += 2 * Math.PI;
    const rx = px - ox;
    const ry = py - oy;
    const tolerance = limits.distance + limits.stretch * Math.sqrt(rx * rx + ry * ry);
    // Candidate minutiae are sorted by x: search only those within the tolerance in x.
    let low = 0;
    let high = nc;
    const left = tx - tolerance;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cx[mid] as number) < left) low = mid + 1;
      else high = mid;
    }
    let match = -1;
    let nearest = tolerance * tolerance;
    for (let c = low; c < nc; c += 1) {
      const ex = (cx[c] as number) - tx;
      if (ex > tolerance) break;
      if (taken[c] === 1) continue;
      const ey = (candidate.y[c] as number) - ty;
      const d2 = ex * ex + ey * ey;
      if (d2 >= nearest) continue;
      if ((votes[p * nc + c] as number) < MIN_PAIR_VOTES) continue;
      if (angleGap(candidate.angle[c] as number, direction) > limits.angle) continue;
      nearest = d2;
      match = c;
    }
    if (match >= 0) {
      taken[match] = 1;
      const support = Math.min(votes[p * nc + match] as number, FULL_SUPPORT_VOTES);
      const sameType = candidate.type[match] === probe.type[p];
      weighted +=
        (support / FULL_SUPPORT_VOTES) *
        (sameType ? 1 : TYPE_MISMATCH_WEIGHT) *
        (probe.rootWeight[p] as number) *
        (candidate.rootWeight[match] as number);
      pairedProbe[paired] = p;
      pairedCandidate[paired] = match;
      paired += 1;
    }
  }
  return paired;
}

/** Least-squares rigid fit (2-D Procrustes) of the anchor alignment to the last pairs. */
function refit(probe: PreparedTemplate, candidate: PreparedTemplate, paired: number): void {
  let px = 0;
  let py = 0;
  let qx = 0;
  let qy = 0;
  for (let k = 0; k < paired; k += 1) {
    px += probe.x[pairedProbe[k] as number] as number;
    py += probe.y[pairedProbe[k] as number] as number;
    qx += candidate.x[pairedCandidate[k] as number] as number;
    qy += candidate.y[pairedCandidate[k] as number] as number;
  }
  px /= paired;
  py /= paired;
  qx /= paired;
  qy /= paired;
  let dot = 0;
  let cross = 0;
  for (let k = 0; k < paired; k += 1) {
    const ax = (probe.x[pairedProbe[k] as number] as number) - px;
    const ay = (probe.y[pairedProbe[k] as number] as number) - py;
    const bx = (candidate.x[pairedCandidate[k] as number] as number) - qx;
    const by = (candidate.y[pairedCandidate[k] as number] as number) - qy;
    dot += ax * bx + ay * by;
    cross += ax * by - ay * bx;
  }
  const rotation = Math.atan2(cross, dot);
  anchor.rotation = rotation < 0 ? rotation + 2 * Math.PI : rotation;
  anchor.cos = Math.cos(rotation);
  anchor.sin = Math.sin(rotation);
  anchor.dx = qx - (anchor.cos * px - anchor.sin * py);
  anchor.dy = qy - (anchor.sin * px + anchor.cos * py);
}

/**
 * Templates are counted as holding at least this many minutiae (their summed weight): a small
 * partial capture pairs a large share of its few minutiae by chance (hard synthetic impostors of
 * 13–25 minutiae reached 11.5, which set the threshold), while real prints hold 40 or so.
 */
const SMALL_TEMPLATE_FLOOR = 22;

/**
 * Neither template counts as more than this many times the other: the pairs can be no more
 * than the smaller one holds, so a template far larger than the other's — a press that took in
 * more of the finger, or a wet one full of false minutiae, against a faint or partial touch —
 * would otherwise weigh the score down for minutiae the other never saw (FVC2004 DB1_B's EER
 * 5.7% → 4.6%, docs/fingerprints.md).
 */
const SIZE_RATIO_CAP = 2;

/**
 * Weighted pairs, discounted when the templates are large enough to pair many by chance; a
 * template's size is its minutiae's summed weight (prepared-template.ts).
 */
function score(paired: number, probeSize: number, candidateSize: number): number {
  const reach = SIZE_RATIO_CAP * Math.min(probeSize, candidateSize);
  return (
    (100 * paired * paired) /
    (Math.max(Math.min(probeSize, reach), SMALL_TEMPLATE_FLOOR) *
      Math.max(Math.min(candidateSize, reach), SMALL_TEMPLATE_FLOOR))
  );
}
