// Login step 1 (spec §4 Login): the e-mail, which the server answers with "password needed" or
// a single sign-on authorize URL. A blank e-mail never leaves the page (spec §5): the shared
// e-mail schema trims it and asks for it, as the server would. The schema comes with the login
// page's deferred code (login-deferred.ts): the step draws and takes the e-mail without it.
import { Button, Stack, TextInput } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import type * as z from 'zod/mini';
import { useSignInApi } from '../../api';
import { useTextFieldsForm } from '../../ui';
import { LoginErrorAlert } from './login-error-alert';
import { loginErrorText } from './login-error';
import { LOGIN_MESSAGES } from './messages';
import { loginFieldProps } from './login-field';
import { PRIMARY_BUTTON } from './primary-button';
import { RememberMeCheckbox } from './remember-me-checkbox';
import { ssoRedirectUrl } from '../../lib/sso-popup';

/** The e-mail's check: a text field in, the e-mail to send out. */
export type EmailStepSchema = z.core.$ZodType<{ email: string }, { email: string }>;

interface EmailStepProps {
  /** The e-mail's check, fetched when first needed (a Next before it has arrived waits for it). */
  loadSchema: () => Promise<EmailStepSchema>;
  initialEmail: string;
  /** A failure that ended the last attempt (a single sign-on), shown until the next try. */
  initialError: unknown;
  rememberMe: boolean;
  onRememberMeChange: (rememberMe: boolean) => void;
  /** Shows the next step; the e-mail step stays busy until it is on screen. */
  onPasswordRequired: (email: string) => Promise<void>;
  onSingleSignOn: (email: string, authorizeUrl: string) => Promise<void>;
}

export function EmailStep({
  loadSchema,
  initialEmail,
  initialError,
  rememberMe,
  onRememberMeChange,
  onPasswordRequired,
  onSingleSignOn,
}: EmailStepProps) {
  const { auth } = useSignInApi();
  const { field, onSubmit, formError, submitting } = useTextFieldsForm({
    schema: loadSchema,
    initialValues: { email: initialEmail },
    initialError,
    errorText: loginErrorText,
    submit: async ({ email }) => {
      const answer = await auth.login({ email, redirectUrl: ssoRedirectUrl() });
      if ('authorizeUrl' in answer) await onSingleSignOn(email, answer.authorizeUrl);
      else await onPasswordRequired(email);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <LoginErrorAlert text={formError} />
        <TextInput
          label={LOGIN_MESSAGES.emailLabel}
          placeholder={LOGIN_MESSAGES.emailPlaceholder}
          type="email"
          autoComplete="username"
          {...loginFieldProps(IconMail)}
          {...field('email')}
        />
        <RememberMeCheckbox checked={rememberMe} onChange={onRememberMeChange} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={submitting}
          {...PRIMARY_BUTTON}
          rightSection={<IconArrowRight size={18} />}
        >
          {LOGIN_MESSAGES.next}
        </Button>
      </Stack>
    </form>
  );
}
