// Sales (POST /sales/sales). Completing a sale goes through ONE function, completeSale, so the
// station's offline queue can take its place.
import { API_HEADERS } from '@shared/api-headers';
import { saleSchema, SALES_PATHS, type Sale, type SaleDraft } from '@shared/sales/sales';
import type { HttpClient } from '../../../api';

export interface SalesApi {
  /** The sale's id is its Idempotency-Key: a retried completion finds the same sale. */
  completeSale(draft: SaleDraft): Promise<Sale>;
}

export function createSalesApi(client: HttpClient): SalesApi {
  return {
    completeSale: (draft) =>
      client.request(
        {
          method: 'POST',
          path: SALES_PATHS.sales,
          body: draft,
          headers: { [API_HEADERS.idempotencyKey]: draft.id },
        },
        saleSchema,
      ),
  };
}

/** Every sales list and sale of the tenant: refreshed when a sale completes here. */
export function salesKey(tenantId: string) {
  return [tenantId, 'sales', 'sales'] as const;
}
