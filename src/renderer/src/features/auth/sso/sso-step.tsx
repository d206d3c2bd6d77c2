// The login page while a single sign-on runs (spec §4 Login): waits for the popup's answer and
// completes the sign-in with it, shows the fallback when the browser blocked the popup, and
// cancels when the popup is closed (checked every 500 ms, spec §9).
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconWindowOff } from '@tabler/icons-react';
import type { AccessContext } from '@shared/route-access';
import type { SsoCallbackParameters } from '@shared/sso/sso';
import { useEffect, useRef, useState } from 'react';
import { UserFacingError, useSignInApi } from '../../../api';
import { useBrowserId, useCompleteSignIn } from '../../../lib/session';
import { showSignInNotice } from '../../../lib/sign-in-notice';
import { LoginAlert } from '../login-alert';
import { MutedText } from '../muted-text';
import classes from '../login-page.module.css';
import { LOGIN_MESSAGES, SSO_TEXTS } from '../messages';
import { PRIMARY_BUTTON } from '../primary-button';
import { readSsoCallback } from './sso-callback-result';
import {
  connectSsoAttempt,
  openSsoPopup,
  ssoRedirectUrl,
  usePopupClosed,
} from '../../../lib/sso-popup';
import { usePendingCall } from '../use-pending-call';
import { usePreloadSignedIn } from '../use-preload-signed-in';

export interface SsoAttempt {
  id: string;
  authorizeUrl: string;
  /** The popup as first opened; null when the browser blocked it. */
  popup: Window | null;
}

interface SsoStepProps {
  attempt: SsoAttempt;
  rememberMe: boolean;
  onCancel: () => void;
  onFailed: (error: unknown) => void;
  onSignedIn: (context: AccessContext) => void;
}

export function SsoStep({ attempt, rememberMe, onCancel, onFailed, onSignedIn }: SsoStepProps) {
  const { auth } = useSignInApi();
  const browserId = useBrowserId();
  const completeSignIn = useCompleteSignIn();
  usePreloadSignedIn();
  const popup = useRef(attempt.popup);
  const [blocked, setBlocked] = useState(attempt.popup === null);
  const continueButton = useRef<HTMLButtonElement>(null);

  const complete = usePendingCall(
    async (parameters: SsoCallbackParameters) => {
      const callback = readSsoCallback(parameters);
      if (!callback.ok) throw new UserFacingError(callback.message);
      const response = await auth.ssoCallback({
        ...callback.answer,
        browserId,
        redirectUrl: ssoRedirectUrl(),
        rememberMe,
      });
      showSignInNotice(response.signInNotice);
      const result = await completeSignIn(response, { rememberMe });
      if (!result.ok) throw new UserFacingError(LOGIN_MESSAGES.noTenant);
      return result.context;
    },
    { onDone: onSignedIn, onFailed },
  );
  const answered = complete.status !== 'idle';
  const { start } = complete;

  // The channel: hand the start page its authorize URL, and take the return page's answer once.
  useEffect(() => connectSsoAttempt(attempt, start), [attempt, start]);

  // Closing the popup cancels, until its answer has arrived.
  usePopupClosed(popup, !blocked && !answered, onCancel);

  useEffect(() => {
    if (blocked) continueButton.current?.focus();
  }, [blocked]);

  function reopen() {
    popup.current = openSsoPopup(attempt.id);
    setBlocked(popup.current === null);
  }

  function cancel() {
    popup.current?.close();
    onCancel();
  }

  if (answered) {
    return (
      <Group gap="sm" justify="center" py="lg" role="status">
        <Loader size="sm" />
        <Text fw={500}>{SSO_TEXTS.completing}</Text>
      </Group>
    );
  }

  if (blocked) {
    return (
      <Stack gap="md">
        <LoginAlert
          kind="warning"
          icon={<IconWindowOff size={20} />}
          title={SSO_TEXTS.blockedTitle}
        >
          {SSO_TEXTS.blockedText}
        </LoginAlert>
        <Button
          ref={continueButton}
          {...PRIMARY_BUTTON}
          size="md"
          fullWidth
          rightSection={<IconExternalLink size={18} />}
          onClick={reopen}
        >
          {SSO_TEXTS.continue}
        </Button>
        <Button size="md" fullWidth variant="default" onClick={onCancel}>
          {SSO_TEXTS.cancel}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={6} align="center" ta="center" role="status" className={classes.notice}>
        <Loader size="md" type="dots" aria-hidden="true" />
        <Text fw={600}>{SSO_TEXTS.waitingTitle}</Text>
        <MutedText size="sm">{SSO_TEXTS.waitingText}</MutedText>
      </Stack>
      <Button
        size="md"
        fullWidth
        variant="default"
        rightSection={<IconExternalLink size={18} />}
        onClick={() => popup.current?.focus()}
      >
        {SSO_TEXTS.showWindow}
      </Button>
      <Button size="md" fullWidth variant="default" onClick={cancel}>
        {SSO_TEXTS.cancel}
      </Button>
    </Stack>
  );
}
