// Creating a role or renaming one: its name, checked by the shared schema before sending; the
// server's answer (a name taken, ignoring case) lands on the field and what was typed stays.
import { renameRoleRequestSchema, type Role, type RoleListItem } from '@shared/roles/roles';
import { ApiError, isApiError, useApi } from '../../../api';
import { FormDialog, NameForm, showSuccess } from '../../../ui';
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
  const save = async (name: string) => {
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
  return (
    <NameForm
      schema={renameRoleRequestSchema}
      initialName={role?.name ?? ''}
      submit={save}
      failedTitle={MESSAGES.saveFailedTitle}
      label={MESSAGES.nameLabel}
      description={MESSAGES.nameDescription}
      maxLength={100}
      labels={role === null ? MESSAGES.createButtons : MESSAGES.saveButtons}
      onCancel={onClose}
    />
  );
}

export function RoleNameDialog({ role, opened, onClose, onCreated }: RoleNameDialogProps) {
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={role === null ? MESSAGES.createTitle : MESSAGES.renameTitle(role.name)}
      closeLabel={MESSAGES.cancel}
    >
      {opened ? <RoleNameForm role={role} onClose={onClose} onCreated={onCreated} /> : null}
    </FormDialog>
  );
}
