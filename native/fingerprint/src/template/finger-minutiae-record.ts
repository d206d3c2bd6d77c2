// A finger minutiae record as ISO/IEC 19794-2:2005 and ANSI INCITS 378-2004 lay it out, field
// by field in the record's own units (angles in 360/256° or 2° steps, qualities 0–100).
// minutia-units.ts converts to and from the engine's Minutia.

export type TemplateStandard = 'iso-19794-2:2005' | 'ansi-378:2004';

/** Type codes of the two-bit minutia type field. */
export type RecordMinutiaType = 'other' | 'ending' | 'bifurcation';
export const MINUTIA_TYPE_CODES: readonly RecordMinutiaType[] = ['other', 'ending', 'bifurcation'];

export interface RecordMinutia {
  readonly type: RecordMinutiaType;
  /** 14 bits, pixels from the left edge. */
  readonly x: number;
  /** 14 bits, pixels from the top edge. */
  readonly y: number;
  /** Record units: 360/256° (ISO) or 2° (ANSI), counter-clockwise from the x axis. */
  readonly angle: number;
  readonly quality: number;
}

/** How ridge-count neighbours were picked: 0 unspecified, 1 by quadrant, 2 by octant. */
export type RidgeCountMethod = 0 | 1 | 2;

export interface RidgeCountEdge {
  /** Minutia indexes (not checked against the count: the ANSI standard's sample breaks it). */
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

export interface RidgeCounts {
  readonly method: RidgeCountMethod;
  readonly edges: readonly RidgeCountEdge[];
}

export interface CorePoint {
  readonly x: number;
  readonly y: number;
  /** Record units, or null when the record gives none. */
  readonly angle: number | null;
}

export interface DeltaPoint {
  readonly x: number;
  readonly y: number;
  /** The three ridge directions leaving the delta, record units; null when not given. */
  readonly angles: readonly [number, number, number] | null;
}

export interface CoresAndDeltas {
  readonly cores: readonly CorePoint[];
  readonly deltas: readonly DeltaPoint[];
}

/** An extended data block this codec keeps as bytes (vendor blocks, ISO zonal quality). */
export interface ExtendedDataBlock {
  readonly type: number;
  readonly data: Uint8Array;
}

export interface FingerView {
  /** Finger position code 0–10 (0 unknown, 1 right thumb … 10 left little). */
  readonly position: number;
  /** 0–15: which view of this finger. */
  readonly view: number;
  /** Impression type code (0 live-scan plain, 1 live-scan rolled, 2/3 non-live, 8 swipe). */
  readonly impressionType: number;
  readonly quality: number;
  readonly minutiae: readonly RecordMinutia[];
  readonly ridgeCounts: RidgeCounts | null;
  readonly coresAndDeltas: CoresAndDeltas | null;
  readonly extendedData: readonly ExtendedDataBlock[];
}

export interface FingerMinutiaeRecord {
  readonly standard: TemplateStandard;
  /** ANSI only (null for ISO): the CBEFF product identifier of the producing software. */
  readonly product: { readonly owner: number; readonly type: number } | null;
  /** The capture device is certified (compliance bit 15). */
  readonly deviceCertified: boolean;
  /** 12 bits; 0 when unreported. */
  readonly deviceId: number;
  readonly width: number;
  readonly height: number;
  /** Pixels per centimetre (197 ≈ 500 dpi). */
  readonly resolutionX: number;
  readonly resolutionY: number;
  readonly views: readonly FingerView[];
}

export const FINGER_POSITIONS = 11;
export const IMPRESSION_TYPES: readonly number[] = [0, 1, 2, 3, 8];
/** Extended data block types with a structure of their own (the rest stay bytes). */
export const RIDGE_COUNT_BLOCK = 0x0001;
export const CORE_DELTA_BLOCK = 0x0002;
