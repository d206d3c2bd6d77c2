// Sales (POST /sales/sales), the station's receipt series and the server's health: what the
// station queue sends completed sales through (features/sales/station-queue).
import { API_HEADERS } from '@shared/api-headers';
import { queryOptions } from '@tanstack/react-query';
import { buildPath } from '@shared/paths';
import {
  receiptSeriesSchema,
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
import type { HttpClient } from '../../../api/http-client';

/** POST of a write that moves money: its id is its Idempotency-Key, so a retry is answered once. */
export function postIdempotent<T>(
  client: HttpClient,
  path: string,
  body: { id: string },
  schema: z.ZodType<T>,
  signal?: AbortSignal,
): Promise<T> {
  return client.request(
    { method: 'POST', path, body, signal, headers: { [API_HEADERS.idempotencyKey]: body.id } },
    schema,
  );
}

// GET /api/health sits beside the API families, one level above the suite family's prefix
// (/api/suite); the URL parser resolves the dot segment.
const HEALTH_FROM_SUITE = '/../health';

export interface SalesApi {
  /** The sale's id is its Idempotency-Key: a resent sale finds the same sale. Used by the queue. */
  send(draft: SaleDraft, signal: AbortSignal): Promise<Sale>;
  /** This station's next receipt number at a location (GET /sales/receipt-series). */
  receiptSeries(locationId: string): Promise<z.infer<typeof receiptSeriesSchema>>;
  /** Resolves when the server answers GET /api/health. */
  probe(): Promise<void>;
  /** The newest sales at this station, or by this person in a browser. */
  recent(filter: RecentFilter, signal?: AbortSignal): Promise<Sale[]>;
  refund(saleId: string, draft: RefundDraft & { id: string }): Promise<Refund>;
  voidSale(saleId: string, request: { reason: string; approvals: string[] }): Promise<Sale>;
}

export type RecentFilter = { installId: string } | { staffId: string };

const RECENT_LIMIT = 20;

export function createSalesApi(client: HttpClient): SalesApi {
  return {
    send: (draft, signal) => postIdempotent(client, SALES_PATHS.sales, draft, saleSchema, signal),
    receiptSeries: (locationId) =>
      client.get(
        `${SALES_PATHS.receiptSeries}?${new URLSearchParams({ locationId }).toString()}`,
        receiptSeriesSchema,
      ),
    probe: () => client.send({ method: 'GET', path: HEALTH_FROM_SUITE }),
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
