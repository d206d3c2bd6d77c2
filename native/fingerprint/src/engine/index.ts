// The fingerprint engine's public face: minutiae extraction from grey images, template
// comparison, verification against an enrolment (its samples and their merged template), 1:N identification and the accept threshold.

export { extractMinutiae, type Extraction } from './extract-minutiae.ts';
export { assessCaptureQuality, type CaptureQualityIssue } from './capture-quality.ts';
export {
  MIN_SAMPLE_MINUTIAE,
  readCapture,
  type CaptureReading,
  type CaptureRefusal,
} from './capture-reading.ts';
export { InvalidImageError } from './image-validation.ts';
export {
  InvalidMinutiaeError,
  prepareTemplate,
  type PreparedTemplate,
  type TemplateInput,
} from './prepared-template.ts';
export { compareTemplates, comparePrepared } from './template-comparison.ts';
export {
  ACCEPT_THRESHOLD,
  identificationThreshold,
  IMPOSTOR_TAIL_SCALE,
  scoreAgainstEnrollment,
} from './enrollment.ts';
export {
  CONSISTENCY_THRESHOLD,
  disagreeingPresses,
  pressAgreement,
  type PressAgreement,
} from './enrollment-consistency.ts';
export { FingerprintGallery, type Identification } from './identification.ts';
export {
  mergedEnrollmentRecord,
  prepareEnrollment,
  prepareStoredEnrollment,
} from './merged-enrollment.ts';
