// Contracts of support requests (spec §7 "support widget", without a support desk configured):
// the built-in support form creates one, pre-filled with the user's name, e-mail, session id and
// the page they asked from; system administrators read them, newest first, paged by a keyset
// cursor, one status at a time (open unless asked), and close or reopen them. Name and e-mail come
// from the account on the server, never from the form.
import { z } from 'zod';
import { browserIdSchema, isStorableText, TEXT_MESSAGES } from '../fields';
import { singleLineText } from '../text-fields';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageSchema } from '../paging';

export const SUPPORT_REQUEST_PATHS = {
  /** POST: any signed-in user, in the current tenant. GET: one page (system administrators). */
  requests: '/support/requests',
  /** GET: one request (system administrators). */
  request: '/support/requests/:id',
  /** PUT: close or reopen one (system administrators); answers the request as it now is. */
  status: '/support/requests/:id/status',
} as const;

export const SUPPORT_REQUEST_LIMITS = {
  subject: 200,
  description: 10_000,
  contextUrl: 2_000,
  userAgent: 500,
} as const;

/** Requests one account may create per window; more answers 429 `rate_limited`. */
export const SUPPORT_REQUEST_RATE_LIMIT = { requests: 5, windowMs: 10 * 60_000 } as const;

export const SUPPORT_REQUEST_STATUSES = ['open', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** The list's status filter: one status, or both. */
export const SUPPORT_REQUEST_STATUS_FILTERS = [...SUPPORT_REQUEST_STATUSES, 'all'] as const;
export type SupportRequestStatusFilter = (typeof SUPPORT_REQUEST_STATUS_FILTERS)[number];
/** What the list shows when no status is asked for: the requests still to answer. */
export const SUPPORT_REQUEST_DEFAULT_STATUS = 'open' satisfies SupportRequestStatusFilter;

/** Free text over several lines: line breaks and tabs allowed, nothing no column can store. */
const multiLineText = z.string().trim().refine(isStorableText, TEXT_MESSAGES.unpairedSurrogate);

/** POST body. */
export const createSupportRequestSchema = z
  .object({
    subject: singleLineText()
      .min(1, 'Enter a subject.')
      .max(
        SUPPORT_REQUEST_LIMITS.subject,
        `The subject is at most ${String(SUPPORT_REQUEST_LIMITS.subject)} characters.`,
      ),
    description: multiLineText
      .pipe(z.string().min(1, 'Describe what happened or what you need.'))
      .pipe(
        z
          .string()
          .max(
            SUPPORT_REQUEST_LIMITS.description,
            `The description is at most ${String(SUPPORT_REQUEST_LIMITS.description)} characters.`,
          ),
      ),
    /** This browser's id (the session id support staff look sessions up by). */
    sessionId: browserIdSchema,
    /** The page the user asked for help from. */
    contextUrl: z
      .url({ protocol: /^https?$/, error: 'contextUrl must be an http(s) address.' })
      .max(SUPPORT_REQUEST_LIMITS.contextUrl),
  })
  .strict();
export type CreateSupportRequest = z.input<typeof createSupportRequestSchema>;

export const supportRequestSummarySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  tenant: z.object({ id: z.uuid(), name: z.string() }),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
});
export type SupportRequestSummary = z.infer<typeof supportRequestSummarySchema>;

export const supportRequestSchema = supportRequestSummarySchema.extend({
  accountId: z.uuid().nullable(),
  description: z.string(),
  sessionId: z.string(),
  contextUrl: z.string(),
  userAgent: z.string().nullable(),
  /** When it was closed; null while open. */
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** GET list: one status (open unless asked), optionally one tenant's, and where the page starts. Always newest first. */
export const supportRequestsQuerySchema = z
  .object({
    status: z.enum(SUPPORT_REQUEST_STATUS_FILTERS).default(SUPPORT_REQUEST_DEFAULT_STATUS),
    tenantId: z.uuid().optional(),
    cursor: z.string().min(1).max(200).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  })
  .strict();
export type SupportRequestsQuery = z.input<typeof supportRequestsQuerySchema>;

export const supportRequestsPageSchema = pageSchema(supportRequestSummarySchema);

export const supportRequestParamsSchema = z.object({ id: z.uuid() });

/** PUT status body. */
export const supportRequestStatusBodySchema = z
  .object({ status: z.enum(SUPPORT_REQUEST_STATUSES) })
  .strict();
export type SupportRequestStatusBody = z.infer<typeof supportRequestStatusBodySchema>;
