// The spec's 'fingerprint' event (§7): what Zyno Desktop's main process tells the web app about
// the reader while a page listens. Plain data only; the renderer side parses every event.
import * as z from 'zod/mini';
import { BASE64, fmdSchema } from '../fingerprints/fingerprints';

/** A generous cap: a 384 × 290 grey PNG is well under 150 kB of base64. */
const MAX_PNG_BASE64_LENGTH = 2_000_000;

export const FINGERPRINT_QUALITY_ISSUES = [
  'too-fast',
  'partial',
  'no-finger',
  'smudged',
  'faint',
  'off-centre',
] as const;
export type FingerprintQualityIssue = (typeof FINGERPRINT_QUALITY_ISSUES)[number];

/** A captured sample (spec §3 Fingerprint): the template to post as `fmd` and the image shown. */
export const fingerprintSampleSchema = z.strictObject({
  /** ISO/IEC 19794-2:2005 minutiae template, base64: what the server takes as `fmd`. */
  Data: fmdSchema,
  /** The captured image as a PNG, base64. */
  Png: z
    .string()
    .check(z.maxLength(MAX_PNG_BASE64_LENGTH), z.regex(BASE64, 'Png must be a base64 PNG image.')),
});
export type FingerprintSample = z.infer<typeof fingerprintSampleSchema>;

export const fingerprintEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('reader-attached') }),
  z.strictObject({ type: z.literal('reader-detached') }),
  z.strictObject({ type: z.literal('finger-on') }),
  z.strictObject({ type: z.literal('finger-off') }),
  z.strictObject({ type: z.literal('sample'), sample: fingerprintSampleSchema }),
  z.strictObject({
    type: z.literal('quality'),
    issue: z.enum(FINGERPRINT_QUALITY_ISSUES),
    message: z.string().check(z.maxLength(500)),
  }),
  /** The reader failed this capture for a reason of its own (stalled, garbled image, …). */
  z.strictObject({
    type: z.literal('reader-error'),
    message: z.string().check(z.maxLength(500)),
  }),
]);
export type FingerprintEvent = z.infer<typeof fingerprintEventSchema>;
