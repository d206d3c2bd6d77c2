// Asks before something of the catalogue is deleted, saying what follows; the failure, if any,
// shows in the dialog.
import { Stack, Text } from '@mantine/core';
import { apiErrorText } from '../../../api';
import { ConfirmButtons, ErrorAlert, FormDialog } from '../../../ui';
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
          <ConfirmButtons
            keepLabel={M.cancel}
            confirmLabel={M.confirmDelete}
            onKeep={onClose}
            onConfirm={() => {
              remove.mutate(target);
            }}
            confirming={remove.isPending}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
