// Contract of the sales reports (issue 16): a summary of a date range beside the period before it,
// and the same figures broken down by hour, day, product, category, staff, station or
// location (the summary carries the tenders). Every figure is a sum over transactions, so reports reconcile with them to the cent:
// gross − discounts − refunds = net; net + tax + gift cards sold = collected = Σ tenders.
import { z } from 'zod';
import { TENDER_KINDS } from './sales';

export const REPORT_PATHS = {
  /** GET: the range's totals and the previous period's. */
  summary: '/sales/reports/summary',
  /** GET: the range's totals grouped by `by`. */
  breakdown: '/sales/reports/breakdown',
  /** GET: the cash-drawer sessions opened in the range, with over/short. */
  drawers: '/sales/reports/drawers',
} as const;

/** A calendar day in the location's time zone. */
const day = z.iso.date('Give the day as YYYY-MM-DD.');

/** The longest range a report answers for: a little over a year. */
export const REPORT_MAX_DAYS = 400;

const rangeFields = z.object({
  /** First day, inclusive. */
  from: day,
  /** Last day, inclusive. */
  to: day,
  /** One location; all of them (in the default location's time zone) when absent. */
  locationId: z.uuid('The location id must be a uuid.').optional(),
});

function checkRange(range: { from: string; to: string }, context: z.RefinementCtx): void {
  const days = daysBetween(range.from, range.to);
  if (days < 0) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The range ends before it starts.' });
  } else if (days >= REPORT_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A report covers at most ${REPORT_MAX_DAYS} days.`,
    });
  }
}

export const reportRangeQuerySchema = rangeFields.superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const REPORT_GROUPINGS = [
  'hour',
  'day',
  'product',
  'category',
  'staff',
  'station',
  'location',
] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

export const reportBreakdownQuerySchema = rangeFields
  .extend({
    by: z.enum(REPORT_GROUPINGS, `Group by one of: ${REPORT_GROUPINGS.join(', ')}.`),
  })
  .superRefine(checkRange);

const minor = z.number().int();

export const tenderTotalSchema = z.object({
  kind: z.enum(TENDER_KINDS),
  /** Payments taken with this tender (refunds paid back with it not counted). */
  count: z.number().int(),
  /** Taken, less what refunds paid back with it. */
  amountMinor: minor,
});
export type TenderTotal = z.infer<typeof tenderTotalSchema>;

/** The money a range (or a group of it) took; every figure a sum over its transactions. */
const moneyFiguresSchema = z.object({
  /** Before discounts and without tax; gift cards sold are not sales. */
  grossMinor: minor,
  discountsMinor: minor,
  /** Refunded in the range, without tax. */
  refundsMinor: minor,
  /** gross − discounts − refunds. */
  netMinor: minor,
  /** Tax charged less tax refunded. */
  taxMinor: minor,
  /** Gift cards sold or reloaded, less those refunded. */
  giftCardsSoldMinor: minor,
  /** net + tax + gift cards sold: what the tenders brought in. */
  collectedMinor: minor,
});

export const salesFiguresSchema = moneyFiguresSchema.extend({
  /** Completed sales (voided ones are not sales). */
  salesCount: z.number().int(),
  refundsCount: z.number().int(),
  voidsCount: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

const periodSchema = z.object({ from: day, to: day });

export const salesSummarySchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  period: periodSchema,
  figures: salesFiguresSchema,
  tenders: z.array(tenderTotalSchema),
  /** The same number of days just before. */
  previousPeriod: periodSchema,
  previousFigures: salesFiguresSchema,
  previousTenders: z.array(tenderTotalSchema),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const breakdownRowSchema = moneyFiguresSchema.extend({
  /** The group's id: an hour "00"–"23", a day, or a uuid; null for none (a browser, no category). */
  key: z.string().nullable(),
  label: z.string(),
  /** Sales the group took part in. */
  count: z.number().int(),
});
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;

export const salesBreakdownSchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  period: periodSchema,
  by: z.enum(REPORT_GROUPINGS),
  rows: z.array(breakdownRowSchema),
});
export type SalesBreakdown = z.infer<typeof salesBreakdownSchema>;

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `date` (YYYY-MM-DD) moved by `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriodOf(period: { from: string; to: string }): {
  from: string;
  to: string;
} {
  const length = daysBetween(period.from, period.to) + 1;
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** One cash-drawer session of a report's range, as its Z report counts it. */
export const drawerSessionRowSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  installId: z.uuid(),
  stationName: z.string(),
  openedBy: z.string(),
  openedAt: z.iso.datetime({ offset: true }),
  /** Null while the drawer is open. */
  closedBy: z.string().nullable(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  floatMinor: minor,
  paidInMinor: minor,
  paidOutMinor: minor,
  noSaleCount: z.number().int(),
  /** Float + cash taken − change − cash refunded + paid in − paid out (so far, while open). */
  expectedMinor: minor,
  countedMinor: minor.nullable(),
  /** counted − expected: positive over, negative short; null while open. */
  overShortMinor: minor.nullable(),
});
export type DrawerSessionRow = z.infer<typeof drawerSessionRowSchema>;

/** The most sessions a report lists; a longer range says it was cut. */
export const REPORT_MAX_DRAWER_SESSIONS = 500;

export const drawerSessionsSchema = z.object({
  timeZone: z.string(),
  currency: z.string(),
  period: periodSchema,
  /** Newest first. */
  sessions: z.array(drawerSessionRowSchema),
  /** More sessions were opened in the range than are listed. */
  truncated: z.boolean(),
});
export type DrawerSessions = z.infer<typeof drawerSessionsSchema>;
