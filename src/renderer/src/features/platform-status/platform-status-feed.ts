// Reads the status service's incident feed (Cachet 2.x, integrations.md): GET
// {status.apiUrl}/v1/incidents?sort=id&order=desc. Only the fields the icon needs are read, so
// a real Cachet with more (or fewer optional) fields works; a body that is not an object with a
// data array is an error (spec §5).
import { STATUS_API_PATHS } from '@shared/status/platform-status';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';

/** Spec §9: the platform status is polled every 60 s. */
export const PLATFORM_STATUS_POLL_MS = 60_000;

const feedIncidentSchema = z.object({
  id: z.number().int(),
  human_status: z.string(),
  updates: z.array(z.object({ id: z.number().int() })).default([]),
});
export type FeedIncident = z.infer<typeof feedIncidentSchema>;

const feedSchema = z.object({ data: z.array(feedIncidentSchema) });

export class PlatformStatusError extends Error {
  override readonly name = 'PlatformStatusError';
}

export function incidentsUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}${STATUS_API_PATHS.incidents}?sort=id&order=desc`;
}

export async function fetchIncidents(
  apiUrl: string,
  fetchFn: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<FeedIncident[]> {
  const url = incidentsUrl(apiUrl);
  let response: Response;
  try {
    response = await fetchFn(url, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: signal ?? null,
    });
  } catch {
    throw new PlatformStatusError(`${url} could not be reached.`);
  }
  if (!response.ok) throw new PlatformStatusError(`${url} answered ${response.status}.`);
  const parsed = feedSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PlatformStatusError(`${url} is not an incident list.`);
  return parsed.data.data;
}

export const platformStatusQueries = {
  incidents: (apiUrl: string) =>
    queryOptions({
      queryKey: ['platform-status', apiUrl],
      queryFn: ({ signal }) => fetchIncidents(apiUrl, fetch, signal),
      refetchInterval: PLATFORM_STATUS_POLL_MS,
      refetchIntervalInBackground: true,
      // The next poll is the retry.
      retry: false,
    }),
};
