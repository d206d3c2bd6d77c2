// Fulfillment orders (src/shared/sales/fulfillment.ts): the list's pages, one order, creating and
// moving orders along their status flow, the pickup scan's look-up and hand-over, and the
// pickup instructions the pick list prints.
import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@shared/paging';
import { buildPath } from '@shared/paths';
import {
  FULFILLMENT_PATHS,
  fulfillmentSettingsSchema,
  orderSchema,
  ordersPageSchema,
  type FulfillmentSettings,
  type Order,
  type OrderDraft,
  type StatusChange,
} from '@shared/sales/fulfillment';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';

export interface FulfillmentApi {
  page(query: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<Page<Order>>;
  order(id: string, signal?: AbortSignal): Promise<Order>;
  create(draft: OrderDraft): Promise<Order>;
  changeStatus(id: string, change: StatusChange): Promise<Order>;
  byCode(code: string, signal?: AbortSignal): Promise<Order>;
  handOver(code: string): Promise<Order>;
  settings(signal?: AbortSignal): Promise<FulfillmentSettings>;
}

export function createFulfillmentApi(client: HttpClient): FulfillmentApi {
  return {
    page: (query, signal) =>
      client.get(
        `${FULFILLMENT_PATHS.orders}?${new URLSearchParams(query).toString()}`,
        ordersPageSchema,
        signal,
      ),
    order: (id, signal) =>
      client.get(buildPath(FULFILLMENT_PATHS.order, { id }), orderSchema, signal),
    create: (draft) => client.post(FULFILLMENT_PATHS.orders, draft, orderSchema),
    changeStatus: (id, change) =>
      client.post(buildPath(FULFILLMENT_PATHS.status, { id }), change, orderSchema),
    byCode: (code, signal) =>
      client.get(buildPath(FULFILLMENT_PATHS.pickup, { code }), orderSchema, signal),
    handOver: (code) =>
      client.post(buildPath(FULFILLMENT_PATHS.handOver, { code }), {}, orderSchema),
    settings: (signal) => client.get(FULFILLMENT_PATHS.settings, fulfillmentSettingsSchema, signal),
  };
}

export function useFulfillmentApi(): FulfillmentApi {
  return useSuiteApi(createFulfillmentApi);
}

/** Every fulfillment key of the tenant: sales.fulfillment.changed invalidates them all. */
export function fulfillmentKey(tenantId: string) {
  return [tenantId, 'sales', 'fulfillment'] as const;
}

export function orderQuery(api: FulfillmentApi, tenantId: string, id: string) {
  return queryOptions({
    queryKey: [...fulfillmentKey(tenantId), 'order', id] as const,
    queryFn: ({ signal }) => api.order(id, signal),
  });
}

export function pickupQuery(api: FulfillmentApi, tenantId: string, code: string) {
  return queryOptions({
    queryKey: [...fulfillmentKey(tenantId), 'pickup', code] as const,
    queryFn: ({ signal }) => api.byCode(code, signal),
    retry: false,
  });
}

export function fulfillmentSettingsQuery(api: FulfillmentApi, tenantId: string) {
  return queryOptions({
    queryKey: [...fulfillmentKey(tenantId), 'settings'] as const,
    queryFn: ({ signal }) => api.settings(signal),
  });
}
