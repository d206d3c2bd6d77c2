// Who may read and change the products back office, and the one way a catalogue write runs: in a
// transaction with its audit entry, then sales.catalogue.changed on the tenant channel, so every
// till and back office refetches (the till's catalogue, the lists here).
import type { FastifyRequest } from 'fastify';
import { hasPermission } from '@shared/permissions';
import { REALTIME_EVENTS } from '@shared/realtime';
import { tenantContext, type TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { ApiError, forbidden } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { publishTenantChanges } from '../realtime/tenant-events';
import { REFERENCE_LIST_MESSAGES } from '../reference-lists/messages';
import { tenantHasApp } from '../reference-lists/reference-list';

type ProductsFeature = 'productsView' | 'productsEdit';

const REFUSALS: Readonly<Record<ProductsFeature, string>> = {
  productsView: 'Seeing the products needs the products permission.',
  productsEdit: 'Changing products, prices and categories needs the edit products permission.',
};

/** The caller's context, or 403 unless the tenant sells and the caller holds `feature`. */
export async function productsContext(
  db: Queryable,
  request: FastifyRequest,
  feature: ProductsFeature,
): Promise<TenantContext> {
  const context = tenantContext(request);
  if (!(await tenantHasApp(db, context.tenantId, 'sales'))) {
    throw forbidden(REFERENCE_LIST_MESSAGES.appNotInTenant('sales'));
  }
  if (!context.isTenantAdmin && !hasPermission(context.permissions, 'sales', feature)) {
    throw forbidden(REFUSALS[feature]);
  }
  return context;
}

/**
 * A write to the catalogue by someone holding productsEdit: `work` runs in one transaction (it
 * records its own audit entry there), then the tenant hears that the catalogue changed.
 */
export async function catalogueWrite<Result>(
  deps: Pick<ModuleDependencies, 'database' | 'realtime'>,
  request: FastifyRequest,
  work: (tx: Queryable, context: TenantContext) => Promise<Result>,
  changedId: (result: Result) => string | null,
): Promise<Result> {
  const context = await productsContext(deps.database, request, 'productsEdit');
  const result = await deps.database.transaction((tx) => work(tx, context));
  await publishTenantChanges(deps.realtime, request, context.tenantId, [
    { event: REALTIME_EVENTS.salesCatalogueChanged, id: changedId(result) },
  ]);
  return result;
}

/** 400 (or `status`) naming the field, placed on it by the editor's form. */
export function fieldProblem(path: string, message: string, status: 400 | 409 = 400): ApiError {
  const code = status === 400 ? 'validation_failed' : 'conflict';
  return new ApiError(status, code, `${path}: ${message}`, [{ path, code, message }]);
}
