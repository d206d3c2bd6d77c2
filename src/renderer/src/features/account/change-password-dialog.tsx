// The Change Password dialog (spec §5): a new password typed twice, checked by the shared rules,
// then set with PUT {auth}/identity/set-password for the signed-in user (no accountId).
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconLock } from '@tabler/icons-react';
import { newPasswordProblem, PASSWORD_MESSAGES } from '@shared/auth/passwords';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '../../api';
import { ACCOUNT_MESSAGES } from './messages';

export interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

interface FieldErrors {
  password?: string;
  repeated?: string;
}

function fieldErrors(password: string, repeated: string): FieldErrors {
  const problem = newPasswordProblem('password', password, repeated);
  if (problem === null) return {};
  return problem === PASSWORD_MESSAGES.mismatch ? { repeated: problem } : { password: problem };
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { auth } = useApi();
  const hintId = useId();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useMutation({
    mutationFn: (newPassword: string) => auth.setPassword({ password: newPassword }),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        icon: <IconCheck size={18} />,
        message: ACCOUNT_MESSAGES.changed,
      });
      onClose();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = fieldErrors(password, repeated);
    setErrors(found);
    if (found.password === undefined && found.repeated === undefined) change.mutate(password);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {change.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={ACCOUNT_MESSAGES.failedTitle}
          >
            {change.error.message}
          </Alert>
        ) : null}
        <PasswordInput
          label={ACCOUNT_MESSAGES.newPassword}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
          }}
          error={errors.password}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          aria-describedby={hintId}
          data-autofocus
          required
        />
        <PasswordInput
          label={ACCOUNT_MESSAGES.repeatPassword}
          value={repeated}
          onChange={(event) => {
            setRepeated(event.currentTarget.value);
          }}
          error={errors.repeated}
          autoComplete="new-password"
          leftSection={<IconLock size={16} aria-hidden />}
          required
        />
        <Text id={hintId} size="sm" c="dimmed">
          {ACCOUNT_MESSAGES.hint}
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {ACCOUNT_MESSAGES.cancel}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {ACCOUNT_MESSAGES.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ACCOUNT_MESSAGES.title}
      closeButtonProps={{ 'aria-label': ACCOUNT_MESSAGES.cancel }}
      centered
      radius="lg"
      padding="xl"
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? <ChangePasswordForm onClose={onClose} /> : null}
    </Modal>
  );
}
