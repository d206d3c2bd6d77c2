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

/** DrawerSession as selected, its times as the engine gives them. */
type DrawerRow = Omit<DrawerSession, 'openedAt' | 'closedAt'> & {
  openedAt: Date | string;
  closedAt: Date | string | null;
};

const DRAWER_SELECT = `
  SELECT d.id, d.tenant_id AS "tenantId", d.location_id AS "locationId",
         d.install_id AS "installId",
         json_build_object('id', d.opened_by,
           'name', COALESCE(btrim(a.first_name || ' ' || a.last_name), 'Former staff'))
           AS "openedBy",
         d.opened_at AS "openedAt", d.float_minor::float8 AS "floatMinor",
         d.closed_at AS "closedAt", d.counts, d.counted_minor::float8 AS "countedMinor"
    FROM sales_drawers d LEFT JOIN accounts a ON a.id = d.opened_by`;

/** Which drawer: one by id (held until the transaction ends with forUpdate), or a station's open one. */
export type DrawerWhich = { id: string; forUpdate?: boolean } | { openAtInstall: string };

/**
 * The tenant's drawer, or null for another tenant's or none. Held `forUpdate`, a movement and
 * the close are judged one after another.
 */
export async function findDrawer(
  db: Queryable,
  tenantId: string,
  which: DrawerWhich,
): Promise<DrawerSession | null> {
  const [row] =
    'id' in which
      ? await db.query<DrawerRow>(
          `${DRAWER_SELECT} WHERE d.tenant_id = $1 AND d.id = $2${which.forUpdate === true ? ' FOR UPDATE OF d' : ''}`,
          [tenantId, which.id],
        )
      : await db.query<DrawerRow>(
          `${DRAWER_SELECT} WHERE d.tenant_id = $1 AND d.install_id = $2 AND d.closed_at IS NULL`,
          [tenantId, which.openAtInstall],
        );
  if (row === undefined) return null;
  return {
    ...row,
    openedAt: new Date(row.openedAt),
    closedAt: row.closedAt === null ? null : new Date(row.closedAt),
  };
}

/** The tenant's drawer by id; 404 for another tenant's or none. */
export async function mustFindDrawer(
  db: Queryable,
  tenantId: string,
  which: { id: string; forUpdate?: boolean },
): Promise<DrawerSession> {
  const session = await findDrawer(db, tenantId, which);
  if (session === null) throw notFoundInTenant('drawer', which.id);
  return session;
}

/**
 * Opens a drawer at the station; null when the location is not the tenant's, 409 when the
 * station has one open already.
 */
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
): Promise<string | null> {
  try {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO sales_drawers
         (tenant_id, location_id, install_id, opened_by, opened_at, float_minor, float_counts)
       SELECT l.tenant_id, l.id, $3, $4, $5, $6, $7::jsonb FROM locations l
        WHERE l.tenant_id = $1 AND l.id = $2
       RETURNING id`,
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
    return row?.id ?? null;
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
  movement: { tenantId: string; id: string },
): Promise<DrawerMovement | null> {
  const [row] = await db.query<DrawerMovement>(
    `SELECT id, drawer_id AS "drawerId", kind, amount_minor::float8 AS "amountMinor", reason
       FROM sales_drawer_movements WHERE id = $1 AND tenant_id = $2`,
    [movement.id, movement.tenantId],
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
