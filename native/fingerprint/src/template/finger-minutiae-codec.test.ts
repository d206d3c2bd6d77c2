import { describe, expect, it } from 'vitest';
import { createRandom } from '../synthetic/random.ts';
import {
  decodeAnsiRecord,
  decodeFingerMinutiaeRecord,
  decodeIsoRecord,
  decodeTemplateMinutiae,
  encodeIsoRecord,
  encodeIsoTemplate,
  isoFingerPosition,
  minutiaFromRecord,
  minutiaToRecord,
  TemplateFormatError,
  type FingerMinutiaeRecord,
  type Minutia,
} from './index.ts';

/** A two-minutia record whose every byte is written out below. */
const SMALL: FingerMinutiaeRecord = {
  standard: 'iso-19794-2:2005',
  product: null,
  deviceCertified: false,
  deviceId: 0x0b5,
  width: 384,
  height: 290,
  resolutionX: 197,
  resolutionY: 197,
  views: [
    {
      position: 2,
      view: 0,
      impressionType: 0,
      quality: 80,
      minutiae: [
        { type: 'ending', x: 100, y: 14, angle: 64, quality: 90 },
        { type: 'bifurcation', x: 383, y: 289, angle: 255, quality: 0 },
      ],
      ridgeCounts: null,
      coresAndDeltas: null,
      extendedData: [],
    },
  ],
};

const SMALL_BYTES = [
  ...[0x46, 0x4d, 0x52, 0x00], // "FMR\0"
  ...[0x20, 0x32, 0x30, 0x00], // " 20\0"
  ...[0x00, 0x00, 0x00, 0x2a], // total length 42
  ...[0x00, 0xb5], // capture device 181, not certified
  ...[0x01, 0x80, 0x01, 0x22], // 384 × 290
  ...[0x00, 0xc5, 0x00, 0xc5], // 197 px/cm both ways
  ...[0x01, 0x00], // one view, reserved
  ...[0x02, 0x00, 0x50, 0x02], // right index, view 0 / live plain, quality 80, 2 minutiae
  ...[0x40, 0x64, 0x00, 0x0e, 0x40, 0x5a], // ending (01) x 100, y 14, 90°, quality 90
  ...[0x81, 0x7f, 0x01, 0x21, 0xff, 0x00], // bifurcation (10) x 383, y 289, 358.6°, quality 0
  ...[0x00, 0x00], // no extended data
];

/** A record using every optional structure the codec knows. */
const FULL: FingerMinutiaeRecord = {
  ...SMALL,
  deviceCertified: true,
  views: [
    {
      ...(SMALL.views[0] as FingerMinutiaeRecord['views'][number]),
      ridgeCounts: {
        method: 2,
        edges: [
          { from: 0, to: 1, count: 7 },
          { from: 1, to: 0, count: 7 },
        ],
      },
      coresAndDeltas: {
        cores: [
          { x: 190, y: 140, angle: 12 },
          { x: 200, y: 150, angle: null },
        ],
        deltas: [{ x: 90, y: 250, angles: [1, 2, 3] }],
      },
      extendedData: [{ type: 0x4455, data: Uint8Array.of(1, 2, 3) }],
    },
    {
      position: 7,
      view: 1,
      impressionType: 8,
      quality: 100,
      minutiae: [],
      ridgeCounts: null,
      coresAndDeltas: null,
      extendedData: [],
    },
  ],
};

function expectFormatError(decode: () => unknown): TemplateFormatError {
  try {
    decode();
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateFormatError);
    return error as TemplateFormatError;
  }
  throw new Error('expected a TemplateFormatError');
}

