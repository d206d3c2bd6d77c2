// What every Users dialog shares: the modal frame, the failure that is not about one field, and
// the Cancel / submit row.
import { Alert, Button, Group, Modal } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { USERS_MESSAGES as M } from './messages';

export function UsersDialog({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      size={size}
      closeButtonProps={{ 'aria-label': M.close }}
    >
      {children}
    </Modal>
  );
}

export function FailureAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={M.failed}
      role="alert"
    >
      {message}
    </Alert>
  );
}

export function DialogButtons({
  onCancel,
  submitLabel,
  submitting,
}: {
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {M.cancel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
