// The QuickBooks journal, pure: a day's totals (the sales reports' figures and tenders, and the
// tax per rate) booked to the mapped financial accounts as one general-journal entry — tenders,
// discounts and refunds debited; gross sales, tax and gift cards sold credited — and entries
// written as IIF (QuickBooks Desktop) or CSV (QuickBooks Online's journal import).
import { minorDigits } from '@shared/sales/format-money';
import type {
  AccountMapping,
  JournalEntry,
  JournalLine,
  JournalProblem,
  SalesItem,
} from '@shared/sales/quickbooks';
import type { SalesFigures, TenderTotal } from '@shared/sales/reports';
import { TENDER_KINDS } from '@shared/sales/sales';

export interface FinancialAccount {
  id: string;
  name: string;
  code: string;
}

export interface SalesTax {
  id: string;
  name: string;
  /** Thousandths of a percent, as sale lines keep it (8.875 % is 8875). */
  rate: number;
  inclusive: boolean;
}

/** Tax charged at one rate in a day, less tax refunded at it. */
export interface TaxAtRate {
  rate: number;
  inclusive: boolean;
  amountMinor: number;
}

export interface DayTotals {
  date: string;
  figures: Pick<
    SalesFigures,
    'grossMinor' | 'discountsMinor' | 'refundsMinor' | 'taxMinor' | 'giftCardsSoldMinor'
  >;
  tenders: readonly TenderTotal[];
  taxes: readonly TaxAtRate[];
}

export interface JournalBook {
  mapping: AccountMapping;
  accounts: ReadonlyMap<string, FinancialAccount>;
  /** The list "sales taxes", by name. */
  taxes: readonly SalesTax[];
}

const TENDER_MEMOS = {
  cash: 'Cash taken',
  card: 'Card payments',
  storedCard: 'Card payments taken offline',
  giftCard: 'Gift cards redeemed',
} as const;

const SALES_MEMOS: Record<SalesItem, string> = {
  salesIncome: 'Gross sales',
  discounts: 'Discounts given',
  refunds: 'Refunds given',
  giftCardsSold: 'Gift cards sold',
};

const SALES_ITEM_NAMES: Record<SalesItem, string> = {
  salesIncome: 'Sales income',
  discounts: 'Discounts',
  refunds: 'Refunds',
  giftCardsSold: 'Gift cards sold',
};

const TENDER_NAMES = {
  cash: 'Cash',
  card: 'Card',
  storedCard: 'Card taken offline',
  giftCard: 'Gift card',
} as const;

/** Every item the mapping must name an account for: every tender, every tax, every sales item. */
export function mappingProblems(book: JournalBook): JournalProblem[] {
  const missing = (accountId: string | null | undefined) =>
    accountId == null || !book.accounts.has(accountId);
  const problems: JournalProblem[] = [];
  for (const kind of TENDER_KINDS) {
    if (missing(book.mapping.tenders[kind])) {
      problems.push({
        item: `tender:${kind}`,
        message: `Choose the account for ${TENDER_NAMES[kind]} tenders.`,
      });
    }
  }
  for (const tax of book.taxes) {
    if (missing(book.mapping.taxes[tax.id])) {
      problems.push({ item: `tax:${tax.id}`, message: `Choose the account for ${tax.name}.` });
    }
  }
  for (const item of Object.keys(SALES_MEMOS) as SalesItem[]) {
    if (missing(book.mapping[item])) {
      problems.push({ item, message: `Choose the account for ${SALES_ITEM_NAMES[item]}.` });
    }
  }
  return problems;
}

/**
 * The tax of the list a day's rate was charged under: the first by name with that rate and
 * inclusiveness (sale lines keep the rate, not the tax, so taxes sharing a rate are one).
 */
function taxOfRate(taxes: readonly SalesTax[], charged: TaxAtRate): SalesTax | undefined {
  return taxes.find((tax) => tax.rate === charged.rate && tax.inclusive === charged.inclusive);
}

/** Rates charged in the day that no tax of the list has any more. */
export function unmatchedTaxProblems(
  days: readonly DayTotals[],
  taxes: readonly SalesTax[],
): JournalProblem[] {
  const seen = new Set<string>();
  const problems: JournalProblem[] = [];
  for (const charged of days.flatMap((day) => day.taxes)) {
    const key = `${String(charged.rate)}:${String(charged.inclusive)}`;
    if (charged.amountMinor === 0 || seen.has(key) || taxOfRate(taxes, charged) !== undefined) {
      continue;
    }
    seen.add(key);
    problems.push({
      item: `taxRate:${key}`,
      message: `Tax was charged at ${String(charged.rate / 1000)} %${charged.inclusive ? ' (included in prices)' : ''}, which no tax in the list "sales taxes" has. Add that tax to the list, then map it.`,
    });
  }
  return problems;
}

function line(
  book: JournalBook,
  item: string,
  accountId: string | null | undefined,
  memo: string,
  amountMinor: number,
): JournalLine[] {
  const account = accountId == null ? undefined : book.accounts.get(accountId);
  if (amountMinor === 0 || account === undefined) return [];
  return [
    {
      item,
      accountId: account.id,
      accountName: account.name,
      accountCode: account.code,
      memo,
      amountMinor,
    },
  ];
}

