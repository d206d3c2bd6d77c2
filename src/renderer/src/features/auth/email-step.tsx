// Login step 1 (spec §4 Login): the e-mail, which the server answers with "password needed" or
// a single sign-on authorize URL. A blank e-mail never leaves the page (spec §5).
import { Button, Stack, TextInput } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api';
import { LoginErrorAlert } from './login-error-alert';
import { LOGIN_MESSAGES } from './messages';
import { PRIMARY_BUTTON } from './primary-button';
import { RememberMeCheckbox } from './remember-me-checkbox';
import { ssoRedirectUrl } from './sso/sso-popup';

interface EmailStepProps {
  initialEmail: string;
  /** A failure that ended the last attempt (a single sign-on), shown until the next try. */
  initialError: unknown;
  rememberMe: boolean;
  onRememberMeChange: (rememberMe: boolean) => void;
  onPasswordRequired: (email: string) => void;
  onSingleSignOn: (email: string, authorizeUrl: string) => void;
}

export function EmailStep({
  initialEmail,
  initialError,
  rememberMe,
  onRememberMeChange,
  onPasswordRequired,
  onSingleSignOn,
}: EmailStepProps) {
  const { auth } = useApi();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [earlierError, setEarlierError] = useState(initialError);
  const login = useMutation({
    mutationFn: async (address: string) => ({
      address,
      answer: await auth.login({ email: address, redirectUrl: ssoRedirectUrl() }),
    }),
    onSuccess: ({ address, answer }) => {
      if ('authorizeUrl' in answer) onSingleSignOn(address, answer.authorizeUrl);
      else onPasswordRequired(address);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEarlierError(null);
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
        <LoginErrorAlert error={login.error ?? earlierError} />
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
          errorProps={{ role: 'alert' }}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setFieldError(null);
          }}
        />
        <RememberMeCheckbox checked={rememberMe} onChange={onRememberMeChange} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={login.isPending}
          {...PRIMARY_BUTTON}
          rightSection={<IconArrowRight size={18} />}
        >
          {LOGIN_MESSAGES.next}
        </Button>
      </Stack>
    </form>
  );
}