describe('the ISO/IEC 19794-2:2005 codec', () => {
  it('lays a record out byte for byte as the standard says', () => {
    expect([...encodeIsoRecord(SMALL)]).toEqual(SMALL_BYTES);
    expect(decodeIsoRecord(Uint8Array.from(SMALL_BYTES))).toEqual(SMALL);
  });

  it('round-trips ridge counts, cores and deltas, vendor blocks and several views', () => {
    const bytes = encodeIsoRecord(FULL);
    expect(decodeIsoRecord(bytes)).toEqual(FULL);
    expect(decodeFingerMinutiaeRecord(bytes)).toEqual(FULL);
  });

  it('refuses what it cannot write faithfully', () => {
    const view = SMALL.views[0];
    if (view === undefined) throw new Error('fixture');
    const withMinutia = (
      minutia: Partial<FingerMinutiaeRecord['views'][number]['minutiae'][number]>,
    ) => ({
      ...SMALL,
      views: [
        {
          ...view,
          minutiae: [{ ...view.minutiae[0], ...minutia } as (typeof view.minutiae)[number]],
        },
      ],
    });
    expectFormatError(() => encodeIsoRecord(withMinutia({ x: 0x4000 })));
    expectFormatError(() => encodeIsoRecord(withMinutia({ x: 384 })));
    expectFormatError(() => encodeIsoRecord(withMinutia({ angle: 256 })));
    expectFormatError(() => encodeIsoRecord(withMinutia({ quality: 101 })));
    expectFormatError(() => encodeIsoRecord({ ...SMALL, standard: 'ansi-378:2004' }));
  });

  it('names what is wrong with a malformed record', () => {
    const broken = (offset: number, ...bytes: number[]) => {
      const copy = Uint8Array.from(SMALL_BYTES);
      copy.set(bytes, offset);
      return copy;
    };
    const messages = [
      decodeIsoRecord.bind(null, broken(0, 0x46, 0x49, 0x52)),
      decodeIsoRecord.bind(null, broken(4, 0x30)),
      decodeIsoRecord.bind(null, broken(11, 0x2b)),
      decodeIsoRecord.bind(null, Uint8Array.from([...SMALL_BYTES, 0])),
      decodeIsoRecord.bind(null, broken(28, 0xc0)),
      decodeIsoRecord.bind(null, broken(30, 0x40)),
      decodeIsoRecord.bind(null, broken(26, 0x65)),
      decodeIsoRecord.bind(null, broken(24, 0x0b)),
      decodeIsoRecord.bind(null, broken(34, 0x81, 0x80)),
      decodeIsoRecord.bind(null, broken(40, 0x00, 0x04)),
    ].map((decode) => expectFormatError(decode).message);
    expect(messages).toEqual([
      'This is not a finger minutiae record (no "FMR" identifier).',
      'Version "020\\u0000" is not the iso-19794-2:2005 record version " 20".',
      'The record says it is 43 bytes long but 42 bytes were given.',
      'The record says it is 42 bytes long but 43 bytes were given.',
      'The minutia 0 of view 0 has the reserved type 3.',
      'The minutia 0 of view 0 sets the reserved bits before its y.',
      'The quality of view 0 is 101, above 100.',
      'Finger position 11 of view 0 is not 0–10.',
      'The minutia 1 of view 0 at (384, 289) lies outside the image.',
      'The record ends at byte 42, inside the extended data of view 0 (byte 42).',
    ]);
  });

  it('throws only its own error for truncated, mutated and random bytes', () => {
    const random = createRandom(19794);
    const samples = [Uint8Array.from(SMALL_BYTES), encodeIsoRecord(FULL)];
    for (const sample of samples) {
      for (let length = 0; length < sample.length; length += 1) {
        expectFormatError(() => decodeIsoRecord(sample.subarray(0, length)));
        expectFormatError(() => decodeFingerMinutiaeRecord(sample.subarray(0, length)));
      }
      for (let round = 0; round < 2000; round += 1) {
        const mutated = Uint8Array.from(sample);
        for (let flips = 1 + random.below(3); flips > 0; flips -= 1)
          mutated[random.below(mutated.length)] = random.below(256);
        for (const decode of [decodeIsoRecord, decodeAnsiRecord, decodeFingerMinutiaeRecord]) {
          let record: FingerMinutiaeRecord | undefined;
          try {
            record = decode(mutated);
          } catch (error) {
            expect(error).toBeInstanceOf(TemplateFormatError);
          }
          // Whatever decodes is a whole record: ISO ones write out and read back the same.
          if (record?.standard === 'iso-19794-2:2005')
            expect(decodeIsoRecord(encodeIsoRecord(record))).toEqual(record);
        }
      }
    }
    for (let round = 0; round < 500; round += 1) {
      const garbage = Uint8Array.from({ length: random.below(64) }, () => random.below(256));
      if (round % 2 === 0)
        garbage.set([0x46, 0x4d, 0x52, 0x00, 0x20, 0x32, 0x30, 0x00].slice(0, garbage.length));
      expectFormatError(() => decodeFingerMinutiaeRecord(garbage));
    }
  });
});

