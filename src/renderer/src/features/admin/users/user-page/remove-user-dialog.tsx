// Remove from tenant or delete (DELETE /accounts/{id}): an account this tenant manages is deleted
// everywhere; one another organisation manages only leaves this tenant. The question says which.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@shared/accounts/accounts';
import { apiErrorText, useApi } from '../../../../api';
import { useSession } from '../../../../lib/session';
import { accountsKey } from '../api/accounts';
import { fullName } from '../format';
import { ErrorAlert, FormDialog, MutationButton, showSuccess } from '../../../../ui';
import { USERS_MESSAGES as M } from '../messages';

export function RemoveUserDialog({
  account,
  opened,
  onClose,
  onRemoved,
}: {
  account: Account;
  opened: boolean;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { accounts } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const deletes = account.isManaged;
  const remove = useMutation({
    mutationFn: () => accounts.remove(account.id),
    onSuccess: async () => {
      showSuccess(deletes ? M.deleted : M.removed);
      onRemoved();
      await queryClient.invalidateQueries({ queryKey: accountsKey(tenantId) });
    },
  });
  const name = fullName(account);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={deletes ? M.deleteTitle : M.removeTitle}
      closeLabel={M.close}
    >
      <Stack gap="md">
        <Text>{deletes ? M.deleteExplanation(name) : M.removeExplanation(name)}</Text>
        <ErrorAlert
          title={M.failed}
          message={remove.error === null ? null : apiErrorText(remove.error)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {M.cancel}
          </Button>
          <MutationButton mutation={remove} color="red">
            {deletes ? M.delete : M.remove}
          </MutationButton>
        </Group>
      </Stack>
    </FormDialog>
  );
}
