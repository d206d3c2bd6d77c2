// Who may use the products file and the bulk price change, and the event their writes publish.
import type { FastifyRequest } from 'fastify';
import { hasPermission } from '@shared/permissions';
import { REALTIME_EVENTS } from '@shared/realtime';
import type { TenantContext } from '../auth/request-context';
import { forbidden } from '../http/errors';
import type { RealtimePublisher } from '../realtime/publisher';
import { publishTenantChanges } from '../realtime/tenant-events';

export function assertMayEditProducts(context: TenantContext): void {
  if (!hasPermission(context.permissions, 'sales', 'productsEdit')) {
    throw forbidden('Changing products needs the edit products permission.');
  }
}

export function assertMayViewProducts(context: TenantContext): void {
  if (
    !hasPermission(context.permissions, 'sales', 'productsView') &&
    !hasPermission(context.permissions, 'sales', 'productsEdit')
  ) {
    throw forbidden('Exporting products needs the products permission.');
  }
}

/** Every station's catalogue and every open products list refresh. */
export function publishCatalogueChanged(
  realtime: RealtimePublisher,
  request: FastifyRequest,
  tenantId: string,
): Promise<void> {
  return publishTenantChanges(realtime, request, tenantId, [
    { event: REALTIME_EVENTS.salesCatalogueChanged, id: null },
  ]);
}
