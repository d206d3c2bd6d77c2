// One reference list (spec §3) as a GET route of the app that owns it: the tenant's items in the
// shape of src/shared/reference-lists/reference-lists.ts, sorted by name, to the readers that
// contract names (the web app asks only for the lists it may read). Each app declares its lists'
// SQL in its reference-lists-store.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '@shared/permissions';
import {
  REFERENCE_LISTS,
  type ReferenceListName,
  type ReferenceListReaders,
} from '@shared/reference-lists/reference-lists';
import {
  requireTenant,
  tenantContext,
  type AccessDependencies,
  type TenantContext,
} from '../auth/request-context';
import type { Queryable } from '../db/database';
import { forbidden } from '../http/errors';
import { REFERENCE_LIST_MESSAGES, type ListApp } from './messages';

export interface ReferenceListRoute {
  list: ReferenceListName;
  /**
   * The tenant's items ($1 is the tenant id), each column named as the item's field, ordered
   * by NAME_ORDER.
   */
  sql: string;
}

/**
 * Case-insensitive, then by id so equal names keep one order; the "C" collation compares
 * characters alike on every engine and server locale.
 */
export const NAME_ORDER = (name: string, id: string) => `lower(${name}) COLLATE "C", ${id}`;

/** A list of the tenant's rows of `table`: id, name and `columns` (named as the item's fields). */
export function tableList(
  list: ReferenceListName,
  table: string,
  columns: readonly string[],
): ReferenceListRoute {
  return {
    list,
    sql: `SELECT id, name, ${columns.join(', ')}
            FROM ${table} WHERE tenant_id = $1 ORDER BY ${NAME_ORDER('name', 'id')}`,
  };
}

/** Whether the tenant has `app` (spec §2): an app's routes answer 403 in a tenant without it. */
export async function tenantHasApp(
  db: Queryable,
  tenantId: string,
  app: ListApp,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM tenants WHERE id = $1 AND $2 = ANY(apps)', [
    tenantId,
    app,
  ]);
  return rows.length > 0;
}

/**
 * Throws 403 forbidden unless the caller is among a list's `readers` in its tenant. Tenant
 * administrators, and MSP staff or system administrators acting in the tenant, count as
 * administrators.
 */
async function assertMayRead(
  db: Queryable,
  context: TenantContext,
  readers: ReferenceListReaders,
): Promise<void> {
  if (readers.kind === 'member') return;
  if (readers.kind === 'tenantAdmin') {
    if (!context.isTenantAdmin) throw forbidden(REFERENCE_LIST_MESSAGES.notAnAdmin);
    return;
  }
  if (!(await tenantHasApp(db, context.tenantId, readers.app))) {
    throw forbidden(REFERENCE_LIST_MESSAGES.appNotInTenant(readers.app));
  }
  if (
    readers.needsPermission &&
    !context.isTenantAdmin &&
    !hasPermission(context.permissions, readers.app)
  ) {
    throw forbidden(REFERENCE_LIST_MESSAGES.noPermission(readers.app));
  }
}

/** Puts `scope` behind requireTenant and registers GET on each list's path in it. */
export function registerReferenceLists(
  scope: FastifyInstance,
  deps: AccessDependencies,
  routes: readonly ReferenceListRoute[],
): void {
  requireTenant(scope, deps);
  for (const route of routes) registerReferenceList(scope, deps.database, route);
}

function registerReferenceList(
  scope: FastifyInstance,
  database: Queryable,
  route: ReferenceListRoute,
): void {
  const { path, item, readers } = REFERENCE_LISTS[route.list];
  const response = z.array(item);
  scope
    .withTypeProvider<ZodTypeProvider>()
    .get(path, { schema: { response: { 200: response } } }, async (request) => {
      const context = tenantContext(request);
      await assertMayRead(database, context, readers);
      return response.parse(await database.query(route.sql, [context.tenantId]));
    });
}
