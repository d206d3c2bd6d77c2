// Receipt numbering: one gap-free series per station and location, and one per location that
// every browser shares (install NULL). A number is taken in the transaction of the sale or refund
// that uses it, under the series' row lock, so a rolled-back write leaves no gap and two writes
// never share a number. A station may bring a number it reserved while offline: it must be the
// series' next one, so its queue syncing in order keeps the series whole.
import type { Queryable } from '../db/database';
import { ApiError, notFoundInTenant } from '../http/errors';

export interface ReceiptSeries {
  id: string;
  prefix: string;
  nextNumber: number;
}

export function formatReceiptNumber(prefix: string, number: number): string {
  return `${prefix}-${String(number).padStart(6, '0')}`;
}

interface SeriesRow {
  id: string;
  prefix: string;
  next_number: number;
}

const BROWSER = '00000000-0000-0000-0000-000000000000';

async function lockedSeries(
  tx: Queryable,
  tenantId: string,
  locationId: string,
  installId: string | null,
): Promise<ReceiptSeries | null> {
  const [row] = await tx.query<SeriesRow>(
    `SELECT id, prefix, next_number FROM sales_receipt_series
      WHERE tenant_id = $1 AND location_id = $2
        AND COALESCE(install_id, $4::uuid) = COALESCE($3::uuid, $4::uuid)
      FOR UPDATE`,
    [tenantId, locationId, installId, BROWSER],
  );
  return row === undefined ? null : { id: row.id, prefix: row.prefix, nextNumber: row.next_number };
}

/**
 * The series of this station (or the browsers) at the location, locked until the transaction
 * ends; made on first use. Its prefix is the location's receipt prefix and a station number:
 * 00 for browsers, then 01, 02 … in the order stations first sell there ("DT-01").
 */
export async function receiptSeriesFor(
  tx: Queryable,
  tenantId: string,
  locationId: string,
  installId: string | null,
): Promise<ReceiptSeries> {
  const existing = await lockedSeries(tx, tenantId, locationId, installId);
  if (existing !== null) return existing;
  // Stations starting at one location take turns at numbering themselves (a lock that sales'
  // foreign keys to the location do not wait for).
  const location = await tx.query(
    'SELECT 1 FROM locations WHERE tenant_id = $1 AND id = $2 FOR NO KEY UPDATE',
    [tenantId, locationId],
  );
  if (location.length === 0) throw notFoundInTenant('location', locationId);
  await tx.query(
    `INSERT INTO sales_receipt_series (tenant_id, location_id, install_id, prefix)
     SELECT l.tenant_id, l.id, $3::uuid,
            l.receipt_prefix || '-' || lpad(CASE WHEN $3::uuid IS NULL THEN '0' ELSE
              (SELECT count(*) + 1 FROM sales_receipt_series s
                WHERE s.tenant_id = l.tenant_id AND s.location_id = l.id
                  AND s.install_id IS NOT NULL)::text END, 2, '0')
       FROM locations l WHERE l.tenant_id = $1 AND l.id = $2
     ON CONFLICT DO NOTHING`,
    [tenantId, locationId, installId],
  );
  const series = await lockedSeries(tx, tenantId, locationId, installId);
  if (series === null) throw new Error('The receipt series was not stored.');
  return series;
}

/**
 * Takes the series' next number for a write in this transaction. `reserved` is a number the
 * station reserved while offline: 409 unless it is exactly the next one.
 */
export async function takeReceiptNumber(
  tx: Queryable,
  tenantId: string,
  place: { locationId: string; installId: string | null },
  reserved: string | null,
): Promise<{ seriesId: string; receiptNumber: string }> {
  const series = await receiptSeriesFor(tx, tenantId, place.locationId, place.installId);
  const next = formatReceiptNumber(series.prefix, series.nextNumber);
  if (reserved !== null && reserved !== next) {
    throw new ApiError(
      409,
      'conflict',
      `receiptNumber: ${reserved} is not this station's next receipt number (${next}).`,
      { expected: next },
    );
  }
  await tx.query('UPDATE sales_receipt_series SET next_number = next_number + 1 WHERE id = $1', [
    series.id,
  ]);
  return { seriesId: series.id, receiptNumber: next };
}
