// The fingerprint rows of the auth family (spec §3 Fingerprint, §7): enrolled fingerprints of the
// signed-in user or of an account an admin manages, enrollment from five samples, and removal.
import {
  FINGERPRINT_PATHS,
  fingerprintSchema,
  fingerprintsResponseSchema,
  type EnrollFingerprintRequest,
  type Fingerprint,
} from '@shared/fingerprints/fingerprints';
import { buildPath } from '@shared/paths';
import type { HttpClient } from './http-client';

export interface FingerprintsApi {
  /** The signed-in user's own fingerprints, or (an admin's call) those of `accountId`. */
  list(accountId: string | null, signal?: AbortSignal): Promise<Fingerprint[]>;
  enroll(request: EnrollFingerprintRequest): Promise<Fingerprint>;
  remove(id: string): Promise<void>;
}

export function createFingerprintsApi(client: HttpClient): FingerprintsApi {
  return {
    list: (accountId, signal) =>
      client.get(
        accountId === null
          ? FINGERPRINT_PATHS.ownFingerprints
          : `${FINGERPRINT_PATHS.fingerprints}?accountId=${encodeURIComponent(accountId)}`,
        fingerprintsResponseSchema,
        signal,
      ),
    enroll: (body) => client.post(FINGERPRINT_PATHS.enrollFingerprint, body, fingerprintSchema),
    remove: (id) =>
      client.send({ method: 'DELETE', path: buildPath(FINGERPRINT_PATHS.fingerprint, { id }) }),
  };
}
