// Login step 2 (spec §4 Login): the password and "keep me signed in for 30 days"; a successful
// answer starts the session and hands the new access context to the page.
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { AccessContext } from '@shared/route-access';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api';
import { useBrowserId, useSignIn } from '../../lib/session';
import { LoginErrorAlert } from './login-error-alert';
import { LoginError } from './login-error';
import { LOGIN_MESSAGES } from './messages';

interface PasswordStepProps {
  email: string;
  onChangeEmail: () => void;
  onSignedIn: (context: AccessContext) => void;
}

export function PasswordStep({ email, onChangeEmail, onSignedIn }: PasswordStepProps) {
  const { auth } = useApi();
  const browserId = useBrowserId();
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: async () => {
      const response = await auth.passwordLogin({ browserId, email, password, rememberMe });
      const result = await signIn(response);
      if (!result.ok) throw new LoginError(LOGIN_MESSAGES.noTenant);
      return result.context;
    },
    onSuccess: onSignedIn,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') {
      setFieldError(LOGIN_MESSAGES.passwordRequired);
      return;
    }
    login.mutate();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LoginErrorAlert error={login.error} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {LOGIN_MESSAGES.signingInAs}
            </Text>
            <Text size="sm" fw={600} truncate="end">
              {email}
            </Text>
          </div>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onChangeEmail}
            style={{ flexShrink: 0 }}
          >
            {LOGIN_MESSAGES.useDifferentEmail}
          </Anchor>
        </Group>
        <PasswordInput
          label={LOGIN_MESSAGES.passwordLabel}
          autoComplete="current-password"
          autoFocus
          size="md"
          leftSection={<IconLock size={18} stroke={1.6} />}
          value={password}
          error={fieldError}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setFieldError(null);
          }}
        />
        <Checkbox
          label={LOGIN_MESSAGES.rememberMe}
          checked={rememberMe}
          onChange={(event) => {
            setRememberMe(event.currentTarget.checked);
          }}
        />
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {LOGIN_MESSAGES.signIn}
        </Button>
      </Stack>
    </form>
  );
}
