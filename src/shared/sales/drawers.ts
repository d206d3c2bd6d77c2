// Contract of cash drawer sessions: a station's drawer opened with a counted float, paid-in and
// paid-out with a reason, no-sale opens, and the close with a count per denomination (expected vs
// counted, over/short) that ends in the end-of-day (Z) report.
import { z } from 'zod';
import { singleLineText } from '../text-fields';
import { amountMinorSchema } from './money';

export const DRAWER_PATHS = {
  /** POST: open a drawer at this station (needs an install). */
  drawers: '/sales/drawers',
  /** GET: this station's open drawer, or 404 when none is open. */
  current: '/sales/drawers/current',
  drawer: '/sales/drawers/:id',
  /** POST: paid in, paid out or a no-sale open. */
  movements: '/sales/drawers/:id/movements',
  /** POST: count and close. */
  close: '/sales/drawers/:id/close',
  /** GET: the end-of-day (Z) report of a closed drawer. */
  report: '/sales/drawers/:id/report',
} as const;

export const drawerParamsSchema = z.object({ id: z.uuid('The drawer id must be a uuid.') });

/** US notes and coins in cents; a tenant in another currency gets its own list later. */
export const USD_DENOMINATIONS_MINOR = [
  10000, 5000, 2000, 1000, 500, 200, 100, 25, 10, 5, 1,
] as const;

export const denominationCountsSchema = z
  .record(z.string().regex(/^[0-9]+$/), z.number().int().min(0).max(100_000))
  .refine((counts) => Object.keys(counts).length > 0, 'Count at least one denomination.');

export const openDrawerRequestSchema = z.object({
  locationId: z.uuid(),
  floatMinor: amountMinorSchema,
  floatCounts: denominationCountsSchema.optional(),
});

export const DRAWER_MOVEMENT_KINDS = ['paidIn', 'paidOut', 'noSale'] as const;

export const drawerMovementRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DRAWER_MOVEMENT_KINDS),
  /** 0 for a no-sale open. */
  amountMinor: amountMinorSchema,
  reason: singleLineText()
    .min(1, 'Enter a reason.')
    .max(200, 'A reason may be at most 200 characters long.'),
  approvals: z.array(z.string().min(1).max(2048)).max(10).default([]),
});

export const closeDrawerRequestSchema = z.object({ counts: denominationCountsSchema });

export const drawerSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  installId: z.uuid(),
  openedBy: z.object({ id: z.uuid(), name: z.string() }),
  openedAt: z.iso.datetime({ offset: true }),
  floatMinor: z.number().int(),
  state: z.enum(['open', 'closed']),
  /** Float + cash taken − change given + paid in − paid out − cash refunded. */
  expectedMinor: z.number().int(),
  countedMinor: z.number().int().nullable(),
  /** counted − expected: positive over, negative short; null while open. */
  overShortMinor: z.number().int().nullable(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Drawer = z.infer<typeof drawerSchema>;

/** The end-of-day (Z) report of one drawer session. */
export const drawerReportSchema = z.object({
  drawer: drawerSchema,
  salesCount: z.number().int(),
  grossSalesMinor: z.number().int(),
  discountsMinor: z.number().int(),
  refundsMinor: z.number().int(),
  taxMinor: z.number().int(),
  netSalesMinor: z.number().int(),
  byTender: z.array(
    z.object({ kind: z.string(), count: z.number().int(), amountMinor: z.number().int() }),
  ),
  cash: z.object({
    floatMinor: z.number().int(),
    cashSalesMinor: z.number().int(),
    cashRefundsMinor: z.number().int(),
    paidInMinor: z.number().int(),
    paidOutMinor: z.number().int(),
    expectedMinor: z.number().int(),
    countedMinor: z.number().int().nullable(),
    overShortMinor: z.number().int().nullable(),
  }),
  noSaleCount: z.number().int(),
  voidsCount: z.number().int(),
  counts: z.record(z.string(), z.number().int()).nullable(),
});
export type DrawerReport = z.infer<typeof drawerReportSchema>;
