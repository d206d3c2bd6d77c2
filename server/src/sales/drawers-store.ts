// The SQL of cash drawer sessions and their movements, in the caller's tenant, and the drawer as
// the API shows it: its expected cash worked out from the float, the station's cash sales and
// refunds (drawer-sales-store.ts) and the paid in and paid out.
import type { Drawer, DrawerReport } from '@shared/sales/drawers';
import type { Queryable } from '../db/database';
import { conflict, notFoundInTenant, uniqueViolation } from '../http/errors';
import { drawerSalesFigures, type DrawerSalesFigures } from './drawer-sales-store';

/** A drawer as stored, before its figures are worked out. */
export interface DrawerSession {
  id: string;
  tenantId: string;
  locationId: string;
  installId: string;
  openedBy: { id: string; name: string };
  openedAt: Date;
  floatMinor: number;
  closedAt: Date | null;
  counts: Record<string, number> | null;
  countedMinor: number | null;
}

interface DrawerRow {
  id: string;
  tenant_id: string;
  location_id: string;
  install_id: string;
  opened_by: string;
  opened_by_name: string;
  opened_at: Date | string;
  float_minor: number;
  closed_at: Date | string | null;
  counts: Record<string, number> | null;
  counted_minor: number | null;
}

const DRAWER_SELECT = `
  SELECT d.id, d.tenant_id, d.location_id, d.install_id, d.opened_by,
         COALESCE(btrim(a.first_name || ' ' || a.last_name), 'Former staff') AS opened_by_name,
         d.opened_at, d.float_minor::float8 AS float_minor, d.closed_at, d.counts,
         d.counted_minor::float8 AS counted_minor
    FROM sales_drawers d LEFT JOIN accounts a ON a.id = d.opened_by`;

function toSession(row: DrawerRow): DrawerSession {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    locationId: row.location_id,
    installId: row.install_id,
    openedBy: { id: row.opened_by, name: row.opened_by_name },
    openedAt: new Date(row.opened_at),
    floatMinor: row.float_minor,
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
    counts: row.counts,
    countedMinor: row.counted_minor,
  };
}

/**
 * The tenant's drawer; 404 for another tenant's or none. `forUpdate` holds it until the
 * transaction ends, so a movement and the close are judged one after another.
 */
export async function findDrawer(
  db: Queryable,
  tenantId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DrawerSession> {
  const [row] = await db.query<DrawerRow>(
    `${DRAWER_SELECT} WHERE d.id = $1 AND d.tenant_id = $2${options.forUpdate === true ? ' FOR UPDATE OF d' : ''}`,
    [id, tenantId],
  );
  if (row === undefined) throw notFoundInTenant('drawer', id);
  return toSession(row);
}

/** The station's open drawer, or null. */
export async function findOpenDrawer(
  db: Queryable,
  tenantId: string,
  installId: string,
): Promise<DrawerSession | null> {
  const [row] = await db.query<DrawerRow>(
    `${DRAWER_SELECT} WHERE d.tenant_id = $1 AND d.install_id = $2 AND d.closed_at IS NULL`,
    [tenantId, installId],
  );
  return row === undefined ? null : toSession(row);
}

export async function locationExists(
  db: Queryable,
  tenantId: string,
  locationId: string,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM locations WHERE id = $1 AND tenant_id = $2', [
    locationId,
    tenantId,
  ]);
  return rows.length > 0;
}

/** Opens a drawer at the station; 409 when the station has one open already. */
export async function insertDrawer(
  tx: Queryable,
  drawer: {
    tenantId: string;
    locationId: string;
    installId: string;
    openedBy: string;
    floatMinor: number;
    floatCounts: Record<string, number> | null;
    now: Date;
  },
): Promise<string> {
  try {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO sales_drawers
         (tenant_id, location_id, install_id, opened_by, opened_at, float_minor, float_counts)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
      [
        drawer.tenantId,
        drawer.locationId,
        drawer.installId,
        drawer.openedBy,
        drawer.now,
        drawer.floatMinor,
        drawer.floatCounts === null ? null : JSON.stringify(drawer.floatCounts),
      ],
    );
    if (row === undefined) throw new Error('The drawer was not stored.');
    return row.id;
  } catch (error) {
    if (uniqueViolation(error) === 'sales_drawers_open_idx') {
      throw conflict('This station already has an open drawer. Close it before opening another.');
    }
    throw error;
  }
}

export interface DrawerMovement {
  id: string;
  drawerId: string;
  kind: 'paidIn' | 'paidOut' | 'noSale';
  amountMinor: number;
  reason: string;
}

