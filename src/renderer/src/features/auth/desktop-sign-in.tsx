// Zyno Desktop's sign-in at a registered station (spec §2 "Desktop client login", §5): username
// and PIN or password — submit only when both are non-blank — and a touch on the fingerprint
// reader, which uses the username typed so far as the hint. A 401 that is not about the
// credentials means the station's registration is gone: the station checks in again.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import type { ApiErrorCode } from '@shared/api-error';
import type { LoginResponse } from '@shared/auth/sign-in';
import { installCredentialsRequestSchema, type DetectedInstall } from '@shared/installs/installs';
import type { AccessContext } from '@shared/route-access';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { isApiError, UserFacingError, useSignInApi } from '../../api';
import { installLostAtom, useSignIn } from '../../lib/session';
import { showSignInNotice } from '../../lib/sign-in-notice';
import { useFingerprintReader, type DesktopServices } from '../../platform';
import { CredentialsForm, useTextFieldsForm } from '../../ui';
import { LoginAlert } from './login-alert';
import { LoginErrorAlert } from './login-error-alert';
import { loginErrorText } from './login-error';
import { MutedText } from './muted-text';
import classes from './login-page.module.css';
import { DESKTOP_LOGIN_MESSAGES as M, LOGIN_MESSAGES } from './messages';
import { PRIMARY_BUTTON } from './primary-button';
import { SignInHeading } from './sign-in-heading';
import { usePendingCall } from './use-pending-call';
import { usePreloadSignedIn } from './use-preload-signed-in';

/** Refusals about the person's credentials; any other 401 is about the station. */
const CREDENTIAL_ERRORS: readonly ApiErrorCode[] = [
  'invalid_credentials',
  'fingerprint_not_recognized',
];

/** The server's rules for the two fields of the credentials sign-in. */
const credentialsSchema = z.pick(installCredentialsRequestSchema, {
  username: true,
  password: true,
});

interface DesktopSignInProps {
  install: DetectedInstall;
  desktop: DesktopServices;
  onSignedIn: (context: AccessContext) => void;
}

export function DesktopSignIn({ install, desktop, onSignedIn }: DesktopSignInProps) {
  const { installs } = useSignInApi();
  const signIn = useSignIn();
  usePreloadSignedIn();
  const installLost = useSetAtom(installLostAtom);

  const start = async (answer: Promise<LoginResponse>) => {
    try {
      const response = await answer;
      showSignInNotice(response.signInNotice);
      const result = await signIn(response);
      if (!result.ok) throw new UserFacingError(LOGIN_MESSAGES.noTenant);
      return result.context;
    } catch (error) {
      if (isApiError(error) && error.status === 401 && !isCredentialError(error.code)) {
        installLost();
      }
      throw error;
    }
  };

  const credentials = useTextFieldsForm({
    schema: credentialsSchema,
    initialValues: { username: '', password: '' },
    errorText: loginErrorText,
    submit: async ({ username, password }) => {
      const answer = installs.signInWithCredentials({
        handshake: await desktop.generateHandshake(),
        username,
        password,
      });
      onSignedIn(await start(answer));
    },
    // A refused secret is typed afresh, never corrected.
    onFailure: () => {
      credentials.setValue('password', '');
    },
  });
  // The hint a touch sends is the username typed so far; read when the touch arrives, so the
  // reader's subscription does not restart on every keystroke.
  const { username, password } = credentials.values;
  const usernameRef = useRef(username);
  useEffect(() => {
    usernameRef.current = username;
  }, [username]);
  const touch = usePendingCall(
    async (fmd: string) =>
      start(
        installs.signInWithFingerprint({
          handshake: await desktop.generateHandshake(),
          fmd,
          hint: usernameRef.current.trim() === '' ? null : usernameRef.current.trim(),
        }),
      ),
    { onDone: onSignedIn },
  );
  const reader = useFingerprintReader();
  const [captureProblem, setCaptureProblem] = useState<string | null>(null);
  const { start: signInByTouch } = touch;
  const touchPending = touch.status === 'pending';
  // Read when a touch arrives, so a sign-in under way does not restart the reader's
  // subscription (which would cut short the finger still on it).
  const touchPendingRef = useRef(touchPending);
  useEffect(() => {
    touchPendingRef.current = touchPending;
  }, [touchPending]);

  useEffect(() => {
    if (reader.data !== true) return undefined;
    return desktop.onFingerprint((event) => {
      if (event.type === 'quality' || event.type === 'reader-error') {
        setCaptureProblem(event.message);
      } else if (event.type === 'sample') {
        setCaptureProblem(null);
        if (!touchPendingRef.current) signInByTouch(event.sample.Data);
      }
    });
  }, [desktop, reader.data, signInByTouch]);

  // Spec §5: submit only when both are non-blank.
  const canSubmit = username.trim() !== '' && password.trim() !== '';
  const touchError = touch.status === 'failed' ? loginErrorText(touch.error) : null;

  return (
    <Stack gap="xl">
      <SignInHeading subtitle={M.subtitle(install.tenantName)} />
      <CredentialsForm
        onSubmit={credentials.onSubmit}
        identifier={{
          kind: 'username',
          label: M.usernameLabel,
          inputProps: credentials.field('username'),
        }}
        secret={{
          label: M.secretLabel,
          description: M.secretHint,
          inputProps: credentials.field('password'),
        }}
        submit={{
          label: LOGIN_MESSAGES.signIn,
          submitting: credentials.submitting,
          disabled: !canSubmit,
          look: PRIMARY_BUTTON,
        }}
      >
        <LoginErrorAlert text={credentials.formError ?? touchError} />
      </CredentialsForm>
      {reader.data === true ? (
        <Paper withBorder radius="md" p="md" className={classes.fingerprintSlot}>
          <Group gap="md" wrap="nowrap" role="status" aria-live="polite">
            <IconFingerprint size={36} stroke={1.4} aria-hidden />
            <div>
              <Text fw={600}>{touchPending ? M.touchChecking : M.touchTitle}</Text>
              <MutedText size="sm">{M.touchHint}</MutedText>
            </div>
          </Group>
          {captureProblem === null ? null : (
            <LoginAlert kind="warning" title={M.touchProblemTitle}>
              {captureProblem}
            </LoginAlert>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}

function isCredentialError(code: string): boolean {
  return (CREDENTIAL_ERRORS as readonly string[]).includes(code);
}
