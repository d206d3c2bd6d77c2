// Money for the queue's messages: minor units in the tenant's currency, as the till shows them.
export function formatMinor(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
