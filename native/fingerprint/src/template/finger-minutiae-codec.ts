// Decodes ISO/IEC 19794-2:2005 and ANSI INCITS 378-2004 finger minutiae records and encodes
// ISO ones. Every structural fault becomes a TemplateFormatError; nothing half-read is returned.

import { readExtendedData, writeIsoExtendedData } from './extended-data.ts';
import {
  FINGER_POSITIONS,
  IMPRESSION_TYPES,
  MINUTIA_TYPE_CODES,
  type FingerMinutiaeRecord,
  type FingerView,
  type RecordMinutia,
  type TemplateStandard,
} from './finger-minutiae-record.ts';
import { RecordReader } from './record-reader.ts';
import { RecordWriter } from './record-writer.ts';
import { TemplateFormatError } from './template-format-error.ts';

const MAGIC = 'FMR\0';
const VERSION = ' 20\0';
/** The version the ANSI standard's own sample record carries; copies of it circulate. */
const ANSI_SAMPLE_VERSION = '020\0';
/** Header lengths in bytes. */
const HEADER = { iso: 24, ansi: 26 } as const;
/** Bit fields: 14-bit positions; the capture device word's certified flag and id. */
const FIELD = { position: 0x3fff, certified: 0x8000, deviceId: 0x0fff } as const;
const MAX_QUALITY = 100;

/** ISO or ANSI, told apart by the length field as FingerprintIO does. */
export function decodeFingerMinutiaeRecord(bytes: Uint8Array): FingerMinutiaeRecord {
  return looksAnsi(bytes) ? decodeAnsiRecord(bytes) : decodeIsoRecord(bytes);
}

function looksAnsi(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const high = ((bytes[8] ?? 0) << 8) | (bytes[9] ?? 0);
  // ANSI's 2-byte length is at least its header; ISO's 4-byte length starts with zeros.
  if (high >= HEADER.ansi) return true;
  if (high > 0) return false;
  // A zero there is ANSI's escape to a 6-byte length, or the top of ISO's 4-byte one.
  return (((bytes[10] ?? 0) << 8) | (bytes[11] ?? 0)) < HEADER.iso;
}

export function decodeIsoRecord(bytes: Uint8Array): FingerMinutiaeRecord {
  const standard = 'iso-19794-2:2005';
  const reader = new RecordReader(bytes);
  readIdentifier(reader, [VERSION], standard);
  const length = reader.u32('record length');
  if (length !== bytes.length)
    throw new TemplateFormatError(
      `The record says it is ${length} bytes long but ${bytes.length} bytes were given.`,
    );
  return readBody(reader, standard, null);
}

export function decodeAnsiRecord(bytes: Uint8Array): FingerMinutiaeRecord {
  const standard = 'ansi-378:2004';
  const reader = new RecordReader(bytes);
  readIdentifier(reader, [VERSION, ANSI_SAMPLE_VERSION], standard);
  let length = reader.u16('record length');
  if (length === 0) length = reader.u32('record length');
  // Only bounded: the standard's own sample understates its length by two bytes.
  if (length < HEADER.ansi || length > bytes.length)
    throw new TemplateFormatError(
      `The record says it is ${length} bytes long; ${bytes.length} bytes were given.`,
    );
  const product = {
    owner: reader.u16('CBEFF product owner'),
    type: reader.u16('CBEFF product type'),
  };
  return readBody(reader, standard, product);
}

function readIdentifier(
  reader: RecordReader,
  versions: readonly string[],
  standard: TemplateStandard,
): void {
  const magic = String.fromCharCode(...reader.bytes(4, 'format identifier'));
  if (magic !== MAGIC)
    throw new TemplateFormatError('This is not a finger minutiae record (no "FMR" identifier).');
  const version = String.fromCharCode(...reader.bytes(4, 'version'));
  if (!versions.includes(version))
    throw new TemplateFormatError(
      `Version ${JSON.stringify(version)} is not the ${standard} record version " 20".`,
    );
}

function readBody(
  reader: RecordReader,
  standard: TemplateStandard,
  product: FingerMinutiaeRecord['product'],
): FingerMinutiaeRecord {
  const device = reader.u16('capture device');
  const width = reader.u16('image width');
  const height = reader.u16('image height');
  const resolutionX = reader.u16('horizontal resolution');
  const resolutionY = reader.u16('vertical resolution');
  const viewCount = reader.u8('view count');
  reader.u8('reserved byte');
  if (width === 0 || height === 0)
    throw new TemplateFormatError(`The image size ${width} × ${height} is empty.`);
  if (resolutionX === 0 || resolutionY === 0)
    throw new TemplateFormatError('The record gives a resolution of zero.');
  const views: FingerView[] = [];
  for (let index = 0; index < viewCount; index += 1)
    views.push(readView(reader, standard, index, width, height));
  if (reader.remaining > 0)
    throw new TemplateFormatError(
      `${reader.remaining} bytes follow the last finger view at byte ${reader.offset}.`,
    );
  return {
    standard,
    product,
    deviceCertified: (device & FIELD.certified) !== 0,
    deviceId: device & FIELD.deviceId,
    width,
    height,
    resolutionX,
    resolutionY,
    views,
  };
}

