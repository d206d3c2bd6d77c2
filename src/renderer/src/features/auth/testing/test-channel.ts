// The other end of the single sign-on channel in tests: plays the popup for the login page, or
// the login page for the popup's pages, and records what it hears.
import { waitFor } from '@testing-library/react';
import { SSO_CHANNEL_NAME, type SsoMessage } from '../../../lib/sso-popup';

export interface TestChannel {
  heard: SsoMessage[];
  post(message: SsoMessage): void;
  /** Waits until a message of this type has been heard, and returns the first. */
  waitFor<T extends SsoMessage['type']>(type: T): Promise<Extract<SsoMessage, { type: T }>>;
  close(): void;
}

export function openTestChannel(): TestChannel {
  const channel = new BroadcastChannel(SSO_CHANNEL_NAME);
  const heard: SsoMessage[] = [];
  channel.onmessage = (event: MessageEvent<SsoMessage>) => {
    heard.push(event.data);
  };
  return {
    heard,
    post: (message) => {
      channel.postMessage(message);
    },
    waitFor: async <T extends SsoMessage['type']>(type: T) => {
      let found: Extract<SsoMessage, { type: T }> | undefined;
      await waitFor(() => {
        found = heard.find((message): message is Extract<SsoMessage, { type: T }> => {
          return message.type === type;
        });
        if (found === undefined) throw new Error(`No ${type} message yet.`);
      });
      if (found === undefined) throw new Error(`No ${type} message.`);
      return found;
    },
    close: () => {
      channel.close();
    },
  };
}
