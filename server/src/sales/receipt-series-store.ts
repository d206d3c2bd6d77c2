// Receipt numbering: one gap-free series per station and location, and one per location that
// every browser shares (install NULL). A number is taken in the transaction of the sale or refund
// that uses it, under the series' row lock, so a rolled-back write leaves no gap and two writes
// never share a number. A station may bring a number it reserved from its own series while
// offline; the series moves past it.
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

/** The largest number a series holds (its next_number is a 32-bit integer). */
const MAX_RECEIPT_NUMBER = 2_147_483_646;

/** `reserved`'s number when it is in `series` (its prefix, the number zero-padded); else null. */
function numberInSeries(series: ReceiptSeries, reserved: string): number | null {
  if (!reserved.startsWith(`${series.prefix}-`)) return null;
  const digits = reserved.slice(series.prefix.length + 1);
  if (!/^[0-9]{6,10}$/.test(digits)) return null;
  const number = Number(digits);
  return number >= 1 &&
    number <= MAX_RECEIPT_NUMBER &&
    formatReceiptNumber(series.prefix, number) === reserved
    ? number
    : null;
}

/** A reserved number of this series that no sale or refund of the tenant has used yet. */
async function reservedNumber(
  tx: Queryable,
  tenantId: string,
  series: ReceiptSeries,
  reserved: string,
): Promise<number> {
  const number = numberInSeries(series, reserved);
  if (number === null) {
    throw new ApiError(
      409,
      'conflict',
      `receiptNumber: ${reserved} is not in this station's receipt series here (${series.prefix}).`,
      { prefix: series.prefix },
    );
  }
  const used = await tx.query(
    `SELECT 1 FROM sales WHERE tenant_id = $1 AND receipt_number = $2
     UNION ALL SELECT 1 FROM sale_refunds WHERE tenant_id = $1 AND receipt_number = $2`,
    [tenantId, reserved],
  );
  if (used.length > 0) {
    throw new ApiError(409, 'conflict', `receiptNumber: ${reserved} is already used.`, {
      receiptNumber: reserved,
    });
  }
  return number;
}

/**
 * Takes a number of the series for a write in this transaction: the next one, or `reserved`, a
 * number the station reserved (offline) from its own series, which the series then moves past.
 * A station numbers its sales before they reach the server and a refused sale may come back
 * later, so a reserved number may lie below the next one (409 if used) or above it (the numbers
 * between belong to sales still on their way).
 */
export async function takeReceiptNumber(
  tx: Queryable,
  tenantId: string,
  place: { locationId: string; installId: string | null },
  reserved: string | null,
): Promise<{ seriesId: string; receiptNumber: string }> {
  const series = await receiptSeriesFor(tx, tenantId, place.locationId, place.installId);
  const number =
    reserved === null ? series.nextNumber : await reservedNumber(tx, tenantId, series, reserved);
  await tx.query(
    'UPDATE sales_receipt_series SET next_number = GREATEST(next_number, $2) WHERE id = $1',
    [series.id, number + 1],
  );
  return { seriesId: series.id, receiptNumber: formatReceiptNumber(series.prefix, number) };
}
