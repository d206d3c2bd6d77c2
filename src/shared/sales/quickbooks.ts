// Contract of the QuickBooks integration (Admin → Sales → QuickBooks, issue 16): which financial
// account (reference list "sales financial accounts") each journal item is booked to, and a
// date range's daily totals as a general journal — previewed as JSON, exported as an IIF file
// (QuickBooks Desktop) or a CSV file (QuickBooks Online's journal import). One journal entry per
// day; debits positive, credits negative; every entry balances to zero.
import { z } from 'zod';
import { daysBetween } from './reports';
import { TENDER_KINDS } from './sales';

type TenderKind = (typeof TENDER_KINDS)[number];

export const QUICKBOOKS_PATHS = {
  /** GET, PUT: the account mapping. */
  mapping: '/sales/quickbooks/mapping',
  /** GET ?from&to: the journal, or what blocks it. */
  journal: '/sales/quickbooks/journal',
  /** GET ?from&to&format: the journal as a file to import. */
  export: '/sales/quickbooks/journal/export',
} as const;

/** The longest range one export covers. */
export const JOURNAL_MAX_DAYS = 92;

/** The journal's items besides tenders and taxes. */
export const SALES_ITEMS = ['salesIncome', 'discounts', 'refunds', 'giftCardsSold'] as const;
export type SalesItem = (typeof SALES_ITEMS)[number];

const financialAccountId = z.uuid('Choose a financial account.').nullable();

export const accountMappingSchema = z.strictObject({
  tenders: z.strictObject(
    Object.fromEntries(TENDER_KINDS.map((kind) => [kind, financialAccountId])) as Record<
      TenderKind,
      typeof financialAccountId
    >,
  ),
  /** By the id of a tax of the list "sales taxes". */
  taxes: z.record(z.uuid('A tax is named by its id.'), financialAccountId),
  salesIncome: financialAccountId,
  discounts: financialAccountId,
  refunds: financialAccountId,
  giftCardsSold: financialAccountId,
});
export type AccountMapping = z.infer<typeof accountMappingSchema>;

/** The mapping with what it can name: the tenant's financial accounts and taxes. */
export const accountMappingResponseSchema = z.object({
  mapping: accountMappingSchema,
  accounts: z.array(z.object({ id: z.uuid(), name: z.string(), code: z.string() })),
  taxes: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type AccountMappingResponse = z.infer<typeof accountMappingResponseSchema>;

export const JOURNAL_FORMATS = ['iif', 'csv'] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

const day = z.iso.date('Give the day as YYYY-MM-DD.');

const rangeFields = z.object({
  from: day,
  to: day,
});

function checkRange(range: { from: string; to: string }, context: z.RefinementCtx): void {
  const days = daysBetween(range.from, range.to);
  if (days < 0) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The range ends before it starts.' });
  } else if (days >= JOURNAL_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `An export covers at most ${JOURNAL_MAX_DAYS} days.`,
    });
  }
}

export const journalQuerySchema = rangeFields.superRefine(checkRange);
export type JournalQuery = z.infer<typeof journalQuerySchema>;

export const journalExportQuerySchema = rangeFields
  .extend({ format: z.enum(JOURNAL_FORMATS, 'The format is iif or csv.') })
  .superRefine(checkRange);

/** `tender:<kind>`, `tax:<id>` or a sales item. */
export type JournalItem = `tender:${TenderKind}` | `tax:${string}` | SalesItem;

export const journalLineSchema = z.object({
  item: z.string(),
  accountId: z.uuid(),
  accountName: z.string(),
  accountCode: z.string(),
  memo: z.string(),
  /** Debit positive, credit negative, in minor units. */
  amountMinor: z.number().int(),
});
export type JournalLine = z.infer<typeof journalLineSchema>;

export const journalEntrySchema = z.object({
  date: day,
  /** The journal number QuickBooks shows, one per day. */
  number: z.string(),
  lines: z.array(journalLineSchema),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalProblemSchema = z.object({ item: z.string(), message: z.string() });
export type JournalProblem = z.infer<typeof journalProblemSchema>;

export const journalSchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  period: rangeFields,
  /** Days with sales only. Empty while problems block the journal. */
  entries: z.array(journalEntrySchema),
  /** Unmapped items, taxes the history cannot be matched to: the export is refused until fixed. */
  problems: z.array(journalProblemSchema),
});
export type Journal = z.infer<typeof journalSchema>;
