// Set password or PIN for another account (spec §5): typed twice, checked by the shared rules,
// sent with PUT /identity/set-password; success says 'The password has been set.' verbatim.
import { PasswordInput, Text } from '@mantine/core';
import { z } from 'zod';
import { PASSWORD_MESSAGES, SECRET_KINDS, secretProblem } from '@shared/auth/passwords';
import { useApi } from '../../../../api';
import { DialogForm, FormButtons, FormDialog, showSuccess, useSchemaForm } from '../../../../ui';
import { LabelledChoice } from '../dialog-parts';
import { USERS_MESSAGES as M } from '../messages';
import { UNRECORDED_INPUT } from '../../../../lib/session-replay';

const setSecretSchema = z
  .object({ kind: z.enum(SECRET_KINDS), password: z.string(), repeated: z.string() })
  .superRefine((values, context) => {
    const problem = secretProblem(values.kind, values.password);
    if (problem !== null)
      context.addIssue({ code: 'custom', path: ['password'], message: problem });
    else if (values.password !== values.repeated) {
      context.addIssue({ code: 'custom', path: ['repeated'], message: PASSWORD_MESSAGES.mismatch });
    }
  });

const KIND_CHOICES = [
  { value: 'password', label: M.kindPassword },
  { value: 'pin', label: M.kindPin },
];

function SetSecretForm({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const { accounts } = useApi();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: setSecretSchema,
    initialValues: { kind: 'password', password: '', repeated: '' },
    submit: async ({ kind, password }) => {
      await accounts.setSecret(accountId, kind, password);
      showSuccess(PASSWORD_MESSAGES.setForOther);
      onClose();
    },
  });
  const pin = form.values.kind === 'pin';
  return (
    <DialogForm onSubmit={onSubmit} failedTitle={M.failed} formError={formError} gap="sm">
      <LabelledChoice
        id="secret-kind-label"
        label={M.secretKind}
        data={KIND_CHOICES}
        inputProps={form.getInputProps('kind')}
      />
      <PasswordInput
        {...UNRECORDED_INPUT}
        label={pin ? M.newPin : M.newSecret}
        autoComplete="new-password"
        inputMode={pin ? 'numeric' : undefined}
        data-autofocus
        {...form.getInputProps('password')}
      />
      <PasswordInput
        {...UNRECORDED_INPUT}
        label={M.repeatSecret}
        autoComplete="new-password"
        inputMode={pin ? 'numeric' : undefined}
        {...form.getInputProps('repeated')}
      />
      <Text size="sm" c="dimmed">
        {M.secretHint}
      </Text>
      <FormButtons labels={M.saveButtons} onCancel={onClose} submitting={submitting} />
    </DialogForm>
  );
}

export function SetSecretDialog({
  accountId,
  opened,
  onClose,
}: {
  accountId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={M.setSecretTitle} closeLabel={M.close}>
      {opened ? <SetSecretForm accountId={accountId} onClose={onClose} /> : null}
    </FormDialog>
  );
}
