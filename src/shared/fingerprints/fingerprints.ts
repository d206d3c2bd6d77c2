// Contracts of the fingerprint rows of the auth family (spec §3 Fingerprint, §7 /identity/…
// fingerprint calls): enrolled fingerprints, and the minutiae templates (`fmd`) clients send.
// Templates are ISO/IEC 19794-2:2005 finger minutiae records in base64 (design fingerprint.md);
// the server checks their structure, this file only their outer shape.
import * as z from 'zod/mini';

export const FINGERPRINT_PATHS = {
  /** GET, optional `?accountId=`: the caller's own fingerprints, or another account's. */
  fingerprints: '/identity/fingerprints',
  /** GET: the caller's own fingerprints. */
  ownFingerprints: '/identity/get-fingerprints',
  /** POST: one fingerprint from a single template. */
  addFingerprint: '/identity/fingerprint',
  /** POST: one fingerprint from the five samples of an enrollment. */
  enrollFingerprint: '/identity/enroll-fingerprint',
  /** DELETE: one fingerprint by its id. */
  fingerprint: '/identity/fingerprint/:id',
  /** DELETE: every fingerprint of the account {id}. */
  accountFingerprints: '/identity/delete-fingerprints/:id',
} as const;

/** Spec §3: finger indexes 0–9. */
export const FINGER_NAMES = [
  'Left Pinky',
  'Left Ring',
  'Left Middle',
  'Left Index',
  'Left Thumb',
  'Right Thumb',
  'Right Index',
  'Right Middle',
  'Right Ring',
  'Right Pinky',
] as const;

/** Spec §9: five samples per enrollment. */
export const FINGERPRINT_SAMPLES_PER_ENROLLMENT = 5;

/** base64 characters of one template, at most (a real record is a few kilobytes). */
export const FMD_MAX_LENGTH = 65_536;

export const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** One minutiae template (ISO/IEC 19794-2:2005), base64. */
export const fmdSchema = z
  .string()
  .check(
    z.minLength(1, 'A fingerprint template is required.'),
    z.maxLength(
      FMD_MAX_LENGTH,
      `A fingerprint template is at most ${FMD_MAX_LENGTH} base64 characters.`,
    ),
    z.regex(BASE64, 'A fingerprint template must be base64.'),
  );

/** 0–9 (spec §3), or null for a fingerprint not assigned to a finger. */
export const fingerSchema = z.nullable(
  z
    .number()
    .check(
      z.int('finger must be a whole number from 0 to 9, or null.'),
      z.gte(0, 'finger must be from 0 to 9, or null.'),
      z.lte(9, 'finger must be from 0 to 9, or null.'),
    ),
);

const uuid = z.uuid();

/** Spec §3 Fingerprint. registeredAt is an ISO 8601 time. */
export const fingerprintSchema = z.object({
  id: uuid,
  finger: fingerSchema,
  registeredAt: z.iso.datetime(),
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;

export const fingerprintsResponseSchema = z.array(fingerprintSchema);

/** GET /identity/fingerprints: without accountId, the caller's own. */
export const fingerprintsQuerySchema = z.strictObject({ accountId: z.optional(uuid) });
export type FingerprintsQuery = z.infer<typeof fingerprintsQuerySchema>;

/** The account whose fingerprint is enrolled: omitted or null for the caller's own. */
const targetAccount = z.optional(z.nullable(uuid));

export const enrollFingerprintRequestSchema = z.strictObject({
  accountId: targetAccount,
  finger: z._default(fingerSchema, null),
  fmds: z
    .array(fmdSchema)
    .check(
      z.length(
        FINGERPRINT_SAMPLES_PER_ENROLLMENT,
        `An enrollment needs exactly ${FINGERPRINT_SAMPLES_PER_ENROLLMENT} samples.`,
      ),
    ),
});
export type EnrollFingerprintRequest = z.input<typeof enrollFingerprintRequestSchema>;

/** The details of a 422 enrollment_inconsistent: the samples (0-based) to take again. */
export const enrollmentInconsistentDetailsSchema = z.object({
  samples: z
    .array(z.number().check(z.int(), z.gte(0), z.lte(FINGERPRINT_SAMPLES_PER_ENROLLMENT - 1)))
    .check(z.minLength(1), z.maxLength(FINGERPRINT_SAMPLES_PER_ENROLLMENT)),
});

export const addFingerprintRequestSchema = z.strictObject({
  accountId: targetAccount,
  finger: z._default(fingerSchema, null),
  fmd: fmdSchema,
});
export type AddFingerprintRequest = z.input<typeof addFingerprintRequestSchema>;

export const fingerprintIdParamsSchema = z.object({ id: uuid });
export const accountIdParamsSchema = z.object({ id: uuid });
