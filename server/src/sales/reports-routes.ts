// The sales reports (src/shared/sales/reports.ts), for whoever holds reportsView: a range's
// summary beside the period before it, its breakdowns and its cash-drawer sessions. Read-only; the SQL is in
// reports-store.ts.
import { hasPermission } from '@shared/permissions';
import {
  drawerSessionsSchema,
  previousPeriodOf,
  REPORT_PATHS,
  reportBreakdownQuerySchema,
  reportRangeQuerySchema,
  salesBreakdownSchema,
  salesSummarySchema,
} from '@shared/sales/reports';
import { tenantContext, type TenantContext } from '../auth/request-context';
import { forbidden, notFoundInTenant } from '../http/errors';
import { tenantRoutes } from '../http/tenant-routes';
import {
  reportPlace,
  salesBreakdown,
  salesFigures,
  tenderTotals,
  type ReportPlace,
} from './reports-store';
import type { Database } from '../db/database';
import { drawerSessions } from './reports-drawers-store';

function assertMayReadReports(context: TenantContext): void {
  if (!hasPermission(context.permissions, 'sales', 'reportsView')) {
    throw forbidden('Sales reports need the reports permission.');
  }
}

/** The place a report is about, or 404 for a location that is not the tenant's. */
async function placeOf(
  database: Database,
  context: TenantContext,
  locationId: string | undefined,
): Promise<ReportPlace> {
  const place = await reportPlace(database, context.tenantId, locationId ?? null);
  if (place === null) throw notFoundInTenant('location', locationId ?? '');
  return place;
}

export const reportsRoutes = tenantRoutes((app, deps) => {
  const { database } = deps;

  app.get(
    REPORT_PATHS.summary,
    { schema: { querystring: reportRangeQuerySchema, response: { 200: salesSummarySchema } } },
    async (request) => {
      const context = tenantContext(request);
      assertMayReadReports(context);
      const { from, to, locationId } = request.query;
      const place = await placeOf(database, context, locationId);
      const scope = {
        tenantId: context.tenantId,
        timeZone: place.timeZone,
        locationId: locationId ?? null,
      };
      const previousPeriod = previousPeriodOf({ from, to });
      // One after another: a query at a time per connection (PGlite has only one).
      const current = { ...scope, from, to };
      const previous = { ...scope, ...previousPeriod };
      const figures = await salesFigures(database, current);
      const tenders = await tenderTotals(database, current);
      const previousFigures = await salesFigures(database, previous);
      const previousTenders = await tenderTotals(database, previous);
      return {
        ...place,
        period: { from, to },
        figures,
        tenders,
        previousPeriod,
        previousFigures,
        previousTenders,
      };
    },
  );

  app.get(
    REPORT_PATHS.breakdown,
    {
      schema: { querystring: reportBreakdownQuerySchema, response: { 200: salesBreakdownSchema } },
    },
    async (request) => {
      const context = tenantContext(request);
      assertMayReadReports(context);
      const { from, to, locationId, by } = request.query;
      const place = await placeOf(database, context, locationId);
      const rows = await salesBreakdown(
        database,
        {
          tenantId: context.tenantId,
          timeZone: place.timeZone,
          locationId: locationId ?? null,
          from,
          to,
        },
        by,
      );
      return { ...place, period: { from, to }, by, rows };
    },
  );

  app.get(
    REPORT_PATHS.drawers,
    { schema: { querystring: reportRangeQuerySchema, response: { 200: drawerSessionsSchema } } },
    async (request) => {
      const context = tenantContext(request);
      assertMayReadReports(context);
      const { from, to, locationId } = request.query;
      const place = await placeOf(database, context, locationId);
      const listed = await drawerSessions(database, {
        tenantId: context.tenantId,
        timeZone: place.timeZone,
        locationId: locationId ?? null,
        from,
        to,
      });
      return { ...place, period: { from, to }, ...listed };
    },
  );
});
