// Who may do what with fulfillment: fulfillmentView or fulfillmentEdit reads orders,
// fulfillmentEdit changes them (the settings also need a tenant administrator).
import type { FastifyRequest } from 'fastify';
import { hasPermission } from '@shared/permissions';
import { tenantContext, type TenantContext } from '../auth/request-context';
import { forbidden } from '../http/errors';

const mayEditFulfillment = (context: TenantContext) =>
  hasPermission(context.permissions, 'sales', 'fulfillmentEdit');

export function viewingContext(request: FastifyRequest): TenantContext {
  const context = tenantContext(request);
  if (
    !mayEditFulfillment(context) &&
    !hasPermission(context.permissions, 'sales', 'fulfillmentView')
  ) {
    throw forbidden('Fulfillment needs the fulfillment permission.');
  }
  return context;
}

export function editingContext(request: FastifyRequest): TenantContext {
  const context = tenantContext(request);
  if (!mayEditFulfillment(context)) {
    throw forbidden('Changing orders needs the fulfillment edit permission.');
  }
  return context;
}
