// The probe's side of a comparison: its edges filed under every bin a matching candidate edge
// could fall in, so a candidate's edges find their partners by lookup. Built once per probe and
// reused across the whole gallery (a 1:N search compares one probe with thousands).

import { EDGE_KEYS, nearbyEdgeKeys } from './edge-bins.ts';
import type { PreparedTemplate } from './prepared-template.ts';

export interface ProbeIndex {
  /** Probe edge indices for key k: entries[starts[k] .. starts[k + 1]). */
  readonly starts: Int32Array;
  readonly entries: Int32Array;
}

const indices = new WeakMap<PreparedTemplate, ProbeIndex>();

export function probeIndex(probe: PreparedTemplate): ProbeIndex {
  const cached = indices.get(probe);
  if (cached !== undefined) return cached;
  const keys: number[] = [];
  const filed: number[][] = [];
  const counts = new Int32Array(EDGE_KEYS + 1);
  for (let e = 0; e < probe.edgeCount; e += 1) {
    nearbyEdgeKeys(
      probe.edgeDistance[e] as number,
      probe.edgeBearing[e] as number,
      probe.edgeTurn[e] as number,
      keys,
    );
    filed.push([...keys]);
    for (const key of keys) counts[key + 1] = (counts[key + 1] as number) + 1;
  }
  const starts = new Int32Array(EDGE_KEYS + 1);
  for (let k = 0; k < EDGE_KEYS; k += 1)
    starts[k + 1] = (starts[k] as number) + (counts[k + 1] as number);
  const entries = new Int32Array(starts[EDGE_KEYS] as number);
  const fill = starts.slice(0, EDGE_KEYS);
  filed.forEach((edgeKeys, e) => {
    for (const key of edgeKeys) {
      entries[fill[key] as number] = e;
      fill[key] = (fill[key] as number) + 1;
    }
  });
  const index = { starts, entries };
  indices.set(probe, index);
  return index;
}
