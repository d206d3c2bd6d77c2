// The back office's transactions (GET /sales/sales and /sales/sales/:id with transactionsView):
// one page of the list for the data table, and one sale in full.
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Page } from '@shared/paging';
import { buildPath } from '@shared/paths';
import { saleSchema, salesPageSchema, SALES_PATHS, type Sale } from '@shared/sales/sales';
import { useApi, type HttpClient } from '../../../api';
import { salesKey } from './sales';

export interface TransactionsApi {
  /** `query` as the list's query string takes it (filters, sort, cursor, limit). */
  page(query: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<Page<Sale>>;
  sale(id: string, signal?: AbortSignal): Promise<Sale>;
}

export function createTransactionsApi(client: HttpClient): TransactionsApi {
  return {
    page: (query, signal) =>
      client.get(
        `${SALES_PATHS.sales}?${new URLSearchParams(query).toString()}`,
        salesPageSchema,
        signal,
      ),
    sale: (id, signal) => client.get(buildPath(SALES_PATHS.sale, { id }), saleSchema, signal),
  };
}

export function useTransactionsApi(): TransactionsApi {
  const { suite } = useApi();
  return useMemo(() => createTransactionsApi(suite), [suite]);
}

export function transactionQuery(api: TransactionsApi, tenantId: string, id: string) {
  return queryOptions({
    queryKey: [...salesKey(tenantId), 'sale', id] as const,
    queryFn: ({ signal }) => api.sale(id, signal),
  });
}
