// Login step 1 (spec §4 Login): the e-mail, which the server answers with "password needed" or
// a single sign-on address. A blank e-mail never leaves the page (spec §5).
import { Button, Stack, TextInput } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api';
import { LoginErrorAlert } from './login-error-alert';
import { LoginError } from './login-error';
import { LOGIN_MESSAGES } from './messages';

interface EmailStepProps {
  initialEmail: string;
  onPasswordRequired: (email: string) => void;
}

export function EmailStep({ initialEmail, onPasswordRequired }: EmailStepProps) {
  const { auth } = useApi();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: async (address: string) => {
      const answer = await auth.login({ email: address });
      if ('authorizeUrl' in answer) throw new LoginError(LOGIN_MESSAGES.ssoNotAvailable);
      return address;
    },
    onSuccess: onPasswordRequired,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed === '') {
      setFieldError(LOGIN_MESSAGES.emailRequired);
      return;
    }
    login.mutate(trimmed);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <LoginErrorAlert error={login.error} />
        <TextInput
          label={LOGIN_MESSAGES.emailLabel}
          placeholder={LOGIN_MESSAGES.emailPlaceholder}
          type="email"
          autoComplete="username"
          autoFocus
          size="md"
          leftSection={<IconMail size={18} stroke={1.6} />}
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setFieldError(null);
          }}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={login.isPending}
          rightSection={<IconArrowRight size={18} />}
        >
          {LOGIN_MESSAGES.next}
        </Button>
      </Stack>
    </form>
  );
}