describe('minutiae in record units', () => {
  it('converts angles in 360/256° (ISO) and 2° (ANSI) steps and rounds positions', () => {
    const minutia: Minutia = { x: 10.4, y: 20.6, angle: Math.PI / 2, type: 'ending', quality: 55 };
    expect(minutiaToRecord(minutia, 'iso-19794-2:2005', 384, 290)).toEqual({
      type: 'ending',
      x: 10,
      y: 21,
      angle: 64,
      quality: 55,
    });
    expect(minutiaToRecord(minutia, 'ansi-378:2004', 384, 290).angle).toBe(45);
    expect(
      minutiaToRecord({ ...minutia, angle: 2 * Math.PI - 0.001 }, 'iso-19794-2:2005', 384, 290)
        .angle,
    ).toBe(0);
    expect(
      minutiaToRecord({ ...minutia, x: -3, y: 999 }, 'iso-19794-2:2005', 384, 290),
    ).toMatchObject({ x: 0, y: 289 });
    expect(
      minutiaFromRecord(
        { type: 'bifurcation', x: 1, y: 2, angle: 192, quality: 9 },
        'iso-19794-2:2005',
      ),
    ).toEqual({ x: 1, y: 2, angle: (3 * Math.PI) / 2, type: 'bifurcation', quality: 9 });
    expect(
      minutiaFromRecord({ type: 'ending', x: 1, y: 2, angle: 90, quality: 9 }, 'ansi-378:2004')
        ?.angle,
    ).toBeCloseTo(Math.PI);
    expect(
      minutiaFromRecord({ type: 'other', x: 1, y: 2, angle: 0, quality: 9 }, 'iso-19794-2:2005'),
    ).toBeNull();
  });

  it('carries minutiae through an ISO template within the format’s precision', () => {
    const random = createRandom(7);
    const minutiae: Minutia[] = Array.from({ length: 60 }, (_, i) => ({
      x: random.between(0, 383),
      y: random.between(0, 289),
      angle: random.between(0, 2 * Math.PI),
      type: i % 3 === 0 ? 'bifurcation' : 'ending',
      quality: random.below(101),
    }));
    const bytes = encodeIsoTemplate(minutiae, { width: 384, height: 290, quality: 70 });
    expect(bytes.length).toBe(24 + 4 + 6 * 60 + 2);
    const decoded = decodeTemplateMinutiae(bytes);
    expect(decoded).toHaveLength(60);
    decoded.forEach((minutia, i) => {
      const original = minutiae[i] as Minutia;
      expect(Math.abs(minutia.x - original.x)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(minutia.y - original.y)).toBeLessThanOrEqual(0.5);
      const gap = Math.abs(minutia.angle - original.angle) % (2 * Math.PI);
      expect(Math.min(gap, 2 * Math.PI - gap)).toBeLessThanOrEqual(Math.PI / 256 + 1e-9);
      expect(minutia.type).toBe(original.type);
      expect(minutia.quality).toBe(original.quality);
    });
    const record = decodeIsoRecord(bytes);
    expect(record.views[0]).toMatchObject({ position: 0, quality: 70, impressionType: 0 });
    expect([record.resolutionX, record.resolutionY]).toEqual([197, 197]);
  });

  it('keeps the 255 best minutiae when there are more', () => {
    const many: Minutia[] = Array.from({ length: 300 }, (_, i) => ({
      x: i,
      y: 1,
      angle: 0,
      type: 'ending',
      quality: i % 100,
    }));
    const decoded = decodeTemplateMinutiae(encodeIsoTemplate(many, { width: 384, height: 290 }));
    expect(decoded).toHaveLength(255);
    expect(Math.min(...decoded.map((minutia) => minutia.quality))).toBeGreaterThanOrEqual(15);
  });

  it('numbers Zyno fingers 0–9 (left little … right little) as the standard does', () => {
    expect(Array.from({ length: 10 }, (_, finger) => isoFingerPosition(finger))).toEqual([
      10, 9, 8, 7, 6, 1, 2, 3, 4, 5,
    ]);
    expect(isoFingerPosition(10)).toBe(0);
    expect(isoFingerPosition(-1)).toBe(0);
  });
});
