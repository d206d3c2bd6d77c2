// A form built from a shared zod schema (src/shared): the browser checks what the server will
// check, with the same messages; the submit receives the schema's output (trimmed, lower-cased …).
// When the server still refuses, its field problems land on their fields and anything else
// becomes the form's error; what was typed stays. `submitting` is true while the submit runs.
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import * as z from 'zod/mini';
import { apiErrorText } from '../../api';
import {
  submitPlacingFailure,
  useFormFailure,
  type FormValues,
  type SchemaFormOptions,
} from './schema-form-submit';

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
  const { formError, setFailure } = useFormFailure(initialError, errorText);

  const send = form.onSubmit(async (values) => {
    // Validation passed, so this parse succeeds; it yields the schema's output to send.
    const parsed = z.safeParse(schema, values);
    if (!parsed.success) return;
    await submitPlacingFailure(
      () => submit(parsed.data),
      values,
      { showFieldErrors: form.setErrors, showFailure: setFailure },
      onFailure,
    );
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
    formError,
    submitting: form.submitting,
  };
}
