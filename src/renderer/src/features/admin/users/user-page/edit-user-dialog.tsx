// Edit user: names and desktop username (only where this tenant manages the account), the admin
// flag and roles, checked with PUT /accounts/{id}'s own schema; the server's field errors land on
// the fields and a failed save keeps what was typed.
import { Alert, Group, TextInput } from '@mantine/core';
import { z } from 'zod';
import { updateAccountRequestSchema, type Account } from '@shared/accounts/accounts';
import { useApi } from '../../../../api';
import { useRefreshTenantData } from '../../../../lib/session';
import { DialogForm, FormButtons, FormDialog, showSuccess, useSchemaForm } from '../../../../ui';
import { RolesAndAdminFields } from '../dialog-parts';
import { USERS_MESSAGES as M } from '../messages';

const { firstName, lastName, isAdmin, roleIds } = updateAccountRequestSchema.shape;

/** The form's fields are all present; a blank username removes it. */
const editUserSchema = z.object({
  firstName: firstName.unwrap(),
  lastName: lastName.unwrap(),
  username: z.string(),
  isAdmin: isAdmin.unwrap(),
  roleIds: roleIds.unwrap(),
});

function EditUserForm({ account, onClose }: { account: Account; onClose: () => void }) {
  const { accounts } = useApi();
  const refreshAccounts = useRefreshTenantData('accounts');
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: editUserSchema,
    initialValues: {
      firstName: account.firstName,
      lastName: account.lastName,
      username: account.username ?? '',
      isAdmin: account.isAdmin,
      roleIds: account.roleIds,
    },
    submit: async (values) => {
      const username = values.username.trim().toLowerCase();
      await accounts.update(account.id, {
        ...(account.isManaged
          ? {
              firstName: values.firstName,
              lastName: values.lastName,
              username: username === '' ? null : username,
            }
          : {}),
        isAdmin: values.isAdmin,
        roleIds: values.roleIds,
      });
      await refreshAccounts();
      showSuccess(M.saved);
      onClose();
    },
  });
  const readOnly = !account.isManaged;
  return (
    <DialogForm onSubmit={onSubmit} failedTitle={M.failed} formError={formError} gap="sm">
      {readOnly ? (
        <Alert color="gray" variant="light">
          {M.managedElsewhereNote}
        </Alert>
      ) : null}
      <Group grow>
        <TextInput
          label={M.firstName}
          disabled={readOnly}
          data-autofocus
          {...form.getInputProps('firstName')}
        />
        <TextInput label={M.lastName} disabled={readOnly} {...form.getInputProps('lastName')} />
      </Group>
      <TextInput
        label={M.username}
        description={M.usernameHint}
        disabled={readOnly}
        autoComplete="off"
        {...form.getInputProps('username')}
      />
      <RolesAndAdminFields
        roleIds={form.getInputProps('roleIds')}
        isAdmin={form.getInputProps('isAdmin', { type: 'checkbox' })}
      />
      <FormButtons labels={M.saveButtons} onCancel={onClose} submitting={submitting} />
    </DialogForm>
  );
}

const FRAME = { title: M.editTitle, closeLabel: M.close, size: 'lg' };

export function EditUserDialog({
  account,
  opened,
  onClose,
}: {
  account: Account;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog opened={opened} onClose={onClose} {...FRAME}>
      {opened ? <EditUserForm account={account} onClose={onClose} /> : null}
    </FormDialog>
  );
}
