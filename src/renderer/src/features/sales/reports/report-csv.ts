// Reports as CSV for a spreadsheet or the accountant: amounts as plain decimals in the shop's
// currency, every cell quoted as needed, and a cell that a spreadsheet would run as a formula
// (=, +, -, @ first) defused with a leading apostrophe.
import type {
  DrawerSessions,
  SalesBreakdown,
  SalesFigures,
  SalesSummary,
} from '@shared/sales/reports';
import { minorDigits } from '@shared/sales/format-money';

function cell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csv(rows: (string | number)[][]): string {
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** 123456 → "1234.56" in a 2-digit currency; negative amounts keep their sign. */
export function decimal(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const whole = Math.abs(amountMinor);
  if (digits === 0) return `${sign}${whole}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(whole / unit)}.${String(whole % unit).padStart(digits, '0')}`;
}

const FIGURE_COLUMNS = [
  ['grossMinor', 'Gross sales'],
  ['discountsMinor', 'Discounts'],
  ['refundsMinor', 'Refunds'],
  ['netMinor', 'Net sales'],
  ['taxMinor', 'Tax'],
  ['giftCardsSoldMinor', 'Gift cards sold'],
  ['collectedMinor', 'Total collected'],
] as const satisfies readonly (readonly [keyof SalesFigures, string])[];

export function breakdownCsv(breakdown: SalesBreakdown, groupLabel: string): string {
  const { currency } = breakdown;
  return csv([
    [groupLabel, 'Sales', ...FIGURE_COLUMNS.map(([, label]) => label)],
    ...breakdown.rows.map((row) => [
      row.label,
      row.count,
      ...FIGURE_COLUMNS.map(([key]) => decimal(row[key], currency)),
    ]),
  ]);
}

export function summaryCsv(summary: SalesSummary): string {
  const { currency } = summary;
  const period = (range: { from: string; to: string }) => `${range.from} to ${range.to}`;
  return csv([
    ['Figure', period(summary.period), period(summary.previousPeriod)],
    ['Sales', summary.figures.salesCount, summary.previousFigures.salesCount],
    ...FIGURE_COLUMNS.map(([key, label]) => [
      label,
      decimal(summary.figures[key], currency),
      decimal(summary.previousFigures[key], currency),
    ]),
    ['Refunds given', summary.figures.refundsCount, summary.previousFigures.refundsCount],
    ['Voids', summary.figures.voidsCount, summary.previousFigures.voidsCount],
  ]);
}

/** The range's drawer sessions; times as ISO instants, an open drawer's close and count empty. */
export function drawerSessionsCsv(drawers: DrawerSessions): string {
  const money = (amountMinor: number | null) =>
    amountMinor === null ? '' : decimal(amountMinor, drawers.currency);
  return csv([
    [
      'Station',
      'Opened by',
      'Opened at',
      'Closed by',
      'Closed at',
      'Float',
      'Paid in',
      'Paid out',
      'No-sale opens',
      'Expected',
      'Counted',
      'Over/short',
    ],
    ...drawers.sessions.map((session) => [
      session.stationName,
      session.openedBy,
      session.openedAt,
      session.closedBy ?? '',
      session.closedAt ?? '',
      money(session.floatMinor),
      money(session.paidInMinor),
      money(session.paidOutMinor),
      session.noSaleCount,
      money(session.expectedMinor),
      money(session.countedMinor),
      money(session.overShortMinor),
    ]),
  ]);
}