/** The movement with this id in the tenant, or null: a retried request is recognised by it. */
export async function findMovement(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<DrawerMovement | null> {
  const [row] = await db.query<DrawerMovement>(
    `SELECT id, drawer_id AS "drawerId", kind, amount_minor::float8 AS "amountMinor", reason
       FROM sales_drawer_movements WHERE id = $1 AND tenant_id = $2`,
    [id, tenantId],
  );
  return row ?? null;
}

export async function insertMovement(
  tx: Queryable,
  movement: DrawerMovement & {
    tenantId: string;
    accountId: string;
    approvedBy: string | null;
    now: Date;
  },
): Promise<void> {
  try {
    await tx.query(
      `INSERT INTO sales_drawer_movements
         (id, tenant_id, drawer_id, kind, amount_minor, reason, account_id, approved_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        movement.id,
        movement.tenantId,
        movement.drawerId,
        movement.kind,
        movement.amountMinor,
        movement.reason,
        movement.accountId,
        movement.approvedBy,
        movement.now,
      ],
    );
  } catch (error) {
    if (uniqueViolation(error) !== null) {
      throw conflict('This movement id was used for another movement. Send a new id.');
    }
    throw error;
  }
}

export async function markDrawerClosed(
  tx: Queryable,
  close: {
    id: string;
    closedBy: string;
    counts: Record<string, number>;
    countedMinor: number;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `UPDATE sales_drawers SET closed_by = $2, closed_at = $3, counts = $4::jsonb, counted_minor = $5
      WHERE id = $1 AND closed_at IS NULL`,
    [close.id, close.closedBy, close.now, JSON.stringify(close.counts), close.countedMinor],
  );
}

interface MovementTotals {
  paidInMinor: number;
  paidOutMinor: number;
  noSaleCount: number;
}

async function movementTotals(db: Queryable, drawerId: string): Promise<MovementTotals> {
  const [row] = await db.query<MovementTotals>(
    `SELECT COALESCE(sum(amount_minor) FILTER (WHERE kind = 'paidIn'), 0)::float8 AS "paidInMinor",
            COALESCE(sum(amount_minor) FILTER (WHERE kind = 'paidOut'), 0)::float8
              AS "paidOutMinor",
            (count(*) FILTER (WHERE kind = 'noSale'))::int AS "noSaleCount"
       FROM sales_drawer_movements WHERE drawer_id = $1`,
    [drawerId],
  );
  return row ?? { paidInMinor: 0, paidOutMinor: 0, noSaleCount: 0 };
}

interface DrawerFigures {
  sales: DrawerSalesFigures;
  movements: MovementTotals;
  expectedMinor: number;
}

async function drawerFigures(db: Queryable, session: DrawerSession): Promise<DrawerFigures> {
  const sales = await drawerSalesFigures(db, {
    tenantId: session.tenantId,
    installId: session.installId,
    openedAt: session.openedAt,
    closedAt: session.closedAt,
  });
  const movements = await movementTotals(db, session.id);
  const expectedMinor =
    session.floatMinor +
    sales.cashTakenMinor -
    sales.changeGivenMinor -
    sales.cashRefundsMinor +
    movements.paidInMinor -
    movements.paidOutMinor;
  return { sales, movements, expectedMinor };
}

function toDrawer(session: DrawerSession, expectedMinor: number): Drawer {
  return {
    id: session.id,
    locationId: session.locationId,
    installId: session.installId,
    openedBy: session.openedBy,
    openedAt: session.openedAt.toISOString(),
    floatMinor: session.floatMinor,
    state: session.closedAt === null ? 'open' : 'closed',
    expectedMinor,
    countedMinor: session.countedMinor,
    overShortMinor: session.countedMinor === null ? null : session.countedMinor - expectedMinor,
    closedAt: session.closedAt === null ? null : session.closedAt.toISOString(),
  };
}

/** The drawer as the API shows it, its expected cash as of now (or of its close). */
export async function drawerView(db: Queryable, session: DrawerSession): Promise<Drawer> {
  const { expectedMinor } = await drawerFigures(db, session);
  return toDrawer(session, expectedMinor);
}

/** The end-of-day (Z) report; while the drawer is open, its figures so far. */
export async function drawerReport(db: Queryable, session: DrawerSession): Promise<DrawerReport> {
  const { sales, movements, expectedMinor } = await drawerFigures(db, session);
  const drawer = toDrawer(session, expectedMinor);
  const taxMinor = sales.salesTaxMinor - sales.refundsTaxMinor;
  return {
    drawer,
    salesCount: sales.salesCount,
    grossSalesMinor: sales.grossSalesMinor,
    discountsMinor: sales.discountsMinor,
    refundsMinor: sales.refundsMinor,
    taxMinor,
    netSalesMinor: sales.salesTotalMinor - sales.refundsMinor - taxMinor,
    byTender: sales.byTender,
    cash: {
      floatMinor: session.floatMinor,
      cashSalesMinor: sales.cashTakenMinor - sales.changeGivenMinor,
      cashRefundsMinor: sales.cashRefundsMinor,
      paidInMinor: movements.paidInMinor,
      paidOutMinor: movements.paidOutMinor,
      expectedMinor,
      countedMinor: drawer.countedMinor,
      overShortMinor: drawer.overShortMinor,
    },
    noSaleCount: movements.noSaleCount,
    voidsCount: sales.voidsCount,
    counts: session.counts,
  };
}
