// Money for people to read: whole minor units in the tenant's currency, through Intl, so the
// point of sale and the receipt say "$4.75" the same way.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** The currency's minor-unit digits: 2 for USD, 0 for JPY. */
export function minorDigits(currency: string): number {
  return formatterFor(currency).resolvedOptions().maximumFractionDigits ?? 2;
}

export function formatMoney(amountMinor: number, currency: string): string {
  return formatterFor(currency).format(amountMinor / 10 ** minorDigits(currency));
}
