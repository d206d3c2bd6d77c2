// The reference server's payment-provider adapter: a simulated card terminal. It is
// deterministic so tests and demos can choose an outcome by the amount's cents, as card networks'
// test cards do (CARD_TEST_AMOUNTS): .51 declines, .52 times out, .53 is cancelled by the customer
// on the terminal, anything else is approved. A payment answers `waiting` to the first poll after
// it was asked for (the customer is tapping), and its outcome from the second poll on.
import { CARD_TEST_AMOUNTS, type CardPaymentStatus } from '@shared/sales/card-payments';

export interface TerminalOutcome {
  status: Exclude<CardPaymentStatus, 'waiting'>;
  cardLast4: string | null;
  cardBrand: string | null;
  message: string | null;
}

/** The simulated card every approval is made with. */
const TEST_CARD = { cardLast4: '4242', cardBrand: 'Visa' } as const;

export function terminalOutcome(amountMinor: number): TerminalOutcome {
  switch (amountMinor % 100) {
    case CARD_TEST_AMOUNTS.declinedCents:
      return {
        status: 'declined',
        cardLast4: null,
        cardBrand: null,
        message: 'Insufficient funds',
      };
    case CARD_TEST_AMOUNTS.timedOutCents:
      return {
        status: 'timedOut',
        cardLast4: null,
        cardBrand: null,
        message: 'The terminal did not answer in time',
      };
    case CARD_TEST_AMOUNTS.cancelledOnTerminalCents:
      return {
        status: 'cancelled',
        cardLast4: null,
        cardBrand: null,
        message: 'Cancelled on the terminal',
      };
    default:
      return { status: 'approved', ...TEST_CARD, message: null };
  }
}

/**
 * A stored-card payment forwarded after the station was offline: the provider answers at once,
 * approved or declined (a timeout or cancel cannot happen to a card already read).
 */
export function storedCardOutcome(amountMinor: number): TerminalOutcome {
  const outcome = terminalOutcome(amountMinor);
  return outcome.status === 'approved'
    ? outcome
    : { status: 'declined', cardLast4: null, cardBrand: null, message: 'Declined by the issuer' };
}
