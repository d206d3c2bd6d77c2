// What a drawer session took, read from the sales tables: the station's sales captured while the
// drawer was open and the refunds given there meanwhile (no foreign key ties them to the drawer,
// so a sale queued offline and synced later lands in the session it was captured in). A voided
// sale counts as a void only: its money went back.
import type { Queryable } from '../db/database';

export interface DrawerWindow {
  tenantId: string;
  installId: string;
  openedAt: Date;
  /** Null while the drawer is open: everything since it opened. */
  closedAt: Date | null;
}

export interface DrawerSalesFigures {
  salesCount: number;
  voidsCount: number;
  grossSalesMinor: number;
  discountsMinor: number;
  salesTaxMinor: number;
  salesTotalMinor: number;
  refundsMinor: number;
  refundsTaxMinor: number;
  /** Cash handed over for sales, and the change handed back. */
  cashTakenMinor: number;
  changeGivenMinor: number;
  cashRefundsMinor: number;
  byTender: { kind: string; count: number; amountMinor: number }[];
}

const WINDOW = `
  window_sales AS (
    SELECT id, state, subtotal_minor, discount_minor, tax_minor, total_minor FROM sales
     WHERE tenant_id = $1 AND install_id = $2 AND captured_at >= $3
       AND ($4::timestamptz IS NULL OR captured_at <= $4)),
  kept AS (SELECT * FROM window_sales WHERE state <> 'voided'),
  window_refunds AS (
    SELECT id, total_minor, tax_minor FROM sale_refunds
     WHERE tenant_id = $1 AND install_id = $2 AND created_at >= $3
       AND ($4::timestamptz IS NULL OR created_at <= $4)),
  cash_tenders AS (
    SELECT t.given_minor, t.amount_minor, t.change_minor FROM sale_tenders t JOIN kept s ON s.id = t.sale_id
     WHERE t.tenant_id = $1 AND t.refund_id IS NULL AND t.kind = 'cash')`;

interface FiguresRow {
  sales_count: number;
  voids_count: number;
  gross: number;
  discounts: number;
  sales_tax: number;
  sales_total: number;
  refunds: number;
  refunds_tax: number;
  cash_taken: number;
  change_given: number;
  cash_refunds: number;
}

export async function drawerSalesFigures(
  db: Queryable,
  window: DrawerWindow,
): Promise<DrawerSalesFigures> {
  const parameters = [window.tenantId, window.installId, window.openedAt, window.closedAt];
  const [row] = await db.query<FiguresRow>(
    `WITH ${WINDOW}
     SELECT (SELECT count(*) FROM kept)::int AS sales_count,
            (SELECT count(*) FROM window_sales WHERE state = 'voided')::int AS voids_count,
            (SELECT COALESCE(sum(subtotal_minor), 0) FROM kept)::float8 AS gross,
            (SELECT COALESCE(sum(discount_minor), 0) FROM kept)::float8 AS discounts,
            (SELECT COALESCE(sum(tax_minor), 0) FROM kept)::float8 AS sales_tax,
            (SELECT COALESCE(sum(total_minor), 0) FROM kept)::float8 AS sales_total,
            (SELECT COALESCE(sum(total_minor), 0) FROM window_refunds)::float8 AS refunds,
            (SELECT COALESCE(sum(tax_minor), 0) FROM window_refunds)::float8 AS refunds_tax,
            (SELECT COALESCE(sum(COALESCE(given_minor, amount_minor)), 0)
               FROM cash_tenders)::float8 AS cash_taken,
            (SELECT COALESCE(sum(COALESCE(change_minor, 0)), 0) FROM cash_tenders)::float8
              AS change_given,
            (SELECT COALESCE(sum(t.amount_minor), 0)
               FROM sale_tenders t JOIN window_refunds r ON r.id = t.refund_id
              WHERE t.tenant_id = $1 AND t.kind = 'cash')::float8 AS cash_refunds`,
    parameters,
  );
  if (row === undefined) throw new Error('The drawer figures query answered no row.');
  const byTender = await db.query<{ kind: string; count: number; amountMinor: number }>(
    `WITH ${WINDOW}
     SELECT t.kind, count(*)::int AS count, sum(t.amount_minor)::float8 AS "amountMinor"
       FROM sale_tenders t JOIN kept s ON s.id = t.sale_id
      WHERE t.tenant_id = $1 AND t.refund_id IS NULL
      GROUP BY t.kind ORDER BY t.kind`,
    parameters,
  );
  return {
    salesCount: row.sales_count,
    voidsCount: row.voids_count,
    grossSalesMinor: row.gross,
    discountsMinor: row.discounts,
    salesTaxMinor: row.sales_tax,
    salesTotalMinor: row.sales_total,
    refundsMinor: row.refunds,
    refundsTaxMinor: row.refunds_tax,
    cashTakenMinor: row.cash_taken,
    changeGivenMinor: row.change_given,
    cashRefundsMinor: row.cash_refunds,
    byTender,
  };
}
