// Sales (POST /sales/sales). Completing a sale goes through ONE function, completeSale, so the
// station's offline queue can take its place.
import { API_HEADERS } from '@shared/api-headers';
import { saleSchema, SALES_PATHS, type Sale, type SaleDraft } from '@shared/sales/sales';
import type { z } from 'zod';
import type { HttpClient } from '../../../api';

/** POST of a write that moves money: its id is its Idempotency-Key, so a retry is answered once. */
export function postIdempotent<T>(
  client: HttpClient,
  path: string,
  body: { id: string },
  schema: z.ZodType<T>,
): Promise<T> {
  return client.request(
    { method: 'POST', path, body, headers: { [API_HEADERS.idempotencyKey]: body.id } },
    schema,
  );
}

export interface SalesApi {
  /** The sale's id is its Idempotency-Key: a retried completion finds the same sale. */
  completeSale(draft: SaleDraft): Promise<Sale>;
}

export function createSalesApi(client: HttpClient): SalesApi {
  return {
    completeSale: (draft) => postIdempotent(client, SALES_PATHS.sales, draft, saleSchema),
  };
}

/** Every sales list and sale of the tenant: refreshed when a sale completes here. */
export function salesKey(tenantId: string) {
  return [tenantId, 'sales', 'sales'] as const;
}
