// The sales reports (GET /sales/reports/summary, /breakdown and /drawers, src/shared/sales/reports.ts):
// fetchers, query keys under the tenant and queryOptions for the reports screen.
import { queryOptions } from '@tanstack/react-query';
import {
  drawerSessionsSchema,
  REPORT_PATHS,
  salesBreakdownSchema,
  salesSummarySchema,
  type DrawerSessions,
  type ReportGrouping,
  type SalesBreakdown,
  type SalesSummary,
} from '@shared/sales/reports';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';

export interface ReportRange {
  from: string;
  to: string;
  /** null: every location. */
  locationId: string | null;
}

export interface ReportsApi {
  summary(range: ReportRange, signal?: AbortSignal): Promise<SalesSummary>;
  breakdown(range: ReportRange, by: ReportGrouping, signal?: AbortSignal): Promise<SalesBreakdown>;
  drawers(range: ReportRange, signal?: AbortSignal): Promise<DrawerSessions>;
}

function rangeQuery(range: ReportRange, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    from: range.from,
    to: range.to,
    ...(range.locationId === null ? {} : { locationId: range.locationId }),
    ...extra,
  }).toString();
}

export function createReportsApi(client: HttpClient): ReportsApi {
  return {
    summary: (range, signal) =>
      client.get(`${REPORT_PATHS.summary}?${rangeQuery(range)}`, salesSummarySchema, signal),
    breakdown: (range, by, signal) =>
      client.get(
        `${REPORT_PATHS.breakdown}?${rangeQuery(range, { by })}`,
        salesBreakdownSchema,
        signal,
      ),
    drawers: (range, signal) =>
      client.get(`${REPORT_PATHS.drawers}?${rangeQuery(range)}`, drawerSessionsSchema, signal),
  };
}

export function useReportsApi(): ReportsApi {
  return useSuiteApi(createReportsApi);
}

/** Every report of the tenant: stale whenever a sale, refund or void lands. */
export function reportsKey(tenantId: string) {
  return [tenantId, 'sales', 'reports'] as const;
}

export function summaryQuery(api: ReportsApi, tenantId: string, range: ReportRange) {
  return queryOptions({
    queryKey: [...reportsKey(tenantId), 'summary', range] as const,
    queryFn: ({ signal }) => api.summary(range, signal),
  });
}

export function breakdownQuery(
  api: ReportsApi,
  tenantId: string,
  range: ReportRange,
  by: ReportGrouping,
) {
  return queryOptions({
    queryKey: [...reportsKey(tenantId), 'breakdown', range, by] as const,
    queryFn: ({ signal }) => api.breakdown(range, by, signal),
  });
}

export function drawersQuery(api: ReportsApi, tenantId: string, range: ReportRange) {
  return queryOptions({
    queryKey: [...reportsKey(tenantId), 'drawers', range] as const,
    queryFn: ({ signal }) => api.drawers(range, signal),
  });
}
