// A form of text fields checked against a shared zod schema, as useSchemaForm does, without
// @mantine/form: for the sign-in steps, whose code counts against the login page's first paint
// (issue 17). What a person sees is the same: the schema's message on its field before anything
// is sent, the schema's output sent, the server's field problems on their fields and anything
// else above the form, what was typed kept, a field's problem gone once it is edited, and one
// submit at a time (`submitting` while it runs).
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { apiErrorText } from '../../api';
import {
  submitPlacingFailure,
  useFormFailure,
  type FieldErrors,
  type SchemaFormOptions,
} from './schema-form-submit';

/** Every field of the form holds a text. */
type TextValues<Values> = Record<keyof Values, string>;

/** What a text input of the form takes: spread on a TextInput or PasswordInput. */
export interface TextFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The field's problem; undefined when it has none. */
  error: string | undefined;
}

export interface TextFieldsForm<Values> {
  values: Values;
  field: (name: keyof Values & string) => TextFieldProps;
  /** Sets one field as typing would (its problem goes). */
  setValue: (name: keyof Values & string, value: string) => void;
  /** The form element's onSubmit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The failure that is not about one field, worded for the person; null when there is none. */
  formError: string | null;
  submitting: boolean;
}

export function useTextFieldsForm<Values extends TextValues<Values>, Output>({
  schema,
  initialValues,
  submit,
  errorText = apiErrorText,
  initialError = null,
  onFailure,
}: SchemaFormOptions<z.core.$ZodType<Output, Values>>): TextFieldsForm<Values> {
  const [values, setValues] = useState(initialValues);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { formError, setFailure } = useFormFailure(initialError, errorText);
  const [submitting, setSubmitting] = useState(false);
  // Set at once, so a second submit before the next render (a double click, Enter) is refused.
  const sending = useRef(false);

  const setValue = (name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _edited, ...others }) => others);
  };

  return {
    values,
    field: (name) => ({
      value: values[name],
      onChange: (event) => {
        setValue(name, event.currentTarget.value);
      },
      error: fieldErrors[name],
    }),
    setValue,
    onSubmit: (event) => {
      event?.preventDefault();
      if (sending.current) return;
      setFailure(null);
      const parsed = z.safeParse(schema, values);
      if (!parsed.success) {
        setFieldErrors(issuesByField(parsed.error.issues));
        return;
      }
      setFieldErrors({});
      sending.current = true;
      setSubmitting(true);
      void submitPlacingFailure(
        () => submit(parsed.data),
        values,
        { showFieldErrors: setFieldErrors, showFailure: setFailure },
        onFailure,
      ).finally(() => {
        sending.current = false;
        setSubmitting(false);
      });
    },
    formError,
    submitting,
  };
}

/** The schema's first message for each field, keyed by the field's dotted path. */
function issuesByField(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}
