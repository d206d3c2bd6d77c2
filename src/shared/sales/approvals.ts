// Contract of a manager's override at the till: a manager approves one action on the spot with
// their username and PIN or a touch of their finger on the station's reader, without signing the
// cashier out. The answer is a short-lived, single-use approval token the action request carries.
import { z } from 'zod';
import { typedUsernameSchema } from '../fields';
import { fmdSchema } from '../fingerprints/fingerprints';

export const APPROVAL_PATHS = { approvals: '/sales/approvals' } as const;

/** The sales feature keys an override stands in for (spec §6 sales area, issue 15). */
export const APPROVABLE_ACTIONS = [
  'discounts',
  'refunds',
  'voids',
  'noSale',
  'priceOverrides',
] as const;
export type ApprovableAction = (typeof APPROVABLE_ACTIONS)[number];

/** How long an approval token may wait before the action uses it. */
export const APPROVAL_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

export const approvalRequestSchema = z.object({
  action: z.enum(APPROVABLE_ACTIONS),
  /** What is being approved, for the audit log ("Refund of receipt DT-01-000042"). */
  summary: z.string().trim().min(1).max(200),
  credentials: z.discriminatedUnion('method', [
    z.object({
      method: z.literal('pin'),
      username: typedUsernameSchema,
      pin: z.string().min(1).max(128),
    }),
    /** Only at a station (the request carries the install's handshake context). */
    z.object({ method: z.literal('fingerprint'), fmd: fmdSchema }),
  ]),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const approvalSchema = z.object({
  token: z.string(),
  action: z.enum(APPROVABLE_ACTIONS),
  approver: z.object({ id: z.uuid(), name: z.string() }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type Approval = z.infer<typeof approvalSchema>;
