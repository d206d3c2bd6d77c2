// A sale's time as the shop saw it: in its location's time zone, not the reader's.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function saleTime(
  at: string,
  timeZone: string | undefined,
  style: 'short' | 'full',
): string {
  const key = `${timeZone ?? ''}|${style}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(undefined, {
      dateStyle: style === 'full' ? 'full' : 'medium',
      timeStyle: 'short',
      ...(timeZone === undefined ? {} : { timeZone }),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(at));
}
