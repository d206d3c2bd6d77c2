// Finger minutiae templates: the shared Minutia type and the ISO/IEC 19794-2:2005 and ANSI
// INCITS 378-2004 record codecs.

export type { Minutia, MinutiaType } from './minutia.ts';
export { isoFingerPosition } from './finger-position.ts';
export {
  decodeAnsiRecord,
  decodeFingerMinutiaeRecord,
  decodeIsoRecord,
  encodeIsoRecord,
} from './finger-minutiae-codec.ts';
export type {
  CorePoint,
  CoresAndDeltas,
  DeltaPoint,
  ExtendedDataBlock,
  FingerMinutiaeRecord,
  FingerView,
  RecordMinutia,
  RecordMinutiaType,
  RidgeCountEdge,
  RidgeCountMethod,
  RidgeCounts,
  TemplateStandard,
} from './finger-minutiae-record.ts';
export {
  DEFAULT_RESOLUTION,
  decodeTemplateMinutiae,
  encodeIsoTemplate,
  minutiaFromRecord,
  minutiaToRecord,
  type IsoTemplateOptions,
} from './minutia-units.ts';
export { TemplateFormatError } from './template-format-error.ts';
