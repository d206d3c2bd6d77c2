// The QuickBooks journal builder on its own: a day booked to the mapped accounts (balanced,
// tax split by the list's taxes, empty days left out), what blocks it, and the IIF and CSV
// files it writes (amounts, dates, hostile account names).
import { describe, expect, it } from 'vitest';
import type { AccountMapping } from '@shared/sales/quickbooks';
import * as journal from '../src/sales/quickbooks-journal';
import type { DayTotals, JournalBook } from '../src/sales/quickbooks-journal';

const { decimalAmount, imbalanceOf, journalCsv, journalEntryOf, journalIif } = journal;
const { mappingProblems, unmatchedTaxProblems } = journal;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ACCOUNTS = [
  { id: id(1), name: 'Cash on hand', code: '1000' },
  { id: id(2), name: 'Card clearing', code: '1200' },
  { id: id(3), name: 'Tax, "payable"\tnow', code: '2100' },
  { id: id(4), name: 'Gift cards', code: '2300' },
  { id: id(5), name: '=Sales', code: '4000' },
];
const TAXES = [
  { id: id(10), name: 'Sales tax', rate: 8875, inclusive: false },
  { id: id(11), name: 'No tax', rate: 0, inclusive: false },
];
const MAPPING: AccountMapping = {
  tenders: { cash: id(1), card: id(2), storedCard: id(2), giftCard: id(4) },
  taxes: { [id(10)]: id(3), [id(11)]: id(3) },
  salesIncome: id(5),
  discounts: id(5),
  refunds: id(5),
  giftCardsSold: id(4),
};
const BOOK: JournalBook = {
  mapping: MAPPING,
  accounts: new Map(ACCOUNTS.map((account) => [account.id, account])),
  taxes: TAXES,
};

// gross 100.00 − discounts 5.00 − refunds 10.00 = net 85.00; tax 7.54; gift cards sold 25.00:
// collected 117.54 = cash 60.00 + card 47.54 + gift card 10.00.
const DAY: DayTotals = {
  date: '2026-11-20',
  figures: {
    grossMinor: 10_000,
    discountsMinor: 500,
    refundsMinor: 1_000,
    taxMinor: 754,
    giftCardsSoldMinor: 2_500,
  },
  tenders: [
    { kind: 'cash', count: 3, amountMinor: 6_000 },
    { kind: 'card', count: 2, amountMinor: 4_754 },
    { kind: 'storedCard', count: 0, amountMinor: 0 },
    { kind: 'giftCard', count: 1, amountMinor: 1_000 },
  ],
  taxes: [
    { rate: 8875, inclusive: false, amountMinor: 754 },
    { rate: 0, inclusive: false, amountMinor: 0 },
  ],
};

describe('a day as a journal entry', () => {
  it('debits tenders, discounts and refunds, credits sales, tax and gift cards sold, and balances', () => {
    const entry = journalEntryOf(DAY, BOOK);
    expect(entry?.number).toBe('SALES-2026-11-20');
    expect(entry?.lines.map((line) => [line.item, line.accountCode, line.amountMinor])).toEqual([
      ['tender:cash', '1000', 6_000],
      ['tender:card', '1200', 4_754],
      ['tender:giftCard', '2300', 1_000],
      ['discounts', '4000', 500],
      ['refunds', '4000', 1_000],
      ['salesIncome', '4000', -10_000],
      [`tax:${id(10)}`, '2100', -754],
      ['giftCardsSold', '2300', -2_500],
    ]);
    expect(entry === null ? null : imbalanceOf(entry)).toBe(0);
  });

  it('leaves out a day with nothing to book', () => {
    const quiet: DayTotals = {
      date: '2026-11-21',
      figures: {
        grossMinor: 0,
        discountsMinor: 0,
        refundsMinor: 0,
        taxMinor: 0,
        giftCardsSoldMinor: 0,
      },
      tenders: [],
      taxes: [],
    };
    expect(journalEntryOf(quiet, BOOK)).toBeNull();
  });

  it('names every unmapped item, and a rate no tax of the list has', () => {
    const partial: JournalBook = {
      ...BOOK,
      mapping: {
        ...MAPPING,
        tenders: { ...MAPPING.tenders, card: null },
        taxes: {},
        refunds: id(99),
      },
    };
    expect(mappingProblems(partial).map((problem) => problem.item)).toEqual([
      'tender:card',
      `tax:${id(10)}`,
      `tax:${id(11)}`,
      'refunds',
    ]);
    expect(mappingProblems(BOOK)).toEqual([]);
    const [problem] = unmatchedTaxProblems(
      [{ ...DAY, taxes: [{ rate: 7500, inclusive: true, amountMinor: 12 }] }],
      TAXES,
    );
    expect(problem?.message).toContain('7.5 % (included in prices)');
    expect(unmatchedTaxProblems([DAY], TAXES)).toEqual([]);
  });
});

describe('the files', () => {
  const entry = journalEntryOf(DAY, BOOK);
  const entries = entry === null ? [] : [entry];

  it.each([
    [0, 'USD', '0.00'],
    [5, 'USD', '0.05'],
    [-123_456, 'USD', '-1234.56'],
    [1_500, 'JPY', '1500'],
  ])('writes %i minor units of %s as %s', (minor, currency, text) => {
    expect(decimalAmount(minor, currency)).toBe(text);
  });

  it('writes IIF: headers, one GENERAL JOURNAL transaction, tabs and quotes kept out of names', () => {
    const lines = journalIif(entries, 'USD').split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      '!TRNS\tTRNSID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO',
      '!SPL\tSPLID\tTRNSTYPE\tDATE\tACCNT\tAMOUNT\tDOCNUM\tMEMO',
      '!ENDTRNS',
    ]);
    expect(lines[3]).toBe(
      'TRNS\t\tGENERAL JOURNAL\t11/20/2026\tCash on hand\t60.00\tSALES-2026-11-20\tCash taken',
    );
    expect(lines[9]).toBe(
      'SPL\t\tGENERAL JOURNAL\t11/20/2026\tTax,  payable now\t-7.54\tSALES-2026-11-20\tSales tax collected',
    );
    expect(lines.slice(11)).toEqual(['ENDTRNS', '']);
  });

  it('writes CSV: debits and credits in their columns, text quoted and defused', () => {
    const rows = journalCsv(entries, 'USD').split('\r\n');
    expect(rows[0]).toBe('Journal Date,Journal No.,Account Name,Debits,Credits,Description');
    expect(rows[1]).toBe('11/20/2026,SALES-2026-11-20,Cash on hand,60.00,,Cash taken');
    expect(rows[6]).toBe("11/20/2026,SALES-2026-11-20,'=Sales,,100.00,Gross sales");
    expect(rows[7]).toBe(
      '11/20/2026,SALES-2026-11-20,"Tax, ""payable""\tnow",,7.54,Sales tax collected',
    );
  });
});
