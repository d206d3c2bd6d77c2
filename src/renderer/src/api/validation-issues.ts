// Reads the field problems a validation_failed answer carries in `details`: the server's request
// validation (server/src/http/validation.ts) lists each failing field by its dotted path. The
// answer itself was checked where it arrived (http-client.ts); its details are read here by
// hand, not with a schema, so that the sign-in forms place problems without zod's code.
import type { ApiErrorCode } from '@shared/api-error';
import { isApiError } from './api-error';

export interface ValidationIssue {
  /** Dotted path of the field in the request body, '' for the body as a whole. */
  path: string;
  message: string;
}

const VALIDATION_FAILED: ApiErrorCode = 'validation_failed';

function isValidationIssue(value: unknown): value is ValidationIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'path') === 'string' &&
    typeof Reflect.get(value, 'message') === 'string'
  );
}

/** The field problems of a validation_failed answer; none for any other failure. */
export function validationIssues(error: unknown): ValidationIssue[] {
  if (!isApiError(error) || error.code !== VALIDATION_FAILED) return [];
  const { details } = error;
  if (!Array.isArray(details) || !details.every(isValidationIssue)) return [];
  return details.map(({ path, message }) => ({ path, message }));
}
