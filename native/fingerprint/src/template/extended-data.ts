// The extended data after each finger view: its blocks, with ridge counts and cores/deltas
// decoded. The standards differ in how a block states its length (ISO: its data only; ANSI:
// the whole block, header included) and in how cores and deltas flag their angles.

import {
  CORE_DELTA_BLOCK,
  RIDGE_COUNT_BLOCK,
  type CoresAndDeltas,
  type CorePoint,
  type DeltaPoint,
  type ExtendedDataBlock,
  type RidgeCountMethod,
  type RidgeCounts,
  type TemplateStandard,
} from './finger-minutiae-record.ts';
import { RecordReader } from './record-reader.ts';
import { RecordWriter } from './record-writer.ts';
import { TemplateFormatError } from './template-format-error.ts';

export interface ExtendedData {
  readonly ridgeCounts: RidgeCounts | null;
  readonly coresAndDeltas: CoresAndDeltas | null;
  readonly extendedData: readonly ExtendedDataBlock[];
}

const BLOCK_HEADER = 4;
/** Bit fields of core and delta entries: 14-bit positions, an angle flag, ANSI's packed count. */
const BITS = { position: 0x3fff, isoAngle: 0x4000, ansiAngle: 0x40, ansiCount: 0x0f } as const;

export function readExtendedData(
  reader: RecordReader,
  standard: TemplateStandard,
  viewIndex: number,
): ExtendedData {
  const total = reader.u16(`extended data length of view ${viewIndex}`);
  const area = new RecordReader(reader.bytes(total, `extended data of view ${viewIndex}`));
  let ridgeCounts: RidgeCounts | null = null;
  let coresAndDeltas: CoresAndDeltas | null = null;
  const extendedData: ExtendedDataBlock[] = [];
  while (area.remaining > 0) {
    const type = area.u16(`extended data block type in view ${viewIndex}`);
    const stated = area.u16(`extended data block length in view ${viewIndex}`);
    let length = stated;
    if (standard === 'ansi-378:2004') {
      if (stated < BLOCK_HEADER)
        throw new TemplateFormatError(
          `Extended data block ${type} in view ${viewIndex} states ${stated} bytes, less than its own header.`,
        );
      length = stated - BLOCK_HEADER;
    }
    if (length > area.remaining)
      throw new TemplateFormatError(
        `Extended data block ${type} in view ${viewIndex} runs past the view's extended data.`,
      );
    const data = area.bytes(length, `extended data block ${type}`);
    if (type === RIDGE_COUNT_BLOCK && ridgeCounts === null)
      ridgeCounts = readRidgeCounts(data, standard, viewIndex);
    else if (type === CORE_DELTA_BLOCK && coresAndDeltas === null)
      coresAndDeltas = readCoresAndDeltas(data, standard, viewIndex);
    else extendedData.push({ type, data });
  }
  return { ridgeCounts, coresAndDeltas, extendedData };
}

function readRidgeCounts(
  data: Uint8Array,
  standard: TemplateStandard,
  viewIndex: number,
): RidgeCounts {
  const reader = new RecordReader(data);
  const method = reader.u8(`ridge count method in view ${viewIndex}`);
  if (method !== 0 && method !== 1 && method !== 2)
    throw new TemplateFormatError(`Ridge count method ${method} in view ${viewIndex} is not 0–2.`);
  // The ANSI standard's own sample ends its ridge counts with a stray partial entry, and
  // records modelled on it do too: for ANSI the partial entry is skipped.
  if (reader.remaining % 3 !== 0 && standard === 'iso-19794-2:2005')
    throw new TemplateFormatError(
      `The ridge counts of view ${viewIndex} do not come in whole 3-byte entries.`,
    );
  const edges = [];
  while (reader.remaining >= 3)
    edges.push({
      from: reader.u8('ridge count entry'),
      to: reader.u8('ridge count entry'),
      count: reader.u8('ridge count entry'),
    });
  return { method: method satisfies RidgeCountMethod, edges };
}

