// The sellable catalogue (GET /sales/catalogue): one answer with everything a station sells,
// kept for the whole shift and refreshed when the catalogue changes.
import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_PATHS, catalogueSchema, type Catalogue } from '@shared/sales/catalogue';
import type { HttpClient } from '../../../api';

export interface CatalogueApi {
  get(signal?: AbortSignal): Promise<Catalogue>;
}

export function createCatalogueApi(client: HttpClient): CatalogueApi {
  return { get: (signal) => client.get(CATALOGUE_PATHS.catalogue, catalogueSchema, signal) };
}

export function catalogueQuery(api: CatalogueApi, tenantId: string) {
  return queryOptions({
    queryKey: [tenantId, 'sales', 'catalogue'] as const,
    queryFn: ({ signal }) => api.get(signal),
    // A till sells from what it has; a few minutes old is fresh enough between refetches.
    staleTime: 5 * 60_000,
  });
}
