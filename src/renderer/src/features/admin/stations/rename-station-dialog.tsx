// Renaming a station: its name, checked by the server's own rule; a refusal keeps what was typed.
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { renameInstallRequestSchema, type Install } from '@shared/installs/installs';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api';
import { useSession } from '../../../lib/session';
import { useSchemaForm } from '../../../ui';
import { STATION_MESSAGES as M } from './messages';

function RenameForm({ install, onClose }: { install: Install; onClose: () => void }) {
  const { installs } = useApi();
  const tenantId = useSession()?.tenantId ?? '';
  const queryClient = useQueryClient();
  const { form, onSubmit, formError, submitting } = useSchemaForm({
    schema: renameInstallRequestSchema,
    initialValues: { name: install.name },
    submit: async (values) => {
      const renamed = await installs.rename(install.id, values);
      await queryClient.invalidateQueries({ queryKey: [tenantId, 'installs'] });
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: M.renamed(renamed.name),
      });
      onClose();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {formError === null ? null : (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={M.failedTitle}
            role="alert"
          >
            {formError}
          </Alert>
        )}
        <TextInput
          label={M.nameLabel}
          description={M.nameDescription}
          data-autofocus
          required
          {...form.getInputProps('name')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {M.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RenameStationDialog({
  install,
  onClose,
}: {
  install: Install | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={install !== null}
      onClose={onClose}
      title={M.renameTitle}
      closeButtonProps={{ 'aria-label': M.cancel }}
      centered
      radius="lg"
      padding="xl"
    >
      {install === null ? null : <RenameForm install={install} onClose={onClose} />}
    </Modal>
  );
}
