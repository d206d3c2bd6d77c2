// Login step 2 (spec §4 Login): the password, with "keep me signed in for 30 days"; a successful
// answer starts the session and hands the new access context to the page.
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { AccessContext } from '@shared/route-access';
import { passwordLoginRequestSchema } from '@shared/auth/sign-in';
import * as z from 'zod/mini';
import { UserFacingError, useSignInApi } from '../../api';
import { useBrowserId, useSignIn } from '../../lib/session';
import { showSignInNotice } from '../../lib/sign-in-notice';
import { useTextFieldsForm } from '../../ui';
import { LoginErrorAlert } from './login-error-alert';
import { loginErrorText } from './login-error';
import { MutedText } from './muted-text';
import classes from './login-page.module.css';
import { LOGIN_MESSAGES } from './messages';
import { loginFieldProps } from './login-field';
import { PRIMARY_BUTTON } from './primary-button';
import { RememberMeCheckbox } from './remember-me-checkbox';
import { UNRECORDED_INPUT } from '../../lib/session-replay';
import { usePreloadSignedIn } from './use-preload-signed-in';

/** Spec §5: the password must be non-empty; the server's own rule for it. */
const passwordStepSchema = z.pick(passwordLoginRequestSchema, { password: true });

interface PasswordStepProps {
  email: string;
  rememberMe: boolean;
  onRememberMeChange: (rememberMe: boolean) => void;
  onChangeEmail: () => void;
  onSignedIn: (context: AccessContext) => void;
}

export function PasswordStep({
  email,
  rememberMe,
  onRememberMeChange,
  onChangeEmail,
  onSignedIn,
}: PasswordStepProps) {
  const { auth } = useSignInApi();
  const browserId = useBrowserId();
  const signIn = useSignIn();
  usePreloadSignedIn();
  const { field, onSubmit, formError, submitting } = useTextFieldsForm({
    schema: passwordStepSchema,
    initialValues: { password: '' },
    errorText: loginErrorText,
    submit: async ({ password }) => {
      const response = await auth.passwordLogin({ browserId, email, password, rememberMe });
      showSignInNotice(response.signInNotice);
      const result = await signIn(response);
      if (!result.ok) throw new UserFacingError(LOGIN_MESSAGES.noTenant);
      onSignedIn(result.context);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <LoginErrorAlert text={formError} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <MutedText size="xs">{LOGIN_MESSAGES.signingInAs}</MutedText>
            <Text size="sm" fw={600} truncate="end">
              {email}
            </Text>
          </div>
          <Anchor
            component="button"
            type="button"
            size="sm"
            className={classes.link}
            onClick={onChangeEmail}
            style={{ flexShrink: 0 }}
          >
            {LOGIN_MESSAGES.useDifferentEmail}
          </Anchor>
        </Group>
        {/* Lets password managers pair the password with the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          {...UNRECORDED_INPUT}
          label={LOGIN_MESSAGES.passwordLabel}
          autoComplete="current-password"
          {...loginFieldProps(IconLock)}
          {...field('password')}
        />
        <RememberMeCheckbox checked={rememberMe} onChange={onRememberMeChange} />
        <Button type="submit" size="md" fullWidth loading={submitting} {...PRIMARY_BUTTON}>
          {LOGIN_MESSAGES.signIn}
        </Button>
      </Stack>
    </form>
  );
}
