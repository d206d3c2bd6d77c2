// Deleting a role, confirmed. A role nobody holds just goes. A role still held is explained (how
// many hold it) and deleted only with the role its holders move to, which the server does in one
// transaction; if someone was given the role meanwhile, the server's refusal brings the choice up.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { roleInUseDetailsSchema, type RoleListItem } from '@shared/roles/roles';
import { useState, type FormEvent } from 'react';
import { apiErrorText, isApiError, useApi } from '../../../api';
import { ErrorAlert, showSuccess } from '../../../ui';
import { ROLES_MESSAGES as MESSAGES } from './messages';
import { useRefreshRoles } from './role-queries';

export interface DeleteRoleDialogProps {
  role: RoleListItem | null;
  roles: readonly RoleListItem[];
  onClose: () => void;
  /** After the role is gone. */
  onDeleted: (role: RoleListItem) => void;
}

/** The holder count of a 409 refusal, or null for any other failure. */
function holdersOfRefusal(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const details = roleInUseDetailsSchema.safeParse(error.details);
  return details.success ? details.data.memberCount : null;
}

function DeleteRoleForm({
  role,
  roles,
  onClose,
  onDeleted,
}: DeleteRoleDialogProps & { role: RoleListItem }) {
  const api = useApi();
  const refresh = useRefreshRoles();
  const [holders, setHolders] = useState(role.memberCount);
  const [reassignTo, setReassignTo] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const others = roles.filter((other) => other.id !== role.id);
  const inUse = holders > 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    if (inUse && reassignTo === null) {
      setChoiceError(MESSAGES.reassignRequired);
      return;
    }
    setDeleting(true);
    setFailure(null);
    try {
      await api.roles.remove(role.id, inUse ? (reassignTo ?? undefined) : undefined);
      const target = others.find((other) => other.id === reassignTo);
      showSuccess(
        inUse && target !== undefined
          ? MESSAGES.movedAndDeleted(role.name, holders, target.name)
          : MESSAGES.deleted(role.name),
      );
      await refresh();
      onDeleted(role);
      onClose();
    } catch (error) {
      const refusedHolders = holdersOfRefusal(error);
      if (refusedHolders !== null) setHolders(refusedHolders);
      setFailure(refusedHolders === null ? apiErrorText(error) : MESSAGES.heldMeanwhile);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <ErrorAlert message={failure} />
        <Text>
          {inUse ? MESSAGES.deleteInUse(role.name, holders) : MESSAGES.deleteUnused(role.name)}
        </Text>
        {inUse ? (
          others.length === 0 ? (
            <Text c="dimmed">{MESSAGES.noOtherRole}</Text>
          ) : (
            <Select
              label={MESSAGES.reassignLabel}
              placeholder={MESSAGES.reassignPlaceholder}
              data={others.map((other) => ({ value: other.id, label: other.name }))}
              value={reassignTo}
              onChange={(value) => {
                setReassignTo(value);
                setChoiceError(null);
              }}
              error={choiceError}
              required
              searchable
              data-autofocus
              comboboxProps={{ withinPortal: true }}
            />
          )
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={deleting}
            disabled={inUse && others.length === 0}
          >
            {inUse ? MESSAGES.moveAndDelete(holders) : MESSAGES.deleteConfirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DeleteRoleDialog(props: DeleteRoleDialogProps) {
  const { role, onClose } = props;
  return (
    <Modal
      opened={role !== null}
      onClose={onClose}
      title={role === null ? '' : MESSAGES.deleteTitle(role.name)}
      closeButtonProps={{ 'aria-label': MESSAGES.cancel }}
      centered
      radius="lg"
      padding="xl"
    >
      {role === null ? null : <DeleteRoleForm {...props} role={role} key={role.id} />}
    </Modal>
  );
}
