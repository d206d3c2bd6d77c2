// What the schema forms share (useSchemaForm, useTextFieldsForm): their options, the submit of
// checked values, and where a refused submit's problems go — the server's field problems on their
// fields, anything else the form's error.
import { useState } from 'react';
import type * as z from 'zod/mini';
import { validationIssues } from '../../api';

export type FormValues = Record<string, unknown>;

/** Problems keyed by the field's dotted path, the first one for each. */
export type FieldErrors = Record<string, string>;

export interface SchemaFormOptions<Schema extends z.core.$ZodType<unknown, FormValues>> {
  schema: Schema;
  initialValues: z.input<Schema>;
  /** Sends the checked values; a rejection is shown, a resolution is the screen's to follow up. */
  submit: (values: z.output<Schema>) => Promise<unknown>;
  /** Words the form's error; apiErrorText unless the screen has its own fallback or codes. */
  errorText?: (error: unknown) => string;
  /** A failure from before this form existed (an earlier step), shown until the next submit. */
  initialError?: unknown;
  /** Called after a failed submit, once its problems are shown (e.g. to clear a PIN). */
  onFailure?: (error: unknown) => void;
}

/** The form's failure that is not about one field, worded for the person. */
export function useFormFailure(initialError: unknown, errorText: (error: unknown) => string) {
  const [failure, setFailure] = useState<unknown>(initialError);
  return {
    formError: failure === null || failure === undefined ? null : errorText(failure),
    setFailure,
  };
}

/** Where a refused submit's problems are shown. */
export interface FailureDisplay {
  /** The server's field problems; replaces the fields' errors. */
  showFieldErrors: (errors: FieldErrors) => void;
  /** A failure that is not (only) about the form's fields. */
  showFailure: (error: unknown) => void;
}

/**
 * Runs a submit of `values`; when it is refused, its field problems go on their fields and a
 * failure any field cannot carry becomes the form's. Never rejects.
 */
export async function submitPlacingFailure(
  send: () => Promise<unknown>,
  values: FormValues,
  display: FailureDisplay,
  onFailure?: (error: unknown) => void,
): Promise<void> {
  try {
    await send();
  } catch (error) {
    const { fieldErrors, placedAll } = placeOnFields(error, values);
    display.showFieldErrors(fieldErrors);
    if (!placedAll) display.showFailure(error);
    onFailure?.(error);
  }
}

/** The server's field problems keyed by form path; placedAll when every problem had a field. */
function placeOnFields(
  error: unknown,
  values: FormValues,
): { fieldErrors: FieldErrors; placedAll: boolean } {
  const issues = validationIssues(error);
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    if (hasField(values, issue.path)) fieldErrors[issue.path] ??= issue.message;
  }
  const placedAll =
    issues.length > 0 && issues.every((issue) => fieldErrors[issue.path] !== undefined);
  return { fieldErrors, placedAll };
}

/** Whether a dotted request path names one of the form's fields. */
function hasField(values: unknown, path: string): boolean {
  if (path === '') return false;
  let current = values;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(segment in current)) return false;
    current = Reflect.get(current, segment) as unknown;
  }
  return true;
}
