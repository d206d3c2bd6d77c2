// An admin's confirmation before a change that cannot simply be undone (revoke a station, unlink
// the identity provider): the question, what follows, why the last attempt failed, and the
// choice — keeping things as they are has the focus. Once done, the screen's queries reload and a
// notice says what happened.
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '../../api';
import { useSession } from '../../lib/session';
import { ConfirmButtons, ErrorAlert, TargetDialog } from '../../ui';

export interface ConfirmTexts {
  title: string;
  close: string;
  question: (name: string) => string;
  consequences: string;
  keep: string;
  confirm: string;
  failed: string;
  done: (name: string) => string;
}

export interface ConfirmDialogProps<Target> {
  target: Target | null;
  onClose: () => void;
  texts: ConfirmTexts;
  /** How the texts name the target. */
  nameOf: (target: Target) => string;
  act: (target: Target) => Promise<void>;
  /** The tenant's queries to reload afterwards ([tenantId, resource, …]). */
  resource: string;
}

function Confirmation<Target>({
  target,
  onClose,
  texts,
  nameOf,
  act,
  resource,
}: ConfirmDialogProps<Target> & { target: Target }) {
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => act(target),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [tenantId, resource] });
      notifications.show({ color: 'gray', message: texts.done(nameOf(target)) });
      onClose();
    },
  });
  const confirm = () => {
    change.mutate();
  };
  return (
    <Stack gap="md">
      <Text fw={600}>{texts.question(nameOf(target))}</Text>
      <Text size="sm">{texts.consequences}</Text>
      {change.isError ? (
        <ErrorAlert title={texts.failed} message={apiErrorText(change.error)} />
      ) : null}
      <ConfirmButtons
        keepLabel={texts.keep}
        confirmLabel={texts.confirm}
        onKeep={onClose}
        onConfirm={confirm}
        confirming={change.isPending}
      />
    </Stack>
  );
}

export function ConfirmDialog<Target>(props: ConfirmDialogProps<Target>) {
  return (
    <TargetDialog
      target={props.target}
      onClose={props.onClose}
      title={props.texts.title}
      closeLabel={props.texts.close}
    >
      {(target) => <Confirmation {...props} target={target} />}
    </TargetDialog>
  );
}
