// The seeded sales history's customers: every sixth past sale of a tenant (by receipt number, so
// the same sales on every fresh start) is given to one of the regulars in turn, so that the back
// office and a contact's purchases have something to show. The regulars come from the CRM,
// through the demo seed's order in families/demo-seed.ts.
import type { SaleCustomer } from '@shared/sales/sales';
import type { Queryable } from '../db/database';

const EVERY_NTH_SALE = 6;

export async function giveHistoryToRegulars(
  tx: Queryable,
  tenantId: string,
  regulars: readonly SaleCustomer[],
): Promise<void> {
  if (regulars.length === 0) return;
  await tx.query(
    `WITH picked AS (
       SELECT id, (row_number() OVER (ORDER BY receipt_number) - 1) AS n
         FROM sales WHERE tenant_id = $1 AND customer_id IS NULL)
     UPDATE sales s
        SET customer_id = ($2::uuid[])[(p.n / $4) % cardinality($2::uuid[]) + 1],
            customer_name = ($3::text[])[(p.n / $4) % cardinality($3::text[]) + 1]
       FROM picked p
      WHERE s.id = p.id AND p.n % $4 = 0`,
    [
      tenantId,
      regulars.map((regular) => regular.id),
      regulars.map((regular) => regular.name),
      EVERY_NTH_SALE,
    ],
  );
}