/**
 * One day's entry, or null for a day with nothing to book. Call only when mappingProblems and
 * unmatchedTaxProblems found nothing: an item without an account would be left out.
 */
export function journalEntryOf(day: DayTotals, book: JournalBook): JournalEntry | null {
  const { mapping } = book;
  const tenderLines = TENDER_KINDS.flatMap((kind) =>
    line(
      book,
      `tender:${kind}`,
      mapping.tenders[kind],
      TENDER_MEMOS[kind],
      day.tenders.find((tender) => tender.kind === kind)?.amountMinor ?? 0,
    ),
  );
  const taxByTax = new Map<string, { tax: SalesTax; amountMinor: number }>();
  for (const charged of day.taxes) {
    const tax = taxOfRate(book.taxes, charged);
    if (tax === undefined) continue;
    const sum = taxByTax.get(tax.id) ?? { tax, amountMinor: 0 };
    sum.amountMinor += charged.amountMinor;
    taxByTax.set(tax.id, sum);
  }
  const lines = [
    ...tenderLines,
    ...line(
      book,
      'discounts',
      mapping.discounts,
      SALES_MEMOS.discounts,
      day.figures.discountsMinor,
    ),
    ...line(book, 'refunds', mapping.refunds, SALES_MEMOS.refunds, day.figures.refundsMinor),
    ...line(
      book,
      'salesIncome',
      mapping.salesIncome,
      SALES_MEMOS.salesIncome,
      -day.figures.grossMinor,
    ),
    ...[...taxByTax.values()].flatMap(({ tax, amountMinor }) =>
      line(book, `tax:${tax.id}`, mapping.taxes[tax.id], `${tax.name} collected`, -amountMinor),
    ),
    ...line(
      book,
      'giftCardsSold',
      mapping.giftCardsSold,
      SALES_MEMOS.giftCardsSold,
      -day.figures.giftCardsSoldMinor,
    ),
  ];
  if (lines.length === 0) return null;
  return { date: day.date, number: `SALES-${day.date}`, lines };
}

/** Debits less credits: zero for a balanced entry. */
export function imbalanceOf(entry: JournalEntry): number {
  return entry.lines.reduce((sum, journalLine) => sum + journalLine.amountMinor, 0);
}

/** `amountMinor` as a plain decimal in the currency's unit: -1234 USD is "-12.34". */
export function decimalAmount(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const whole = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  return digits === 0
    ? `${sign}${whole}`
    : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}

/** YYYY-MM-DD as QuickBooks' US dates, MM/DD/YYYY. */
function usDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month ?? ''}/${day ?? ''}/${year ?? ''}`;
}

/** IIF fields are tab-separated lines: a tab, line break or quote in a name must not split one. */
function iifText(text: string): string {
  return text.replace(/[\t\r\n"]+/g, ' ');
}

const IIF_COLUMNS = ['DATE', 'ACCNT', 'AMOUNT', 'DOCNUM', 'MEMO'];

/** QuickBooks Desktop's import: each entry a GENERAL JOURNAL transaction, TRNS then SPL lines. */
export function journalIif(entries: readonly JournalEntry[], currency: string): string {
  const rows = [
    ['!TRNS', 'TRNSID', 'TRNSTYPE', ...IIF_COLUMNS],
    ['!SPL', 'SPLID', 'TRNSTYPE', ...IIF_COLUMNS],
    ['!ENDTRNS'],
  ];
  for (const entry of entries) {
    entry.lines.forEach((journalLine, index) => {
      rows.push([
        index === 0 ? 'TRNS' : 'SPL',
        '',
        'GENERAL JOURNAL',
        usDate(entry.date),
        iifText(journalLine.accountName),
        decimalAmount(journalLine.amountMinor, currency),
        entry.number,
        iifText(journalLine.memo),
      ]);
    });
    rows.push(['ENDTRNS']);
  }
  return rows.map((row) => `${row.join('\t')}\r\n`).join('');
}

/** A text cell: quoted when needed; a leading = + - @ defused (OWASP "CSV injection"). */
function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** QuickBooks Online's journal import: a row per line, debits and credits in their own columns. */
export function journalCsv(entries: readonly JournalEntry[], currency: string): string {
  const rows = ['Journal Date,Journal No.,Account Name,Debits,Credits,Description'];
  for (const entry of entries) {
    for (const journalLine of entry.lines) {
      const amount = decimalAmount(Math.abs(journalLine.amountMinor), currency);
      rows.push(
        [
          usDate(entry.date),
          csvText(entry.number),
          csvText(journalLine.accountName),
          journalLine.amountMinor > 0 ? amount : '',
          journalLine.amountMinor < 0 ? amount : '',
          csvText(journalLine.memo),
        ].join(','),
      );
    }
  }
  return rows.map((row) => `${row}\r\n`).join('');
}
