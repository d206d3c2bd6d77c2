// Add user: e-mail, names, desktop username and a first password or PIN (spec §5 rules, checked
// by the server's own schema), admin flag and roles. An address another organisation manages is
// invited instead (202): the dialog says so — nothing changes until that person accepts.
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { createAccountRequestSchema } from '@shared/accounts/accounts';
import type { TenantInvitation } from '@shared/accounts/invitations';
import { passwordSchema, pinSchema } from '@shared/auth/passwords';
import { useApi } from '../../../../api';
import { useSession } from '../../../../lib/session';
import { ErrorAlert, FormButtons, FormDialog, showSuccess, useSchemaForm } from '../../../../ui';
import { accountsKey } from '../api/accounts';
import { fullName } from '../format';
import { LabelledChoice, RolesAndAdminFields } from '../dialog-parts';
import { USERS_MESSAGES as M } from '../messages';
import { UNRECORDED_INPUT } from '../../../../lib/session-replay';

const SECRET_CHOICES = ['none', 'password', 'pin'] as const;

/** The request's own rules, with the first secret chosen by kind and blank fields left out. */
const createUserSchema = z
  .object({
    email: createAccountRequestSchema.shape.email,
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    secretKind: z.enum(SECRET_CHOICES),
    secret: z.string(),
    isAdmin: z.boolean(),
    roleIds: z.array(z.string()),
  })
  .superRefine((values, context) => {
    if (values.secretKind === 'none') return;
    const rule = values.secretKind === 'pin' ? pinSchema : passwordSchema;
    const checked = rule.safeParse(values.secret);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        path: ['secret'],
        message: checked.error.issues[0]?.message ?? '',
      });
    }
  });

type CreateUserValues = z.input<typeof createUserSchema>;

const INITIAL: CreateUserValues = {
  email: '',
  firstName: '',
  lastName: '',
  username: '',
  secretKind: 'pin',
  secret: '',
  isAdmin: false,
  roleIds: [],
};

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

function CreateUserForm({
  onClose,
  onCreated,
  onInvited,
}: {
  onClose: () => void;
  onCreated: (accountId: string) => void;
  onInvited: (invitation: TenantInvitation) => void;
}) {
  const { accounts } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: createUserSchema,
    initialValues: INITIAL,
    submit: async (values) => {
      const added = await accounts.create({
        email: values.email,
        firstName: optional(values.firstName),
        lastName: optional(values.lastName),
        username: optional(values.username),
        ...(values.secretKind === 'password' ? { password: values.secret } : {}),
        ...(values.secretKind === 'pin' ? { pin: values.secret } : {}),
        isAdmin: values.isAdmin,
        roleIds: values.roleIds,
      });
      await queryClient.invalidateQueries({ queryKey: accountsKey(tenantId) });
      if (added.kind === 'invited') {
        onInvited(added.invitation);
        return;
      }
      showSuccess(M.created(fullName(added.account)));
      onClose();
      onCreated(added.account.id);
    },
  });
  const secretKind = form.values.secretKind;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {M.createIntro}
        </Text>
        <ErrorAlert title={M.failed} message={formError} />
        <TextInput
          label={M.email}
          type="email"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Group grow>
          <TextInput label={M.firstName} {...form.getInputProps('firstName')} />
          <TextInput label={M.lastName} {...form.getInputProps('lastName')} />
        </Group>
        <TextInput
          label={M.username}
          description={M.usernameHint}
          autoComplete="off"
          {...form.getInputProps('username')}
        />
        <LabelledChoice
          id="first-secret-label"
          label={M.firstSecret}
          data={[
            { value: 'pin', label: M.secretPin },
            { value: 'password', label: M.secretPassword },
            { value: 'none', label: M.secretNone },
          ]}
          inputProps={form.getInputProps('secretKind')}
        />
        {secretKind === 'none' ? null : (
          <PasswordInput
            {...UNRECORDED_INPUT}
            label={secretKind === 'pin' ? M.newPin : M.newSecret}
            description={M.secretHint}
            autoComplete="new-password"
            inputMode={secretKind === 'pin' ? 'numeric' : undefined}
            {...form.getInputProps('secret')}
          />
        )}
        <RolesAndAdminFields
          roleIds={form.getInputProps('roleIds')}
          isAdmin={form.getInputProps('isAdmin', { type: 'checkbox' })}
        />
        <Text size="xs" c="dimmed">
          {M.invitationOnlyNote}
        </Text>
        <FormButtons labels={M.createButtons} onCancel={onClose} submitting={submitting} />
      </Stack>
    </form>
  );
}

function Invited({ invitation, onClose }: { invitation: TenantInvitation; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light" icon={<IconMailForward size={18} />} role="status">
        {M.invited(invitation.email)}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {M.ok}
        </Button>
      </Group>
    </Stack>
  );
}

export function CreateUserDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (accountId: string) => void;
}) {
  const [invitation, setInvitation] = useState<TenantInvitation | null>(null);
  const close = () => {
    setInvitation(null);
    onClose();
  };
  return (
    <FormDialog
      opened={opened}
      onClose={close}
      title={invitation === null ? M.createTitle : M.invitedTitle}
      closeLabel={M.close}
      size="lg"
    >
      {!opened ? null : invitation === null ? (
        <CreateUserForm onClose={close} onCreated={onCreated} onInvited={setInvitation} />
      ) : (
        <Invited invitation={invitation} onClose={close} />
      )}
    </FormDialog>
  );
}
