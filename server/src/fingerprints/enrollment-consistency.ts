// Whether the presses of an enrolment are one finger: each sample is compared with every other
// at the engine's accept threshold, and samples outside the largest group that agree are named,
// so the person presses again before anything is stored. Five careless or mixed-up presses
// would otherwise become an enrolment that refuses its owner, or accepts someone else.
import {
  ACCEPT_THRESHOLD,
  comparePrepared,
  decodeTemplateMinutiae,
  prepareTemplate,
  TemplateFormatError,
  type PreparedTemplate,
} from '@zyno/fingerprint';
import { ApiError } from '../http/errors';

/** Indexes (0-based, as sent) of the samples that agree with none of the finger's group. */
export function disagreeingSamples(
  templates: readonly Uint8Array[],
  threshold = ACCEPT_THRESHOLD,
): number[] {
  const prepared = templates.map(preparedOrNull);
  const groups = new UnionFind(templates.length);
  const agreement = new Array<number>(templates.length).fill(0);
  prepared.forEach((a, i) => {
    prepared.slice(i + 1).forEach((b, offset) => {
      if (a === null || b === null) return;
      const j = i + 1 + offset;
      const score = Math.max(comparePrepared(a, b), comparePrepared(b, a));
      if (score < threshold) return;
      groups.join(i, j);
      agreement[i] = (agreement[i] ?? 0) + score;
      agreement[j] = (agreement[j] ?? 0) + score;
    });
  });
  const finger = largestGroup(groups, agreement);
  return templates.flatMap((_template, index) => (finger.includes(index) ? [] : [index]));
}

/** 422 naming the disagreeing samples (`details.samples`, 0-based), when there are any. */
export function assertConsistentEnrollment(templates: readonly Uint8Array[]): void {
  const samples = disagreeingSamples(templates);
  if (samples.length === 0) return;
  const presses = samples.map((index) => index + 1).join(', ');
  throw new ApiError(
    422,
    'enrollment_inconsistent',
    `Sample${samples.length === 1 ? '' : 's'} ${presses} did not match the others: press the same finger again.`,
    { samples },
  );
}

/** The samples of the biggest group that agree (by total agreement on a tie); none when no two do. */
function largestGroup(groups: UnionFind, agreement: readonly number[]): number[] {
  const members = new Map<number, number[]>();
  agreement.forEach((_score, index) => {
    const root = groups.find(index);
    members.set(root, [...(members.get(root) ?? []), index]);
  });
  const total = (group: readonly number[]) =>
    group.reduce((sum, i) => sum + (agreement[i] ?? 0), 0);
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

/** Null for a record the engine cannot read: it agrees with nothing. */
function preparedOrNull(template: Uint8Array): PreparedTemplate | null {
  try {
    return prepareTemplate(decodeTemplateMinutiae(template));
  } catch (error) {
    if (error instanceof TemplateFormatError) return null;
    throw error;
  }
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
