// The sellable catalogue (GET /sales/catalogue): one answer with everything a station sells,
// kept for the whole shift and refreshed when the catalogue changes (sales.catalogue.changed, or
// a refetch that names the version held and is answered 304 while it is current); the station's
// copy when the server cannot be reached, so the till keeps selling.
import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_PATHS, catalogueSchema, type Catalogue } from '@shared/sales/catalogue';
import { isApiError } from '../../../api/api-error';
import type { HttpClient } from '../../../api/http-client';

export interface CatalogueApi {
  /** The catalogue, or null while `heldVersion` is still the current one (the server's 304). */
  get(heldVersion: string | null, signal?: AbortSignal): Promise<Catalogue | null>;
}

export function createCatalogueApi(client: HttpClient): CatalogueApi {
  return {
    get: async (heldVersion, signal) => {
      const query = heldVersion === null ? '' : `?${new URLSearchParams({ version: heldVersion })}`;
      try {
        return await client.get(`${CATALOGUE_PATHS.catalogue}${query}`, catalogueSchema, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 304) return null;
        throw error;
      }
    },
  };
}

/** Where the catalogue came from: the server, or the station's copy while it cannot be reached. */
export interface StationCatalogue {
  catalogue: Catalogue;
  /** When the station's copy was downloaded; null for a fresh one. */
  cachedAt: string | null;
}

/** The station's own copy of the catalogue (features/sales/station-queue's cache). */
export interface CatalogueCache {
  keep(catalogue: Catalogue): Promise<void>;
  load(): Promise<{ catalogue: Catalogue; cachedAt: string } | null>;
  /** The server could not be reached: the station sells offline. */
  unreachable(): void;
}

/** The server is there but cannot answer well (no network, a timeout, a 5xx). */
function serverUnreachable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * The catalogue from the server, kept as the station's copy; `held` (what the till shows) stays
 * while the server says its version is current, and is then fresh whatever its origin.
 */
export async function loadStationCatalogue(
  api: CatalogueApi,
  cache: CatalogueCache,
  signal?: AbortSignal,
  held?: StationCatalogue,
): Promise<StationCatalogue> {
  try {
    const catalogue = await api.get(held?.catalogue.version ?? null, signal);
    if (catalogue === null && held !== undefined) return { ...held, cachedAt: null };
    if (catalogue === null) throw new Error('The server answered 304 to a station holding none.');
    await cache.keep(catalogue);
    return { catalogue, cachedAt: null };
  } catch (error) {
    const cached = serverUnreachable(error) ? await cache.load() : null;
    if (cached === null) throw error;
    cache.unreachable();
    return cached;
  }
}

/**
 * `source` is the server with the station's copy behind it (loadStationCatalogue); it is given
 * the catalogue the query holds, so a refetch downloads only a changed one.
 */
export function catalogueQuery(
  source: { get(signal?: AbortSignal, held?: StationCatalogue): Promise<StationCatalogue> },
  tenantId: string,
) {
  return queryOptions({
    queryKey: [tenantId, 'sales', 'catalogue'] as const,
    queryFn: ({ signal, client, queryKey }) =>
      source.get(signal, client.getQueryData<StationCatalogue>(queryKey)),
    // A till sells from what it has; a few minutes old is fresh enough between refetches.
    staleTime: 5 * 60_000,
  });
}
