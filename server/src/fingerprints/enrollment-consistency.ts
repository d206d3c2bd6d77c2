// Whether the five presses of an enrolment are one finger (the engine's `disagreeingPresses`), as
// the enrolment route needs it: from the records as posted, and a 422 naming the presses to redo;
// and the merged template the route stores beside them.
import {
  decodeTemplateMinutiae,
  disagreeingPresses,
  mergedEnrollmentRecord,
  prepareTemplate,
  pressAgreement,
  TemplateFormatError,
  type PreparedTemplate,
} from '@zyno/fingerprint';
import { ApiError } from '../http/errors';

/** Indexes (0-based, as sent) of the samples that agree with none of the finger's group. */
export function disagreeingSamples(templates: readonly Uint8Array[], threshold?: number): number[] {
  return disagreeingPresses(
    templates.length,
    pressAgreement(templates.map(preparedOrNull)),
    threshold,
  );
}

/** 422 naming the disagreeing samples (`details.samples`, 0-based), when there are any. */
export function assertConsistentEnrollment(templates: readonly Uint8Array[]): void {
  const samples = disagreeingSamples(templates);
  if (samples.length === 0) return;
  const presses = samples.map((index) => index + 1).join(', ');
  throw new ApiError(
    422,
    'enrollment_inconsistent',
    `Sample${samples.length === 1 ? '' : 's'} ${presses} did not match the others: press the same finger again.`,
    { samples },
  );
}

/**
 * The engine's merged template of the readable records, as the matcher would merge them, or null
 * when fewer than two line up.
 */
export function mergedTemplate(templates: readonly Uint8Array[]): Buffer | null {
  const readable = templates.flatMap((template) => preparedOrNull(template) ?? []);
  const record = mergedEnrollmentRecord(readable);
  return record === null ? null : Buffer.from(record);
}

/** Null for a record the engine cannot read: it agrees with nothing. */
function preparedOrNull(template: Uint8Array): PreparedTemplate | null {
  try {
    return prepareTemplate(decodeTemplateMinutiae(template));
  } catch (error) {
    if (error instanceof TemplateFormatError) return null;
    throw error;
  }
}
