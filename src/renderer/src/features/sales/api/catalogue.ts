// The sellable catalogue (GET /sales/catalogue): one answer with everything a station sells,
// kept for the whole shift and refreshed when the catalogue changes; the station's copy when the
// server cannot be reached, so the till keeps selling.
import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_PATHS, catalogueSchema, type Catalogue } from '@shared/sales/catalogue';
import { isApiError } from '../../../api/api-error';
import type { HttpClient } from '../../../api/http-client';

export interface CatalogueApi {
  get(signal?: AbortSignal): Promise<Catalogue>;
}

export function createCatalogueApi(client: HttpClient): CatalogueApi {
  return { get: (signal) => client.get(CATALOGUE_PATHS.catalogue, catalogueSchema, signal) };
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

export async function loadStationCatalogue(
  api: CatalogueApi,
  cache: CatalogueCache,
  signal?: AbortSignal,
): Promise<StationCatalogue> {
  try {
    const catalogue = await api.get(signal);
    await cache.keep(catalogue);
    return { catalogue, cachedAt: null };
  } catch (error) {
    const cached = serverUnreachable(error) ? await cache.load() : null;
    if (cached === null) throw error;
    cache.unreachable();
    return cached;
  }
}

/** `source` is the server with the station's copy behind it (loadStationCatalogue). */
export function catalogueQuery(
  source: { get(signal?: AbortSignal): Promise<StationCatalogue> },
  tenantId: string,
) {
  return queryOptions({
    queryKey: [tenantId, 'sales', 'catalogue'] as const,
    queryFn: ({ signal }) => source.get(signal),
    // A till sells from what it has; a few minutes old is fresh enough between refetches.
    staleTime: 5 * 60_000,
  });
}
