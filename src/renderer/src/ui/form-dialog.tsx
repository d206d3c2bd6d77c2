// The frame every dialog with a form or a question shares: a centred modal whose close button is
// named, the form inside it with its failure above the fields, and Cancel beside the submit.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { ErrorAlert } from './error-alert';
import { useSchemaForm } from './form';

export interface FormDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  size?: string;
  children: ReactNode;
}

export function FormDialog({
  opened,
  onClose,
  title,
  closeLabel,
  size,
  children,
}: FormDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      centered
      radius="lg"
      padding="xl"
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...(size === undefined ? {} : { size })}
    >
      {children}
    </Modal>
  );
}

export interface DialogFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The failure alert's title. */
  failedTitle?: string;
  /** Null: nothing failed. */
  formError: string | null;
  gap?: 'sm' | 'md';
  children: ReactNode;
}

/** The form of a dialog: the schema checks it (not the browser), its failure shows on top. */
export function DialogForm({
  onSubmit,
  failedTitle,
  formError,
  gap = 'md',
  children,
}: DialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        <ErrorAlert title={failedTitle} message={formError} />
        {children}
      </Stack>
    </form>
  );
}

export interface FormButtonsProps {
  labels: { cancel: string; submit: string };
  onCancel: () => void;
  submitting: boolean;
  submitIcon?: ReactNode;
  /** The submit takes something away (deactivates, removes): it is red, not the accent colour. */
  destructive?: boolean;
}

export function FormButtons({
  labels,
  onCancel,
  submitting,
  submitIcon,
  destructive = false,
}: FormButtonsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {labels.cancel}
      </Button>
      <Button
        type="submit"
        loading={submitting}
        rightSection={submitIcon}
        // White on the darkest red: 5.5:1 in both schemes. The theme's red shades fail one way
        // or the other (white on red.7 3.8:1 in the light scheme; autoContrast's black on the
        // dark scheme's red 3.8:1).
        {...(destructive ? { color: 'red.9', autoContrast: false } : {})}
      >
        {labels.submit}
      </Button>
    </Group>
  );
}

/** A name form's schema: one `name` field (trimmed and checked by the shared contract). */
type NameSchema = z.core.$ZodType<{ name: string }, { name: string }>;

export interface NameFormProps {
  schema: NameSchema;
  /** What the field starts with: '' to create, the current name to rename. */
  initialName: string;
  /** Sends the checked name; a rejection's field problem lands on the field, what was typed stays. */
  submit: (name: string) => Promise<unknown>;
  label: string;
  description: string;
  maxLength?: number;
  /** The failure alert's title. */
  failedTitle?: string;
  labels: FormButtonsProps['labels'];
  onCancel: () => void;
}

/** A dialog's form with one required name field: creating or renaming something. */
export function NameForm({
  schema,
  initialName,
  submit,
  label,
  description,
  maxLength,
  failedTitle,
  labels,
  onCancel,
}: NameFormProps) {
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema,
    initialValues: { name: initialName },
    submit: ({ name }) => submit(name),
  });
  return (
    <DialogForm onSubmit={onSubmit} formError={formError} failedTitle={failedTitle}>
      <TextInput
        label={label}
        description={description}
        data-autofocus
        required
        {...(maxLength === undefined ? {} : { maxLength })}
        {...form.getInputProps('name')}
      />
      <FormButtons labels={labels} onCancel={onCancel} submitting={submitting} />
    </DialogForm>
  );
}

/** A dialog about one thing (a row, a form's first values): open while there is one. */
export function TargetDialog<Target>({
  target,
  children,
  ...frame
}: Omit<FormDialogProps, 'opened' | 'children'> & {
  target: Target | null;
  children: (target: Target) => ReactNode;
}) {
  return (
    <FormDialog opened={target !== null} {...frame}>
      {target === null ? null : children(target)}
    </FormDialog>
  );
}
