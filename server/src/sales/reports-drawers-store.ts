// The cash-drawer sessions of a report's range (src/shared/sales/reports.ts drawers): each session
// opened in the range's days (the location's time zone) with its over/short, counted as the
// station's Z report counts it (drawers-store.ts), so the two never disagree.
import { REPORT_MAX_DRAWER_SESSIONS, type DrawerSessionRow } from '@shared/sales/reports';
import type { Queryable } from '../db/database';
import { drawerReport, findDrawer } from './drawers-store';
import type { ReportScope } from './reports-store';

interface SessionRow {
  id: string;
  station_name: string | null;
  closed_by: string | null;
}

/** The range's sessions, newest first, at most REPORT_MAX_DRAWER_SESSIONS; and whether cut. */
export async function drawerSessions(
  db: Queryable,
  scope: ReportScope,
): Promise<{ sessions: DrawerSessionRow[]; truncated: boolean }> {
  const rows = await db.query<SessionRow>(
    `SELECT d.id, i.name AS station_name,
            CASE WHEN d.closed_by IS NULL THEN NULL
                 ELSE COALESCE(btrim(a.first_name || ' ' || a.last_name), 'Former staff') END
              AS closed_by
       FROM sales_drawers d
       LEFT JOIN installs i ON i.id = d.install_id
       LEFT JOIN accounts a ON a.id = d.closed_by
      WHERE d.tenant_id = $1
        AND d.opened_at >= ($2::date)::timestamp AT TIME ZONE $4
        AND d.opened_at < ($3::date + 1)::timestamp AT TIME ZONE $4
        AND ($5::uuid IS NULL OR d.location_id = $5)
      ORDER BY d.opened_at DESC, d.id
      LIMIT ${REPORT_MAX_DRAWER_SESSIONS + 1}`,
    [scope.tenantId, scope.from, scope.to, scope.timeZone, scope.locationId],
  );
  const sessions: DrawerSessionRow[] = [];
  for (const row of rows.slice(0, REPORT_MAX_DRAWER_SESSIONS)) {
    const session = await findDrawer(db, scope.tenantId, { id: row.id });
    if (session === null) continue;
    const { drawer, cash, noSaleCount } = await drawerReport(db, session);
    sessions.push({
      id: drawer.id,
      locationId: drawer.locationId,
      installId: drawer.installId,
      stationName: row.station_name ?? '',
      openedBy: drawer.openedBy.name,
      openedAt: drawer.openedAt,
      closedBy: row.closed_by,
      closedAt: drawer.closedAt,
      floatMinor: drawer.floatMinor,
      paidInMinor: cash.paidInMinor,
      paidOutMinor: cash.paidOutMinor,
      noSaleCount,
      expectedMinor: drawer.expectedMinor,
      countedMinor: drawer.countedMinor,
      overShortMinor: drawer.overShortMinor,
    });
  }
  return { sessions, truncated: rows.length > REPORT_MAX_DRAWER_SESSIONS };
}
