// Money for people to read: whole minor units in the tenant's currency, through Intl, so the
// point of sale and the receipt say "$4.75" the same way.
interface CurrencyFormat {
  formatter: Intl.NumberFormat;
  /** The currency's minor-unit digits, read once (resolvedOptions builds a new object a call). */
  digits: number;
}

const formats = new Map<string, CurrencyFormat>();

function formatFor(currency: string): CurrencyFormat {
  let format = formats.get(currency);
  if (format === undefined) {
    const formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    format = { formatter, digits: formatter.resolvedOptions().maximumFractionDigits ?? 2 };
    formats.set(currency, format);
  }
  return format;
}

/** The currency's minor-unit digits: 2 for USD, 0 for JPY. */
export function minorDigits(currency: string): number {
  return formatFor(currency).digits;
}

export function formatMoney(amountMinor: number, currency: string): string {
  const { formatter, digits } = formatFor(currency);
  return formatter.format(amountMinor / 10 ** digits);
}
