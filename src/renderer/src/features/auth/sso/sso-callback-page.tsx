// /login/callback, the popup's return page (spec §2): passes what the identity provider answered
// to the login page over the tab-to-tab channel and closes once the login page has it.
import type { SsoCallbackParameters } from '@shared/sso/sso';
import { useEffect, useState } from 'react';
import { SSO_TEXTS } from '../messages';
import { usePageSearchParams } from '../../../lib/navigation';
import { isAttemptId, openSsoChannel, SSO_ATTEMPT_KEY } from '../../../lib/sso-popup';
import { SsoWindowLayout } from './sso-window-layout';

/** How long the return page waits for its login page before saying it lost it. */
const SSO_RESULT_TIMEOUT_MS = 5_000;

const PARAMETER_NAMES = ['code', 'state', 'iss', 'error', 'error_description'] as const;

function callbackParameters(searchParams: URLSearchParams): SsoCallbackParameters {
  const parameters: SsoCallbackParameters = {};
  for (const name of PARAMETER_NAMES) {
    const value = searchParams.get(name);
    if (value !== null) parameters[name] = value;
  }
  return parameters;
}

export function SsoCallbackPage() {
  const searchParams = usePageSearchParams();
  const [attempt] = useState(() => window.sessionStorage.getItem(SSO_ATTEMPT_KEY));
  const [orphaned, setOrphaned] = useState(!isAttemptId(attempt));

  useEffect(() => {
    if (!isAttemptId(attempt)) return undefined;
    window.sessionStorage.removeItem(SSO_ATTEMPT_KEY);
    const channel = openSsoChannel(attempt, (message) => {
      if (message.type === 'received') window.close();
    });
    channel.post({ type: 'result', attempt, parameters: callbackParameters(searchParams) });
    const timer = window.setTimeout(() => {
      setOrphaned(true);
    }, SSO_RESULT_TIMEOUT_MS);
    return () => {
      window.clearTimeout(timer);
      channel.close();
    };
  }, [attempt, searchParams]);

  return (
    <SsoWindowLayout
      title={SSO_TEXTS.returnTitle}
      orphaned={orphaned ? SSO_TEXTS.returnOrphaned : null}
    />
  );
}
