// Revoking a station after saying what follows: everyone signed in there is signed out, and the
// station returns to 'Sign into Zyno' until an administrator registers it again.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Install } from '@shared/installs/installs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorText, useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import { STATION_MESSAGES as M } from './messages';

export function RevokeStationDialog({
  install,
  onClose,
}: {
  install: Install | null;
  onClose: () => void;
}) {
  const { installs } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const revocation = useMutation({
    mutationFn: (target: Install) => installs.revoke(target.id),
    onSuccess: async (_nothing, target) => {
      await queryClient.invalidateQueries({ queryKey: [tenantId, 'installs'] });
      notifications.show({ color: 'gray', message: M.revokedNotice(target.name) });
      onClose();
    },
  });
  const close = () => {
    revocation.reset();
    onClose();
  };
  return (
    <Modal
      opened={install !== null}
      onClose={close}
      title={M.revokeTitle}
      closeButtonProps={{ 'aria-label': M.cancel }}
      centered
      radius="lg"
      padding="xl"
    >
      {install === null ? null : (
        <Stack gap="md">
          <Text fw={600}>{M.revokeQuestion(install.name)}</Text>
          <Text size="sm">{M.revokeConsequences}</Text>
          {revocation.isError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={M.failedTitle}
              role="alert"
            >
              {apiErrorText(revocation.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {M.keep}
            </Button>
            <Button
              color="red"
              loading={revocation.isPending}
              onClick={() => {
                revocation.mutate(install);
              }}
            >
              {M.confirmRevoke}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
