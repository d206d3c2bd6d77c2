// The Change Password dialog (spec §5): a new password typed twice, checked by the shared rules,
// then set with PUT {auth}/identity/set-password for the signed-in user (no accountId).
import { PasswordInput, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PASSWORD_MESSAGES, setPasswordRequestSchema } from '@shared/auth/passwords';
import { useId } from 'react';
import { z } from 'zod';
import { useApi } from '../../api';
import { DialogForm, FormButtons, FormDialog, showSuccess, useSchemaForm } from '../../ui';
import { ACCOUNT_MESSAGES } from './messages';
import { UNRECORDED_INPUT } from '../../lib/session-replay';

export interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The server's rule for the new password, and the repetition only the dialog compares. */
const changePasswordSchema = z
  .object({ password: setPasswordRequestSchema.shape.password, repeated: z.string() })
  .strict()
  .refine((values) => values.password === values.repeated, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['repeated'],
  });

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { auth } = useApi();
  const hintId = useId();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: changePasswordSchema,
    initialValues: { password: '', repeated: '' },
    submit: async ({ password }) => {
      await auth.setPassword({ password });
      showSuccess(ACCOUNT_MESSAGES.changed);
      onClose();
    },
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      failedTitle={ACCOUNT_MESSAGES.failedTitle}
      formError={formError}
    >
      <PasswordInput
        {...UNRECORDED_INPUT}
        label={ACCOUNT_MESSAGES.newPassword}
        autoComplete="new-password"
        leftSection={<IconLock size={16} aria-hidden />}
        aria-describedby={hintId}
        data-autofocus
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        {...UNRECORDED_INPUT}
        label={ACCOUNT_MESSAGES.repeatPassword}
        autoComplete="new-password"
        leftSection={<IconLock size={16} aria-hidden />}
        required
        {...form.getInputProps('repeated')}
      />
      <Text id={hintId} size="sm" c="dimmed">
        {ACCOUNT_MESSAGES.hint}
      </Text>
      <FormButtons
        labels={{ cancel: ACCOUNT_MESSAGES.cancel, submit: ACCOUNT_MESSAGES.submit }}
        onCancel={onClose}
        submitting={submitting}
      />
    </DialogForm>
  );
}

export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={ACCOUNT_MESSAGES.title}
      closeLabel={ACCOUNT_MESSAGES.cancel}
    >
      {opened ? <ChangePasswordForm onClose={onClose} /> : null}
    </FormDialog>
  );
}
