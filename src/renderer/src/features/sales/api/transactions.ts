// The back office's transactions (GET /sales/sales and /sales/sales/:id with transactionsView):
// one page of the list for the data table, one sale in full, and the staff and stations to filter
// by.
import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@shared/paging';
import { buildPath } from '@shared/paths';
import { saleSchema, salesPageSchema, SALES_PATHS, type Sale } from '@shared/sales/sales';
import {
  TRANSACTION_PATHS,
  transactionFilterOptionsSchema,
  type TransactionFilterOptions,
} from '@shared/sales/transactions';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';
import { salesKey } from './sales';

export interface TransactionsApi {
  /** `query` as the list's query string takes it (filters, sort, cursor, limit). */
  page(query: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<Page<Sale>>;
  sale(id: string, signal?: AbortSignal): Promise<Sale>;
  filterOptions(signal?: AbortSignal): Promise<TransactionFilterOptions>;
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
    filterOptions: (signal) =>
      client.get(TRANSACTION_PATHS.filterOptions, transactionFilterOptionsSchema, signal),
  };
}

export function useTransactionsApi(): TransactionsApi {
  return useSuiteApi(createTransactionsApi);
}

export function transactionQuery(api: TransactionsApi, tenantId: string, id: string) {
  return queryOptions({
    queryKey: [...salesKey(tenantId), 'sale', id] as const,
    queryFn: ({ signal }) => api.sale(id, signal),
  });
}

/** The staff members and stations the list can be narrowed to. */
export function transactionFilterOptionsQuery(api: TransactionsApi, tenantId: string) {
  return queryOptions({
    queryKey: [...salesKey(tenantId), 'transaction-filter-options'] as const,
    queryFn: ({ signal }) => api.filterOptions(signal),
  });
}
