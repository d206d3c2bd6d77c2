// Walking the ridge skeleton from a minutia: where a branch leads within a few ridge periods
// (another ending, a junction, or just onwards) is what tells true minutiae from spurs, bridges
// and broken ridges, and the walked direction gives each minutia its angle.

import { branchStarts, neighbourCode, TRANSITIONS } from './neighbour-ring.ts';

export type TraceStop = 'length' | 'ending' | 'junction';

export interface Trace {
  readonly stop: TraceStop;
  /** Pixel (padded index) where the walk stopped. */
  readonly end: number;
  /** Steps walked. */
  readonly steps: number;
  /** Padded index of the pixel about `directionSteps` along (or the end, when nearer). */
  readonly directionPoint: number;
}

export class SkeletonWalker {
  private readonly visited: Int32Array;
  private stamp = 0;

  constructor(
    private readonly skeleton: Uint8Array,
    private readonly offsets: Int32Array,
  ) {
    this.visited = new Int32Array(skeleton.length);
  }

  /** The starting pixels of each branch leaving `p`: one per run of set ring neighbours. */
  branches(p: number): number[] {
    const code = neighbourCode(this.skeleton, p, this.offsets);
    return branchStarts(code).map((k) => p + (this.offsets[k] as number));
  }

  /** Walks from minutia pixel `origin` through `first` for at most `maxSteps`. */
  walk(
    origin: number,
    first: number,
    maxSteps: number,
    directionSteps: number,
    siblings: readonly number[],
  ): Trace {
    this.stamp += 1;
    const stamp = this.stamp;
    const visited = this.visited;
    visited[origin] = stamp;
    // The other branches' first pixels belong to them, not to this walk.
    for (const sibling of siblings) visited[sibling] = stamp;
    let current = first;
    visited[current] = stamp;
    let steps = 1;
    let directionPoint = current;
    for (;;) {
      if (steps === directionSteps) directionPoint = current;
      const code = neighbourCode(this.skeleton, current, this.offsets);
      // The first steps off a bifurcation still touch its other branches.
      if (steps > 2 && (TRANSITIONS[code] as number) >= 3)
        return { stop: 'junction', end: current, steps, directionPoint };
      if (steps >= maxSteps) return { stop: 'length', end: current, steps, directionPoint };
      let next = -1;
      for (let k = 0; k < 8; k += 1) {
        if (((code >> k) & 1) === 0) continue;
        const candidate = current + (this.offsets[k] as number);
        if (visited[candidate] === stamp) continue;
        // Prefer 4-neighbours: at a corner the diagonal is the same line one step further on.
        if (next < 0 || k % 2 === 0) next = candidate;
        if (k % 2 === 0) break;
      }
      if (next < 0) {
        const stop = steps < directionSteps ? current : directionPoint;
        return { stop: 'ending', end: current, steps, directionPoint: stop };
      }
      // Mark the whole neighbourhood step so a corner's diagonal is not walked back into.
      for (let k = 0; k < 8; k += 1) {
        if (((code >> k) & 1) === 1) visited[current + (this.offsets[k] as number)] = stamp;
      }
      visited[next] = stamp;
      current = next;
      steps += 1;
    }
  }
}
