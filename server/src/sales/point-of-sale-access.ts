// The point of sale's context (who may sell: sales-access.ts) and the station a request comes
// from, when its session was signed in at a live install of the tenant it acts in.
import type { FastifyRequest } from 'fastify';
import { tenantContext, type TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { assertMaySell } from './sales-access';

/** The tenant context of a point-of-sale route; 403 without the point of sale's key. */
export function pointOfSaleContext(request: FastifyRequest): TenantContext {
  const context = tenantContext(request);
  assertMaySell(context);
  return context;
}

/** The caller's station, or null in a browser (or at another tenant's or a revoked station). */
export async function liveStationOf(db: Queryable, context: TenantContext): Promise<string | null> {
  if (context.installId === null) return null;
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM installs WHERE id = $1 AND tenant_id = $2 AND revoked_at IS NULL',
    [context.installId, context.tenantId],
  );
  return row?.id ?? null;
}
