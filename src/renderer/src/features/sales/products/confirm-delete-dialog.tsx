// Asks before something of the catalogue is deleted, saying what follows; the failure, if any,
// shows in the dialog.
import { Button, Group, Stack, Text } from '@mantine/core';
import { apiErrorText } from '../../../api';
import { ErrorAlert, FormDialog } from '../../../ui';
import { PRODUCT_MESSAGES as M } from './messages';

export function ConfirmDeleteDialog({
  title,
  body,
  onClose,
  mutation,
}: {
  /** Null: closed. */
  title: string | null;
  body: string;
  onClose: () => void;
  mutation: { isPending: boolean; error: unknown; mutate: () => void };
}) {
  return (
    <FormDialog opened={title !== null} onClose={onClose} title={title ?? ''} closeLabel={M.close}>
      <Stack gap="md">
        <ErrorAlert message={mutation.error === null ? null : apiErrorText(mutation.error)} />
        <Text>{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {M.cancel}
          </Button>
          <Button color="red" loading={mutation.isPending} onClick={mutation.mutate}>
            {M.confirmDelete}
          </Button>
        </Group>
      </Stack>
    </FormDialog>
  );
}
