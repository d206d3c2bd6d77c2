// Structural checks of fingerprint templates (`fmd`): an ISO/IEC 19794-2:2005 finger minutiae
// record (design fingerprint.md), read far enough to know it is whole and well-formed — the
// 'FMR\0' / ' 20\0' header, a record length equal to the data's, at least one finger view, and
// views, minutiae and extended data that end exactly where the record does. Matching is the
// matcher's business (matcher.ts).
import { validationFailed } from './errors';

const HEADER_LENGTH = 24;
const VIEW_HEADER_LENGTH = 4;
const MINUTIA_LENGTH = 6;
const EXTENDED_LENGTH_FIELD = 2;
/** Finger positions of the standard: 0 unknown, 1–10 the fingers. */
const MAX_FINGER_POSITION = 10;

const MAGIC = Buffer.from('FMR\0', 'latin1');
const VERSION_2005 = Buffer.from(' 20\0', 'latin1');

/** Why `record` is not an ISO/IEC 19794-2:2005 record, or null when it is well-formed. */
export function templateProblem(record: Uint8Array): string | null {
  const bytes = Buffer.from(record.buffer, record.byteOffset, record.byteLength);
  if (bytes.length < HEADER_LENGTH || !bytes.subarray(0, 4).equals(MAGIC)) {
    return "it does not start with the 'FMR' format identifier.";
  }
  if (!bytes.subarray(4, 8).equals(VERSION_2005)) {
    return "its version is not ' 20' (ISO/IEC 19794-2:2005).";
  }
  const recordLength = bytes.readUInt32BE(8);
  if (recordLength !== bytes.length) {
    return `its record length says ${recordLength} bytes but it has ${bytes.length}.`;
  }
  const viewCount = bytes.readUInt8(22);
  if (viewCount < 1) return 'it holds no finger view.';

  let offset = HEADER_LENGTH;
  for (let view = 1; view <= viewCount; view += 1) {
    if (offset + VIEW_HEADER_LENGTH > bytes.length) return `finger view ${view} is cut short.`;
    if (bytes.readUInt8(offset) > MAX_FINGER_POSITION) {
      return `finger view ${view} has finger position ${bytes.readUInt8(offset)} (at most 10).`;
    }
    const minutiae = bytes.readUInt8(offset + 3);
    offset += VIEW_HEADER_LENGTH + minutiae * MINUTIA_LENGTH;
    if (offset + EXTENDED_LENGTH_FIELD > bytes.length) {
      return `finger view ${view} is cut short.`;
    }
    offset += EXTENDED_LENGTH_FIELD + bytes.readUInt16BE(offset);
    if (offset > bytes.length) return `the extended data of finger view ${view} is cut short.`;
  }
  if (offset !== bytes.length) {
    return `it has ${bytes.length - offset} bytes after its last finger view.`;
  }
  return null;
}

/**
 * Decodes a base64 template (already shaped by fmdSchema) and checks its structure. Throws 400
 * validation_failed naming `field` (e.g. "fmds.2") when it is not a well-formed record.
 */
export function decodeTemplate(base64: string, field: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  const problem = templateProblem(bytes);
  if (problem === null) return bytes;
  const message = `This is not an ISO/IEC 19794-2:2005 fingerprint template: ${problem}`;
  throw validationFailed(`${field}: ${message}`, [
    { path: field, code: 'invalid_template', message },
  ]);
}
