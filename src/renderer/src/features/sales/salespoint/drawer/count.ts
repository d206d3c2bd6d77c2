// A count of the drawer's notes and coins as typed at the till: a blank is none, the total is
// what the server will add up, and the request carries every denomination (0 for a blank).
import { USD_DENOMINATIONS_MINOR } from '@shared/sales/drawers';
import { z } from 'zod';
import { DRAWER_MESSAGES as M } from '../../messages';

export type CountValue = number | '';
export type CountValues = Record<string, CountValue>;

const countValueSchema = z.union([
  z.literal(''),
  z
    .number()
    .int('Count whole notes and coins.')
    .min(0, 'A count cannot be negative.')
    .max(100_000, 'Count at most 100,000.'),
]);

export const countValuesSchema = z.record(z.string(), countValueSchema);

export const DENOMINATIONS: readonly number[] = USD_DENOMINATIONS_MINOR;

/** The smallest note; below it, coins. */
const SMALLEST_NOTE_MINOR = 100;

export function isNote(denominationMinor: number): boolean {
  return denominationMinor >= SMALLEST_NOTE_MINOR;
}

/** "$20 notes", "25¢ coins". */
export function denominationLabel(denominationMinor: number): string {
  return isNote(denominationMinor)
    ? M.note(String(denominationMinor / SMALLEST_NOTE_MINOR))
    : M.coin(String(denominationMinor));
}

export function blankCounts(): CountValues {
  return Object.fromEntries(DENOMINATIONS.map((denomination) => [String(denomination), '']));
}

export function countedMinor(counts: CountValues): number {
  return DENOMINATIONS.reduce(
    (sum, denomination) => sum + denomination * (Number(counts[String(denomination)]) || 0),
    0,
  );
}

/** The counts as the contract takes them: every note and coin, a blank as 0. */
export function countsRequest(counts: CountValues): Record<string, number> {
  return Object.fromEntries(
    DENOMINATIONS.map((denomination) => [
      String(denomination),
      Number(counts[String(denomination)]) || 0,
    ]),
  );
}
