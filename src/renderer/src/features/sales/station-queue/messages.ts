// Every word the station queue shows: the offline banner, the offline limits' reasons and the
// risk of taking a card offline, and the conflicts a manager resolves.
import { formatMinor } from './format-minor';

function sales(count: number): string {
  if (count === 0) return 'no sales';
  return count === 1 ? '1 sale' : `${count} sales`;
}

export const STATION_QUEUE_MESSAGES = {
  offline: (waiting: number) => `Offline — ${sales(waiting)} waiting`,
  offlineHint: 'Keep selling: sales are kept on this station and sent when it is back online.',
  syncing: (waiting: number) => `Back online — sending ${sales(waiting)}`,
  waitingForSignIn: (waiting: number) =>
    `${sales(waiting)} waiting — they are sent once someone signs in`,
  conflicts: (count: number) =>
    count === 1 ? '1 sale needs a manager' : `${count} sales need a manager`,
  retryNow: 'Try now',
  showConflicts: 'Show',
  unreadable: (count: number) =>
    count === 1
      ? 'One sale kept on this station cannot be read. Contact support before clearing this station.'
      : `${count} sales kept on this station cannot be read. Contact support before clearing this station.`,
  cardRisk:
    'Card payments taken offline are approved when the station is back online; a declined one is shown to a manager.',
  giftCardRisk:
    'Gift cards taken offline are checked when the station is back online; an overdrawn one is shown to a manager.',
  cardNeedsServer:
    'The card terminal needs the server. Take the card as an offline card payment, or use another tender.',
  noOfflineLimits:
    'This station has not loaded the offline limits yet: only cash can be taken until it has been online once.',
  cardPerSale: (limit: number, currency: string) =>
    `An offline card payment can be at most ${formatMinor(limit, currency)}.`,
  cardTotal: (left: number, currency: string) =>
    `Offline card payments on this station can add up to ${formatMinor(left, currency)} more before it is back online.`,
  giftCardTotal: (code: string, left: number, currency: string) =>
    `Gift card ${code} can pay at most ${formatMinor(left, currency)} more while the station is offline.`,
  noConflicts: 'No refused sales: everything this station sold is on the server or on its way.',
  heldBehind: (count: number) =>
    count === 1
      ? '1 later sale uses the same gift card and waits until these are resolved.'
      : `${count} later sales use the same gift cards and wait until these are resolved.`,
  noReceiptNumber: 'No receipt number',
  conflictLabel: (receipt: string) => `Refused sale ${receipt}`,
  rungUpAt: (at: Date) =>
    `Rung up ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(at)}`,
  sendAgain: 'Send again',
  writeOff: 'Write off',
  writeOffTitle: 'Write off this sale',
  writeOffExplanation:
    'The sale stays in this station’s write-off log with your reason; its receipt number is not used again.',
  writeOffReason: 'Reason',
  writeOffReasonMissing: 'Enter a reason.',
  writeOffReasonTooLong: 'A reason may be at most 200 characters long.',
  cancel: 'Cancel',
} as const;
