// Request validation with the shared zod schemas: a failure becomes a 400 validation_failed
// whose message names the first failing field ("email: Enter your e-mail address.").
import type { FastifySchemaCompiler } from 'fastify';
import * as z from 'zod/mini';
import { validationFailed } from './errors';

interface ValidationIssue {
  /** Dotted path of the field, '' for the whole value. */
  path: string;
  code: string;
  message: string;
}

const REQUIRED = 'This field is required.';

/** Zod's default for a missing field is "Invalid input: expected string, received undefined". */
const requiredWhenMissing: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : undefined;

export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data, { error: requiredWhenMissing });
    if (result.success) return { value: result.data };
    const issues = flattenIssues(result.error.issues, []);
    return { error: validationFailed(describe(issues[0]), issues) };
  };

/** A union that matched no option reports the option that came closest (fewest issues). */
function flattenIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[],
): ValidationIssue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = issue.errors.reduce((best, option) =>
        option.length < best.length ? option : best,
      );
      return flattenIssues(closest, path);
    }
    return [{ path: path.map(String).join('.'), code: issue.code, message: issue.message }];
  });
}

function describe(issue: ValidationIssue | undefined): string {
  if (issue === undefined) return 'The request is not valid.';
  if (issue.path === '') {
    return issue.message === REQUIRED ? 'A JSON request body is required.' : issue.message;
  }
  return `${issue.path}: ${issue.message}`;
}
