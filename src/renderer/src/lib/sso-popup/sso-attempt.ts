// One single sign-on attempt's side of the channel, for the page that opened the popup: hands the
// popup's start page the authorize URL (at once, and whenever it asks) and takes the return
// page's answer once, telling it that it may close.
import type { SsoCallbackParameters } from '@shared/sso/sso';
import { openSsoChannel } from './sso-channel';

export interface SsoAttemptTarget {
  id: string;
  authorizeUrl: string;
}

/** Connects the attempt; the returned function disconnects it. */
export function connectSsoAttempt(
  attempt: SsoAttemptTarget,
  onAnswer: (parameters: SsoCallbackParameters) => void,
): () => void {
  let received = false;
  const channel = openSsoChannel(attempt.id, (message) => {
    if (message.type === 'start-requested') {
      channel.post({ type: 'start', attempt: attempt.id, authorizeUrl: attempt.authorizeUrl });
    } else if (message.type === 'result') {
      channel.post({ type: 'received', attempt: attempt.id });
      if (received) return;
      received = true;
      onAnswer(message.parameters);
    }
  });
  channel.post({ type: 'start', attempt: attempt.id, authorizeUrl: attempt.authorizeUrl });
  return () => {
    channel.close();
  };
}
