// The platform status feed's contract, in the shape of the Cachet 2.x incidents API: what the
// web app polls (spec §5, "Platform status icon"), what the reference server serves at
// /status/api, and the token-protected calls that open and update incidents.
import * as z from 'zod/mini';

export { STATUS_API_PREFIX, STATUS_PAGE_PATH } from './status-paths';
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
const id = z.number().check(z.int(), z.positive());
/** Cachet's date format, in UTC: 'YYYY-MM-DD HH:mm:ss'. */
export const cachetDateSchema = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be a date as YYYY-MM-DD HH:mm:ss.'),
  );

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
  component_id: z.number().check(z.int(), z.nonnegative()),
  name: z.string(),
  status: incidentStatusSchema,
  human_status: z.enum(HUMAN_STATUSES),
  message: z.string(),
  visible: z.number().check(z.int()),
  stickied: z.boolean(),
  occurred_at: z.nullable(cachetDateSchema),
  created_at: cachetDateSchema,
  updated_at: cachetDateSchema,
  deleted_at: z.nullable(cachetDateSchema),
  /** Newest first, as Cachet lists them. */
  updates: z.array(cachetIncidentUpdateSchema),
});
export type CachetIncident = z.infer<typeof cachetIncidentSchema>;

export const cachetPaginationSchema = z.object({
  total: z.number().check(z.int(), z.nonnegative()),
  count: z.number().check(z.int(), z.nonnegative()),
  per_page: z.number().check(z.int(), z.positive()),
  current_page: z.number().check(z.int(), z.positive()),
  total_pages: z.number().check(z.int(), z.positive()),
  links: z.object({ next_page: z.nullable(z.url()), previous_page: z.nullable(z.url()) }),
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
  return z.pipe(
    z.pipe(z.string().check(z.regex(/^\d+$/, message)), z.transform(Number)),
    z.number().check(z.gte(min, message), z.lte(max, message)),
  );
}

/** The feed's query string; unknown parameters (Cachet's filters) are ignored. */
export const incidentListQuerySchema = z.object({
  sort: z._default(
    z.enum(INCIDENT_SORT_FIELDS, { error: 'must be one of id, created_at or status.' }),
    'id',
  ),
  order: z._default(z.enum(['asc', 'desc'], { error: 'must be asc or desc.' }), 'asc'),
  per_page: z._default(wholeNumber(1, INCIDENTS_PER_PAGE.max), INCIDENTS_PER_PAGE.default),
  page: z._default(wholeNumber(1, 1_000_000), 1),
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

export const incidentIdParamsSchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, 'must be an incident id (a whole number).')),
    z.transform(Number),
  ),
});

const incidentMessage = z
  .string()
  .check(z.trim(), z.maxLength(10_000, 'must be at most 10 000 characters.'));

/** POST {apiUrl}/v1/incidents (with the token): opens an incident. */
export const openIncidentRequestSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a name for the incident.'),
      z.maxLength(200, 'must be at most 200 characters.'),
    ),
  message: z._default(incidentMessage, ''),
  status: z._default(
    z.literal([1, 2, 3], {
      error: 'must be 1 (Investigating), 2 (Identified) or 3 (Watching) for a new incident.',
    }),
    INCIDENT_STATUS.investigating,
  ),
});
export type OpenIncidentRequest = z.input<typeof openIncidentRequestSchema>;

/** POST {apiUrl}/v1/incidents/{id}/updates (with the token): a status change; 4 resolves. */
export const incidentUpdateRequestSchema = z.object({
  status: incidentStatusSchema,
  message: incidentMessage.check(z.minLength(1, 'Enter a message for the update.')),
});
export type IncidentUpdateRequest = z.input<typeof incidentUpdateRequestSchema>;
