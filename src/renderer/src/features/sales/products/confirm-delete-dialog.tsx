// Asks before something of the catalogue is deleted, saying what follows; the failure, if any,
// shows in the dialog.
import { Button, Group, Stack, Text } from '@mantine/core';
import { apiErrorText } from '../../../api';
import { ErrorAlert, FormDialog } from '../../../ui';
import { PRODUCT_MESSAGES as M } from './messages';

export function ConfirmDeleteDialog<Target>({
  target,
  title,
  body,
  close,
  remove,
}: {
  /** Null: closed. */
  target: Target | null;
  title: string;
  body: (target: Target) => string;
  /** Called with null to close (a state setter will do). */
  close: (none: null) => void;
  remove: { isPending: boolean; error: unknown; mutate: (target: Target) => void };
}) {
  const onClose = () => {
    close(null);
  };
  return (
    <FormDialog opened={target !== null} onClose={onClose} title={title} closeLabel={M.close}>
      {target === null ? null : (
        <Stack gap="md">
          <ErrorAlert message={remove.error === null ? null : apiErrorText(remove.error)} />
          <Text>{body(target)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {M.cancel}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                remove.mutate(target);
              }}
            >
              {M.confirmDelete}
            </Button>
          </Group>
        </Stack>
      )}
    </FormDialog>
  );
}
