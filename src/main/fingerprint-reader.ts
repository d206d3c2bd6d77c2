// The station's one fingerprint reader, as the bridge sees it. The seam issue 6 fills with the
// reader from native/fingerprint (the U.are.U driver, or the virtual reader); until then a station
// reports no reader.
import { noFingerprintReader, type FingerprintSource } from './bridge/fingerprint-source';

export function createStationFingerprintSource(): FingerprintSource {
  return noFingerprintReader;
}
