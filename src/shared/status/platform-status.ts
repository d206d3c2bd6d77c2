// The platform status feed's contract, in the shape of the Cachet 2.x incidents API: what the
// web app polls (spec §5, "Platform status icon"), what the reference server serves at
// /status/api, and the token-protected calls that open and update incidents.
import { z } from 'zod';

/** The human status page (runtime config `status.pageUrl`). */
export const STATUS_PAGE_PATH = '/status';
/** The Cachet API root (runtime config `status.apiUrl`); the paths below are relative to it. */
export const STATUS_API_PREFIX = '/status/api';
export const STATUS_API_PATHS = {
  incidents: '/v1/incidents',
  incident: '/v1/incidents/:id',
  incidentUpdates: '/v1/incidents/:id/updates',
} as const;

/** Cachet's API-token header; the writing calls require it. */
export const CACHET_TOKEN_HEADER = 'X-Cachet-Token';

/** Cachet's incident statuses; 4 (Fixed) means resolved. */
export const INCIDENT_STATUS = {
  investigating: 1,
  identified: 2,
  watching: 3,
  fixed: 4,
} as const;
export type IncidentStatus = (typeof INCIDENT_STATUS)[keyof typeof INCIDENT_STATUS];

export const HUMAN_STATUSES = ['Investigating', 'Identified', 'Watching', 'Fixed'] as const;
export type HumanStatus = (typeof HUMAN_STATUSES)[number];
/** The human status of a resolved incident (spec §3: "the value 'Fixed' means resolved"). */
export const RESOLVED_HUMAN_STATUS: HumanStatus = 'Fixed';

export function humanStatus(status: IncidentStatus): HumanStatus {
  return HUMAN_STATUSES[status - 1] ?? 'Investigating';
}

export function isResolved(incident: { status: number }): boolean {
  return incident.status === INCIDENT_STATUS.fixed;
}

const incidentStatusSchema = z.literal([1, 2, 3, 4], {
  error: 'must be 1 (Investigating), 2 (Identified), 3 (Watching) or 4 (Fixed).',
});
const id = z.number().int().positive();
/** Cachet's date format, in UTC: 'YYYY-MM-DD HH:mm:ss'. */
export const cachetDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be a date as YYYY-MM-DD HH:mm:ss.');

export const cachetIncidentUpdateSchema = z.object({
  id,
  incident_id: id,
  status: incidentStatusSchema,
  human_status: z.enum(HUMAN_STATUSES),
  message: z.string(),
  created_at: cachetDateSchema,
  updated_at: cachetDateSchema,
});
export type CachetIncidentUpdate = z.infer<typeof cachetIncidentUpdateSchema>;

export const cachetIncidentSchema = z.object({
  id,
  component_id: z.number().int().nonnegative(),
  name: z.string(),
  status: incidentStatusSchema,
  human_status: z.enum(HUMAN_STATUSES),
  message: z.string(),
  visible: z.number().int(),
  stickied: z.boolean(),
  occurred_at: cachetDateSchema.nullable(),
  created_at: cachetDateSchema,
  updated_at: cachetDateSchema,
  deleted_at: cachetDateSchema.nullable(),
  /** Newest first, as Cachet lists them. */
  updates: z.array(cachetIncidentUpdateSchema),
});
export type CachetIncident = z.infer<typeof cachetIncidentSchema>;

export const cachetPaginationSchema = z.object({
  total: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  current_page: z.number().int().positive(),
  total_pages: z.number().int().positive(),
  links: z.object({ next_page: z.url().nullable(), previous_page: z.url().nullable() }),
});

/** GET {apiUrl}/v1/incidents. */
export const cachetIncidentListSchema = z.object({
  meta: z.object({ pagination: cachetPaginationSchema }),
  data: z.array(cachetIncidentSchema),
});
export type CachetIncidentList = z.infer<typeof cachetIncidentListSchema>;

/** GET {apiUrl}/v1/incidents/{id}, and the answer to opening an incident. */
export const cachetIncidentResponseSchema = z.object({ data: cachetIncidentSchema });
/** The answer to adding an update. */
export const cachetIncidentUpdateResponseSchema = z.object({ data: cachetIncidentUpdateSchema });

export const INCIDENT_SORT_FIELDS = ['id', 'created_at', 'status'] as const;
export const INCIDENTS_PER_PAGE = { default: 20, max: 100 } as const;

function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}.`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/** The feed's query string; unknown parameters (Cachet's filters) are ignored. */
export const incidentListQuerySchema = z.object({
  sort: z
    .enum(INCIDENT_SORT_FIELDS, { error: 'must be one of id, created_at or status.' })
    .default('id'),
  order: z.enum(['asc', 'desc'], { error: 'must be asc or desc.' }).default('asc'),
  per_page: wholeNumber(1, INCIDENTS_PER_PAGE.max).default(INCIDENTS_PER_PAGE.default),
  page: wholeNumber(1, 1_000_000).default(1),
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

export const incidentIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'must be an incident id (a whole number).')
    .transform(Number),
});

const incidentMessage = z.string().trim().max(10_000, 'must be at most 10 000 characters.');

/** POST {apiUrl}/v1/incidents (with the token): opens an incident. */
export const openIncidentRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name for the incident.')
    .max(200, 'must be at most 200 characters.'),
  message: incidentMessage.default(''),
  status: z
    .literal([1, 2, 3], {
      error: 'must be 1 (Investigating), 2 (Identified) or 3 (Watching) for a new incident.',
    })
    .default(INCIDENT_STATUS.investigating),
});
export type OpenIncidentRequest = z.input<typeof openIncidentRequestSchema>;

/** POST {apiUrl}/v1/incidents/{id}/updates (with the token): a status change; 4 resolves. */
export const incidentUpdateRequestSchema = z.object({
  status: incidentStatusSchema,
  message: incidentMessage.min(1, 'Enter a message for the update.'),
});
export type IncidentUpdateRequest = z.input<typeof incidentUpdateRequestSchema>;
