// Sales (POST /sales/sales and the sale's refunds and void). Completing a sale goes through ONE
// function, completeSale, so the station's offline queue can take its place.
import { queryOptions } from '@tanstack/react-query';
import { API_HEADERS } from '@shared/api-headers';
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
import type { HttpClient } from '../../../api';

export interface SalesApi {
  /** The sale's id is its Idempotency-Key: a retried completion finds the same sale. */
  completeSale(draft: SaleDraft): Promise<Sale>;
  /** The newest sales rung up at this station (or by this person in a browser). */
  recent(filter: { installId: string | null }, signal?: AbortSignal): Promise<Sale[]>;
  refund(saleId: string, draft: RefundDraft): Promise<Refund>;
  voidSale(saleId: string, request: { reason: string; approvals: string[] }): Promise<Sale>;
}

const RECENT_LIMIT = 20;

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
    recent: async ({ installId }, signal) => {
      const query = new URLSearchParams({ limit: String(RECENT_LIMIT) });
      if (installId !== null) query.set('installId', installId);
      const page = await client.get(
        `${SALES_PATHS.sales}?${query.toString()}`,
        salesPageSchema,
        signal,
      );
      return page.items;
    },
    refund: (saleId, draft) =>
      client.request(
        {
          method: 'POST',
          path: buildPath(SALES_PATHS.refunds, { id: saleId }),
          body: draft,
          headers: { [API_HEADERS.idempotencyKey]: draft.id },
        },
        refundSchema,
      ),
    voidSale: (saleId, request) =>
      client.post(buildPath(SALES_PATHS.void, { id: saleId }), request, saleSchema),
  };
}

export function salesKey(tenantId: string) {
  return [tenantId, 'sales', 'sales'] as const;
}

export function recentSalesQuery(api: SalesApi, tenantId: string, installId: string | null) {
  return queryOptions({
    queryKey: [...salesKey(tenantId), 'recent', installId] as const,
    queryFn: ({ signal }) => api.recent({ installId }, signal),
  });
}
