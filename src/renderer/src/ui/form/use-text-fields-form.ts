// A form of text fields checked against a shared zod schema, as useSchemaForm does, without
// @mantine/form: for the sign-in steps, whose code counts against the login page's first paint
// (issue 17). What a person sees is the same: the schema's message on its field before anything
// is sent, the schema's output sent, the server's field problems on their fields and anything
// else above the form, what was typed kept, a field's problem gone once it is edited, and one
// submit at a time (`submitting` while it runs). The schema may come later (a loader, awaited at
// the first submit), and is run through its Standard Schema face, so that this module does not
// bring zod's code with it.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type * as z from 'zod/mini';
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

type TextFieldsSchema<Output, Values extends TextValues<Values>> = z.core.$ZodType<Output, Values>;

type TextFieldsFormOptions<Output, Values extends TextValues<Values>> = Omit<
  SchemaFormOptions<TextFieldsSchema<Output, Values>>,
  'schema'
> & {
  /** The schema, or a loader of it (the form's first submit waits for it). */
  schema: TextFieldsSchema<Output, Values> | (() => Promise<TextFieldsSchema<Output, Values>>);
};

type Checked<Output> = { ok: true; value: Output } | { ok: false; errors: FieldErrors };

/** `values` through the schema's Standard Schema face (zod's own parse, without zod's code here). */
function check<Output, Values extends TextValues<Values>>(
  schema: TextFieldsSchema<Output, Values>,
  values: Values,
): Checked<Output> {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('A text fields form takes a synchronous schema.');
  if (result.issues === undefined) return { ok: true, value: result.value };
  return { ok: false, errors: issuesByField(result.issues) };
}

export function useTextFieldsForm<Values extends TextValues<Values>, Output>({
  schema,
  initialValues,
  submit,
  errorText = apiErrorText,
  initialError = null,
  onFailure,
}: TextFieldsFormOptions<Output, Values>): TextFieldsForm<Values> {
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
      const send = (checked: Checked<Output>) => {
        if (!checked.ok) {
          setFieldErrors(checked.errors);
          return Promise.resolve();
        }
        setFieldErrors({});
        setSubmitting(true);
        return submitPlacingFailure(
          () => submit(checked.value),
          values,
          { showFieldErrors: setFieldErrors, showFailure: setFailure },
          onFailure,
        );
      };
      const finish = () => {
        sending.current = false;
        setSubmitting(false);
      };
      if (typeof schema !== 'function') {
        const checked = check(schema, values);
        if (!checked.ok) {
          setFieldErrors(checked.errors);
          return;
        }
        sending.current = true;
        void send(checked).finally(finish);
        return;
      }
      // Set at once, so a second submit while the schema loads is refused too; busy meanwhile.
      sending.current = true;
      setSubmitting(true);
      void schema()
        .then((loaded) => send(check(loaded, values)))
        .catch(setFailure)
        .finally(finish);
    },
    formError,
    submitting,
  };
}

type StandardResult = Awaited<ReturnType<z.core.$ZodType['~standard']['validate']>>;
type StandardIssue = NonNullable<StandardResult['issues']>[number];

/** The schema's first message for each field, keyed by the field's dotted path. */
function issuesByField(issues: readonly StandardIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = (issue.path ?? []).map((segment) =>
      String(typeof segment === 'object' ? segment.key : segment),
    );
    errors[path.join('.')] ??= issue.message;
  }
  return errors;
}
