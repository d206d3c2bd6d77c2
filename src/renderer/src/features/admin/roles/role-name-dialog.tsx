// Creating a role or renaming one: its name, checked by the shared schema before sending; the
// server's answer (a name taken, ignoring case) lands on the field and what was typed stays.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  renameRoleRequestSchema,
  type RenameRoleRequest,
  type Role,
  type RoleListItem,
} from '@shared/roles/roles';
import { ApiError, isApiError, useApi } from '../../../api';
import { ErrorAlert, useSchemaForm, showSuccess } from '../../../ui';
import { ROLES_MESSAGES as MESSAGES } from './messages';
import { useRefreshRoles } from './role-queries';

export interface RoleNameDialogProps {
  /** The role to rename; null to create one. */
  role: RoleListItem | null;
  opened: boolean;
  onClose: () => void;
  /** After a role was created, with the new role (its permissions are next). */
  onCreated: (role: Role) => void;
}

/** A 409 here is about the name: as a field problem it shows where the person looks. */
function conflictOnName(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 409) return error;
  return new ApiError(400, 'validation_failed', error.message, [
    { path: 'name', code: 'conflict', message: error.message },
  ]);
}

function RoleNameForm({ role, onClose, onCreated }: Omit<RoleNameDialogProps, 'opened'>) {
  const { roles } = useApi();
  const refresh = useRefreshRoles();
  /** Creates or renames; a taken name comes back as a problem of the name field. */
  const save = async ({ name }: RenameRoleRequest) => {
    try {
      if (role === null) {
        onCreated(await roles.create({ name }));
        showSuccess(MESSAGES.created(name));
      } else {
        await roles.rename(role.id, name);
        showSuccess(MESSAGES.renamed(name));
      }
    } catch (error) {
      throw conflictOnName(error);
    }
    await refresh();
    onClose();
  };
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: renameRoleRequestSchema,
    initialValues: { name: role?.name ?? '' },
    submit: save,
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <ErrorAlert title={MESSAGES.saveFailedTitle} message={formError} />
        <TextInput
          label={MESSAGES.nameLabel}
          description={MESSAGES.nameDescription}
          data-autofocus
          required
          maxLength={100}
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {role === null ? MESSAGES.create : MESSAGES.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RoleNameDialog({ role, opened, onClose, onCreated }: RoleNameDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={role === null ? MESSAGES.createTitle : MESSAGES.renameTitle(role.name)}
      closeButtonProps={{ 'aria-label': MESSAGES.cancel }}
      centered
      radius="lg"
      padding="xl"
    >
      {opened ? <RoleNameForm role={role} onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}
