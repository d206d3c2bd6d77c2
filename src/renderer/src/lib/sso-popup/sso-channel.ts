// The tab-to-tab channel of a single sign-on (spec §4 Login): the login page hands the popup its
// authorize URL, and the popup's return page hands back what the identity provider answered.
// Every message names its attempt, so two login tabs never take each other's answers.
import { ssoCallbackParametersSchema } from '@shared/sso/sso';
import * as z from 'zod/mini';

export const SSO_CHANNEL_NAME = 'zyno.sso';

const attempt = z.uuid();

const ssoMessageSchema = z.discriminatedUnion('type', [
  /** Popup start page → login page: which authorize URL should I open? */
  z.object({ type: z.literal('start-requested'), attempt }),
  /** Login page → popup start page. */
  z.object({
    type: z.literal('start'),
    attempt,
    authorizeUrl: z.url({ protocol: /^https?$/ }),
  }),
  /** Popup return page → login page: the provider's redirect parameters. */
  z.object({ type: z.literal('result'), attempt, parameters: ssoCallbackParametersSchema }),
  /** Login page → popup return page: got it, the popup may close. */
  z.object({ type: z.literal('received'), attempt }),
]);
export type SsoMessage = z.infer<typeof ssoMessageSchema>;

interface SsoChannel {
  post(message: SsoMessage): void;
  close(): void;
}

/** Opens the channel; `onMessage` sees only well-formed messages of this attempt. */
export function openSsoChannel(
  attemptId: string,
  onMessage: (message: SsoMessage) => void,
): SsoChannel {
  const channel = new BroadcastChannel(SSO_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = ssoMessageSchema.safeParse(event.data);
    if (parsed.success && parsed.data.attempt === attemptId) onMessage(parsed.data);
  };
  return {
    post: (message) => {
      channel.postMessage(message);
    },
    close: () => {
      channel.close();
    },
  };
}

/** The popup keeps its attempt id in its own session storage across the trip to the provider. */
export const SSO_ATTEMPT_KEY = 'zyno.sso.attempt';

export function isAttemptId(value: string | null): value is string {
  return attempt.safeParse(value).success;
}
