// Texts of Admin → Sales → Payments: the card-payment provider connection, its connect round
// trip's return page (success, refusal, error) and disconnecting.
import type { ConfirmTexts } from '../confirm-dialog';

export const PAYMENTS_MESSAGES = {
  stateTitle: 'Card payment provider',
  notConnected: 'Not connected',
  connected: 'Connected',
  testMode: 'Test mode',
  notConnectedText:
    'Connect your card payment provider to take card payments at your stations and follow your payouts.',
  connectedText: (date: string, by: string | null) =>
    by === null ? `Connected on ${date}.` : `Connected on ${date} by ${by}.`,
  accountLabel: 'Provider account',
  businessLabel: 'Business name',
  connect: 'Connect',
  connectAgain: 'Connect again',
  disconnect: 'Disconnect',
  startFailed: 'The connection could not be started',
  loadFailed: 'The payment settings could not be loaded.',
  retry: 'Try again',
  disconnectDialog: {
    title: 'Disconnect the card payment provider',
    close: 'Close',
    question: (name: string) => `Disconnect ${name}?`,
    consequences:
      'Stations stop taking card payments through this account until you connect again. Past payments stay as they are.',
    keep: 'Keep connected',
    confirm: 'Disconnect',
    failed: 'The provider could not be disconnected',
    done: (name: string) => `${name} is disconnected.`,
  } satisfies ConfirmTexts,
  returnPage: {
    finishing: 'Finishing the connection…',
    successTitle: 'Card payments connected',
    successText: (name: string, account: string) =>
      `${name} (${account}) is connected in test mode. Your stations can take card payments through it.`,
    refusedTitle: 'Connection cancelled',
    refusedText:
      'You cancelled the connection to the card payment provider. Nothing was changed; you can connect whenever you are ready.',
    errorTitle: 'The connection could not be finished',
    providerError: (code: string) =>
      `The card payment provider answered “${code}”. Start the connection again.`,
    badReturn:
      'This page finishes a connection started from Payments, and it was opened without one. Start the connection from Payments.',
    backToPayments: 'Back to Payments',
    goToPayments: 'Go to Payments',
    tryAgain: 'Try again',
  },
} as const;
