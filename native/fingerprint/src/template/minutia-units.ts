// The one place record units meet the engine's Minutia: whole pixels and 14-bit positions,
// angles in 360/256° (ISO) or 2° (ANSI) steps against radians, and the ISO template Zyno
// sends as a sample's `Data`.

import type { Minutia } from './minutia.ts';
import { decodeFingerMinutiaeRecord, encodeIsoRecord } from './finger-minutiae-codec.ts';
import type {
  FingerMinutiaeRecord,
  RecordMinutia,
  TemplateStandard,
} from './finger-minutiae-record.ts';

const FULL_TURN = 2 * Math.PI;
/** Angle steps per full turn: ISO 256 (360/256°), ANSI 180 (2°). */
const ANGLE_STEPS: Record<TemplateStandard, number> = {
  'iso-19794-2:2005': 256,
  'ansi-378:2004': 180,
};
/** 500 dpi in pixels per centimetre, the resolution synthetic prints and the engine assume. */
export const DEFAULT_RESOLUTION = 197;
/** A view holds at most 255 minutiae (one-byte count). */
const MAX_MINUTIAE = 255;

export function minutiaToRecord(
  minutia: Minutia,
  standard: TemplateStandard,
  width: number,
  height: number,
): RecordMinutia {
  const steps = ANGLE_STEPS[standard];
  const turns = (((minutia.angle % FULL_TURN) + FULL_TURN) % FULL_TURN) / FULL_TURN;
  return {
    type: minutia.type,
    x: clampToPixel(minutia.x, width),
    y: clampToPixel(minutia.y, height),
    angle: Math.round(turns * steps) % steps,
    quality: Math.min(100, Math.max(0, Math.round(minutia.quality))),
  };
}

/** Null for minutiae of type "other", which the engine has no use for. */
export function minutiaFromRecord(
  minutia: RecordMinutia,
  standard: TemplateStandard,
): Minutia | null {
  if (minutia.type === 'other') return null;
  // Wrapped: the ANSI standard's own sample uses angle values past 179.
  const angle = ((minutia.angle / ANGLE_STEPS[standard]) * FULL_TURN) % FULL_TURN;
  return { x: minutia.x, y: minutia.y, angle, type: minutia.type, quality: minutia.quality };
}

export interface IsoTemplateOptions {
  readonly width: number;
  readonly height: number;
  /** Pixels per centimetre; DEFAULT_RESOLUTION (500 dpi) if unset. */
  readonly resolution?: number;
  /** ISO finger position code 0–10; 0 (unknown) if unset. */
  readonly fingerPosition?: number;
  /** 0–100 for the whole view; 0 (unknown) if unset. */
  readonly quality?: number;
}

/** A one-view ISO/IEC 19794-2:2005 record; above 255 minutiae the best-quality ones are kept. */
export function encodeIsoTemplate(
  minutiae: readonly Minutia[],
  options: IsoTemplateOptions,
): Uint8Array {
  const standard = 'iso-19794-2:2005';
  const kept =
    minutiae.length <= MAX_MINUTIAE
      ? minutiae
      : [...minutiae].sort((a, b) => b.quality - a.quality).slice(0, MAX_MINUTIAE);
  const resolution = options.resolution ?? DEFAULT_RESOLUTION;
  const record: FingerMinutiaeRecord = {
    standard,
    product: null,
    deviceCertified: false,
    deviceId: 0,
    width: options.width,
    height: options.height,
    resolutionX: resolution,
    resolutionY: resolution,
    views: [
      {
        position: options.fingerPosition ?? 0,
        view: 0,
        impressionType: 0,
        quality: Math.min(100, Math.max(0, Math.round(options.quality ?? 0))),
        minutiae: kept.map((minutia) =>
          minutiaToRecord(minutia, standard, options.width, options.height),
        ),
        ridgeCounts: null,
        coresAndDeltas: null,
        extendedData: [],
      },
    ],
  };
  return encodeIsoRecord(record);
}

/** The minutiae of a record's first view (ISO or ANSI), as the engine's Minutia. */
export function decodeTemplateMinutiae(bytes: Uint8Array): Minutia[] {
  const record = decodeFingerMinutiaeRecord(bytes);
  const [view] = record.views;
  if (view === undefined) return [];
  return view.minutiae.flatMap((minutia) => {
    const converted = minutiaFromRecord(minutia, record.standard);
    return converted === null ? [] : [converted];
  });
}

function clampToPixel(value: number, size: number): number {
  return Math.min(size - 1, Math.max(0, Math.round(value)));
}
