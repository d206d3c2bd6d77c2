// The virtual fingerprint reader: synthetic fingers behind the FingerprintReader interface.

export {
  createVirtualReader,
  VIRTUAL_READER_MODEL,
  type TouchOptions,
  type TouchOutcome,
  type TouchResult,
  type VirtualReader,
  type VirtualReaderOptions,
} from './virtual-reader.ts';
