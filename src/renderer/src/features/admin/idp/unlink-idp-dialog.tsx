// Unlinking the tenant's identity provider (or cancelling a setup) after saying what follows.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import type { IdpConfig } from '@shared/sso/idp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorText, useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import { idpKey } from './idp-queries';
import { IDP_MESSAGES as M } from './messages';

export function UnlinkIdpDialog({
  config,
  onClose,
}: {
  config: IdpConfig | null;
  onClose: () => void;
}) {
  const { identityProvider } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const unlink = useMutation({
    mutationFn: () => identityProvider.unlink(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: idpKey(tenantId) });
      notifications.show({ color: 'gray', message: M.unlinkedNotice });
      onClose();
    },
  });
  return (
    <Modal
      opened={config !== null}
      onClose={() => {
        unlink.reset();
        onClose();
      }}
      title={M.unlinkTitle}
      closeButtonProps={{ 'aria-label': M.cancel }}
      centered
      radius="lg"
      padding="xl"
    >
      {config === null ? null : (
        <Stack gap="md">
          <Text fw={600}>{M.unlinkQuestion(M.providers[config.provider])}</Text>
          <Text size="sm">{M.unlinkConsequences}</Text>
          {unlink.isError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={M.failedTitle}
              role="alert"
            >
              {apiErrorText(unlink.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {M.keep}
            </Button>
            <Button
              color="red"
              loading={unlink.isPending}
              onClick={() => {
                unlink.mutate();
              }}
            >
              {M.confirmUnlink}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
