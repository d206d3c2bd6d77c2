// Reads the field problems a validation_failed answer carries in `details`: the server's request
// validation (server/src/http/validation.ts) lists each failing field by its dotted path.
import type { ApiErrorCode } from '@shared/api-error';
import * as z from 'zod/mini';
import { isApiError } from './api-error';

const validationIssueSchema = z.object({
  /** Dotted path of the field in the request body, '' for the body as a whole. */
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

const VALIDATION_FAILED: ApiErrorCode = 'validation_failed';
const issuesSchema = z.array(validationIssueSchema);

/** The field problems of a validation_failed answer; none for any other failure. */
export function validationIssues(error: unknown): ValidationIssue[] {
  if (!isApiError(error) || error.code !== VALIDATION_FAILED) return [];
  const parsed = issuesSchema.safeParse(error.details);
  return parsed.success ? parsed.data : [];
}
