// /login/sso, the popup's start page (spec §2): asks the login page that opened it for the
// identity provider's authorize URL and sends the browser there. Passing the URL over the
// channel, not in our own address, keeps this page from being an open redirect.
import { useEffect, useState } from 'react';
import { SSO_TEXTS } from '../messages';
import { usePageSearchParams } from '../../../lib/navigation';
import { isAttemptId, openSsoChannel, SSO_ATTEMPT_KEY } from '../../../lib/sso-popup';
import { SsoWindowLayout } from './sso-window-layout';

/** How long the start page waits for its login page before saying it lost it. */
const SSO_HANDOFF_TIMEOUT_MS = 10_000;

export function SsoStartPage() {
  const searchParams = usePageSearchParams();
  const attempt = searchParams.get('attempt');
  const [orphaned, setOrphaned] = useState(!isAttemptId(attempt));

  useEffect(() => {
    if (!isAttemptId(attempt)) return undefined;
    // Kept in this window across the trip to the provider, for the return page.
    window.sessionStorage.setItem(SSO_ATTEMPT_KEY, attempt);
    let started = false;
    const timer = window.setTimeout(() => {
      setOrphaned(true);
    }, SSO_HANDOFF_TIMEOUT_MS);
    const channel = openSsoChannel(attempt, (message) => {
      if (message.type !== 'start' || started) return;
      started = true;
      window.clearTimeout(timer);
      window.location.replace(message.authorizeUrl);
    });
    channel.post({ type: 'start-requested', attempt });
    return () => {
      window.clearTimeout(timer);
      channel.close();
    };
  }, [attempt]);

  return (
    <SsoWindowLayout
      title={SSO_TEXTS.startTitle}
      text={SSO_TEXTS.startText}
      orphaned={orphaned ? SSO_TEXTS.startOrphaned : null}
    />
  );
}
