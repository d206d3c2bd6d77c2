// Zyno numbers fingers 0–9 from the left little finger to the right one; ISO/IEC 19794-2
// records use the standard's finger position codes (1 right thumb … 10 left little, 0 unknown).

/** Zyno finger 0 (left little) … 4 (left thumb), 5 (right thumb) … 9 (right little). */
const ISO_POSITIONS = [10, 9, 8, 7, 6, 1, 2, 3, 4, 5] as const;

/** The record's finger position code for Zyno finger `finger`; 0 (unknown) outside 0–9. */
export function isoFingerPosition(finger: number): number {
  return ISO_POSITIONS[finger] ?? 0;
}