function readCoresAndDeltas(
  data: Uint8Array,
  standard: TemplateStandard,
  viewIndex: number,
): CoresAndDeltas {
  const reader = new RecordReader(data);
  const iso = standard === 'iso-19794-2:2005';
  const cores: CorePoint[] = readPoints(reader, iso, 'core', viewIndex, (angled) => ({
    angle: angled ? reader.u8('core angle') : null,
  }));
  const deltas: DeltaPoint[] = readPoints(reader, iso, 'delta', viewIndex, (angled) => ({
    angles: angled
      ? [reader.u8('delta angle'), reader.u8('delta angle'), reader.u8('delta angle')]
      : null,
  }));
  if (reader.remaining > 0)
    throw new TemplateFormatError(`The core and delta block of view ${viewIndex} has extra bytes.`);
  return { cores, deltas };
}

/**
 * A count byte, then that many points (x, y, and angles read by `angles` when flagged): ISO
 * flags each point's x, ANSI the whole list in the count byte.
 */
function readPoints<Angles>(
  reader: RecordReader,
  iso: boolean,
  kind: 'core' | 'delta',
  viewIndex: number,
  angles: (angled: boolean) => Angles,
): ({ x: number; y: number } & Angles)[] {
  const info = reader.u8(`${kind} count in view ${viewIndex}`);
  const points: ({ x: number; y: number } & Angles)[] = [];
  for (let i = 0; i < (iso ? info : info & BITS.ansiCount); i += 1) {
    const x = reader.u16(`${kind} x`);
    const y = reader.u16(`${kind} y`);
    const angled = iso ? (x & BITS.isoAngle) !== 0 : (info & BITS.ansiAngle) !== 0;
    points.push({ x: x & BITS.position, y: y & BITS.position, ...angles(angled) });
  }
  return points;
}

/** ISO layout only: this codec writes ISO records. */
export function writeIsoExtendedData(writer: RecordWriter, data: ExtendedData): void {
  const blocks: ExtendedDataBlock[] = [];
  if (data.ridgeCounts !== null) {
    const counts = new RecordWriter();
    counts.u8(data.ridgeCounts.method, 'ridge count method');
    for (const edge of data.ridgeCounts.edges) {
      counts.u8(edge.from, 'ridge count entry');
      counts.u8(edge.to, 'ridge count entry');
      counts.u8(edge.count, 'ridge count entry');
    }
    blocks.push({ type: RIDGE_COUNT_BLOCK, data: counts.toBytes() });
  }
  if (data.coresAndDeltas !== null) blocks.push(isoCoreDeltaBlock(data.coresAndDeltas));
  blocks.push(...data.extendedData);
  const total = blocks.reduce((sum, block) => sum + BLOCK_HEADER + block.data.length, 0);
  writer.u16(total, 'extended data length');
  for (const block of blocks) {
    writer.u16(block.type, 'extended data block type');
    writer.u16(block.data.length, 'extended data block length');
    writer.bytes(block.data);
  }
}

function isoCoreDeltaBlock({ cores, deltas }: CoresAndDeltas): ExtendedDataBlock {
  const block = new RecordWriter();
  block.u8(cores.length, 'core count');
  for (const core of cores) {
    block.u16(position(core.x, 'core x') | (core.angle === null ? 0 : BITS.isoAngle), 'core x');
    block.u16(position(core.y, 'core y'), 'core y');
    if (core.angle !== null) block.u8(core.angle, 'core angle');
  }
  block.u8(deltas.length, 'delta count');
  for (const delta of deltas) {
    block.u16(
      position(delta.x, 'delta x') | (delta.angles === null ? 0 : BITS.isoAngle),
      'delta x',
    );
    block.u16(position(delta.y, 'delta y'), 'delta y');
    for (const angle of delta.angles ?? []) block.u8(angle, 'delta angle');
  }
  return { type: CORE_DELTA_BLOCK, data: block.toBytes() };
}

function position(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 0 || value > BITS.position)
    throw new TemplateFormatError(
      `The ${field} must be a whole number from 0 to ${BITS.position}, not ${value}.`,
    );
  return value;
}
