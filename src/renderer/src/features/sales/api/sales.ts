// Sales (POST /sales/sales). Completing a sale goes through ONE function, completeSale, so the
// station's offline queue can take its place.
import { API_HEADERS } from '@shared/api-headers';
import { queryOptions } from '@tanstack/react-query';
import { buildPath } from '@shared/paths';
import {
  refundSchema,
  saleSchema,
  salesPageSchema,
  SALES_PATHS,
  type Refund,
  type RefundDraft,
  type Sale,
  type SaleDraft,
} from '@shared/sales/sales';
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
  /** The newest sales at this station, or by this person in a browser. */
  recent(filter: RecentFilter, signal?: AbortSignal): Promise<Sale[]>;
  refund(saleId: string, draft: RefundDraft & { id: string }): Promise<Refund>;
  voidSale(saleId: string, request: { reason: string; approvals: string[] }): Promise<Sale>;
}

export type RecentFilter = { installId: string } | { staffId: string };

const RECENT_LIMIT = 20;

export function createSalesApi(client: HttpClient): SalesApi {
  return {
    completeSale: (draft) => postIdempotent(client, SALES_PATHS.sales, draft, saleSchema),
    recent: async (filter, signal) => {
      const query = new URLSearchParams({ ...filter, limit: String(RECENT_LIMIT) });
      const path = `${SALES_PATHS.sales}?${query.toString()}`;
      return (await client.get(path, salesPageSchema, signal)).items;
    },
    refund: (saleId, draft) =>
      postIdempotent(client, buildPath(SALES_PATHS.refunds, { id: saleId }), draft, refundSchema),
    voidSale: (saleId, request) =>
      client.post(buildPath(SALES_PATHS.void, { id: saleId }), request, saleSchema),
  };
}

/** Every sales list and sale of the tenant: refreshed when a sale completes here. */
export function salesKey(tenantId: string) {
  return [tenantId, 'sales', 'sales'] as const;
}

export function recentSalesQuery(api: SalesApi, tenantId: string, filter: RecentFilter) {
  return queryOptions({
    queryKey: [...salesKey(tenantId), 'recent', filter] as const,
    queryFn: ({ signal }) => api.recent(filter, signal),
  });
}