function readView(
  reader: RecordReader,
  standard: TemplateStandard,
  index: number,
  width: number,
  height: number,
): FingerView {
  const position = reader.u8(`finger position of view ${index}`);
  if (position >= FINGER_POSITIONS)
    throw new TemplateFormatError(`Finger position ${position} of view ${index} is not 0–10.`);
  const viewAndType = reader.u8(`view number of view ${index}`);
  const impressionType = viewAndType & 0x0f;
  if (!IMPRESSION_TYPES.includes(impressionType))
    throw new TemplateFormatError(`Impression type ${impressionType} of view ${index} is unknown.`);
  const quality = quality0to100(reader.u8(`quality of view ${index}`), `view ${index}`);
  const count = reader.u8(`minutia count of view ${index}`);
  const minutiae: RecordMinutia[] = [];
  for (let i = 0; i < count; i += 1) {
    const where = `minutia ${i} of view ${index}`;
    const typeAndX = reader.u16(where);
    const reservedAndY = reader.u16(where);
    const angle = reader.u8(where);
    const minutiaQuality = quality0to100(reader.u8(where), where);
    const type = MINUTIA_TYPE_CODES[typeAndX >>> 14];
    if (type === undefined) throw new TemplateFormatError(`The ${where} has the reserved type 3.`);
    if (reservedAndY >>> 14 !== 0)
      throw new TemplateFormatError(`The ${where} sets the reserved bits before its y.`);
    const x = typeAndX & FIELD.position;
    const y = reservedAndY & FIELD.position;
    if (x >= width || y >= height)
      throw new TemplateFormatError(`The ${where} at (${x}, ${y}) lies outside the image.`);
    minutiae.push({ type, x, y, angle, quality: minutiaQuality });
  }
  return {
    position,
    view: viewAndType >>> 4,
    impressionType,
    quality,
    minutiae,
    ...readExtendedData(reader, standard, index),
  };
}

function quality0to100(value: number, where: string): number {
  if (value > MAX_QUALITY)
    throw new TemplateFormatError(`The quality of ${where} is ${value}, above 100.`);
  return value;
}

/** An ISO/IEC 19794-2:2005 record's bytes; angles must already be in ISO units. */
export function encodeIsoRecord(record: FingerMinutiaeRecord): Uint8Array {
  if (record.standard !== 'iso-19794-2:2005')
    throw new TemplateFormatError('Only records in ISO units can be written as ISO records.');
  const writer = new RecordWriter();
  writer.bytes(new TextEncoder().encode(MAGIC + VERSION));
  writer.u32(0, 'record length');
  if (record.deviceId > FIELD.deviceId)
    throw new TemplateFormatError(`The capture device id ${record.deviceId} exceeds 12 bits.`);
  writer.u16((record.deviceCertified ? FIELD.certified : 0) | record.deviceId, 'capture device');
  writer.u16(record.width, 'image width');
  writer.u16(record.height, 'image height');
  writer.u16(record.resolutionX, 'horizontal resolution');
  writer.u16(record.resolutionY, 'vertical resolution');
  writer.u8(record.views.length, 'view count');
  writer.u8(0, 'reserved byte');
  for (const view of record.views) writeView(writer, view);
  writer.patchU32(8, writer.length, 'record length');
  const bytes = writer.toBytes();
  // What is written must read back: the decoder's checks are the one statement of validity.
  decodeIsoRecord(bytes);
  return bytes;
}

function writeView(writer: RecordWriter, view: FingerView): void {
  writer.u8(view.position, 'finger position');
  if (view.view > 0x0f || view.impressionType > 0x0f)
    throw new TemplateFormatError('The view number and impression type must each fit 4 bits.');
  writer.u8((view.view << 4) | view.impressionType, 'view number and impression type');
  writer.u8(view.quality, 'view quality');
  writer.u8(view.minutiae.length, 'minutia count');
  for (const minutia of view.minutiae) {
    if (minutia.x > FIELD.position || minutia.y > FIELD.position)
      throw new TemplateFormatError('A minutia position exceeds 14 bits.');
    const typeCode = MINUTIA_TYPE_CODES.indexOf(minutia.type);
    writer.u16((typeCode << 14) | minutia.x, 'minutia x');
    writer.u16(minutia.y, 'minutia y');
    writer.u8(minutia.angle, 'minutia angle');
    writer.u8(minutia.quality, 'minutia quality');
  }
  writeIsoExtendedData(writer, view);
}
