// Whether the presses of an enrolment are one finger: each press is compared with every other,
// and presses outside the largest group that agree are named, so the person presses again before
// anything is stored. Five careless or mixed-up presses would otherwise become an enrolment that
// refuses its owner, or accepts someone else.

import type { PreparedTemplate } from './prepared-template.ts';
import { comparePrepared } from './template-comparison.ts';

/**
 * Two presses agree at this score. It guards against a wrong finger among five presses made
 * together, not against an impostor at a sign-in, so it sits just above every real impostor pair
 * rather than at the accept threshold. At 10 it asked 9 of 10 genuine FVC2004 DB1_B enrolments to
 * press again; at 4, 4 of 10 there and 0 of 10 on FVC2002 DB2_B, with every one of 900 foreign
 * presses swapped in named (real impostor pairs reach 3.2). docs/fingerprints.md has the sweep.
 */
export const CONSISTENCY_THRESHOLD = 4;

/** How well presses `i` and `j` agree (symmetric). */
export type PressAgreement = (i: number, j: number) => number;

/** Both directions of a comparison, the better one: overlap is not symmetric. */
export function pressAgreement(presses: readonly (PreparedTemplate | null)[]): PressAgreement {
  return (i, j) => {
    const a = presses[i];
    const b = presses[j];
    if (a == null || b == null) return 0;
    return Math.max(comparePrepared(a, b), comparePrepared(b, a));
  };
}

/** Indexes of the presses (of `count`) outside the largest group that agree, by `agreement`. */
export function disagreeingPresses(
  count: number,
  agreement: PressAgreement,
  threshold = CONSISTENCY_THRESHOLD,
): number[] {
  const groups = new UnionFind(count);
  const support = new Array<number>(count).fill(0);
  for (let i = 0; i < count; i += 1) {
    for (let j = i + 1; j < count; j += 1) {
      const score = agreement(i, j);
      if (score < threshold) continue;
      groups.join(i, j);
      support[i] = (support[i] ?? 0) + score;
      support[j] = (support[j] ?? 0) + score;
    }
  }
  const finger = largestGroup(groups, support);
  return support.flatMap((_score, index) => (finger.includes(index) ? [] : [index]));
}

/** The presses of the biggest group that agree (by total agreement on a tie); none when no two do. */
function largestGroup(groups: UnionFind, support: readonly number[]): number[] {
  const members = new Map<number, number[]>();
  support.forEach((_score, index) => {
    const root = groups.find(index);
    members.set(root, [...(members.get(root) ?? []), index]);
  });
  const total = (group: readonly number[]) => group.reduce((sum, i) => sum + (support[i] ?? 0), 0);
  const best = [...members.values()].reduce<number[]>(
    (chosen, group) =>
      group.length > chosen.length ||
      (group.length === chosen.length && total(group) > total(chosen))
        ? group
        : chosen,
    [],
  );
  return best.length >= 2 ? best : [];
}

class UnionFind {
  readonly #parent: number[];

  constructor(size: number) {
    this.#parent = Array.from({ length: size }, (_, index) => index);
  }

  find(index: number): number {
    let root = index;
    while (this.#parent[root] !== root) root = this.#parent[root] ?? root;
    this.#parent[index] = root;
    return root;
  }

  join(a: number, b: number): void {
    this.#parent[this.find(a)] = this.find(b);
  }
}
