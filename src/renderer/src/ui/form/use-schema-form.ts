// A form built from a shared zod schema (src/shared): the browser checks what the server will
// check, with the same messages; the submit receives the schema's output (trimmed, lower-cased …).
// When the server still refuses, its field problems land on their fields and anything else
// becomes the form's error; what was typed stays. `submitting` is true while the submit runs.
import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { apiErrorText, validationIssues } from '../../api';

type FormValues = Record<string, unknown>;

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

export interface SchemaForm<Values> {
  form: UseFormReturnType<Values>;
  /** The form element's onSubmit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The failure that is not about one field, worded for the person; null when there is none. */
  formError: string | null;
  submitting: boolean;
}

export function useSchemaForm<Schema extends z.core.$ZodType<unknown, FormValues>>({
  schema,
  initialValues,
  submit,
  errorText = apiErrorText,
  initialError = null,
  onFailure,
}: SchemaFormOptions<Schema>): SchemaForm<z.input<Schema>> {
  const form = useForm<z.input<Schema>>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
  const [failure, setFailure] = useState<unknown>(initialError);

  const send = form.onSubmit(async (values) => {
    // Validation passed, so this parse succeeds; it yields the schema's output to send.
    const parsed = z.safeParse(schema, values);
    if (!parsed.success) return;
    try {
      await submit(parsed.data);
    } catch (error) {
      const { fieldErrors, placedAll } = placeOnFields(error, values);
      form.setErrors(fieldErrors);
      if (!placedAll) setFailure(error);
      onFailure?.(error);
    }
  });

  return {
    form,
    onSubmit: (event) => {
      if (form.submitting) {
        event?.preventDefault();
        return;
      }
      setFailure(null);
      send(event);
    },
    formError: failure === null || failure === undefined ? null : errorText(failure),
    submitting: form.submitting,
  };
}

/** The server's field problems keyed by form path; placedAll when every problem had a field. */
function placeOnFields(
  error: unknown,
  values: FormValues,
): { fieldErrors: FormErrors; placedAll: boolean } {
  const issues = validationIssues(error);
  const fieldErrors: FormErrors = {};
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
