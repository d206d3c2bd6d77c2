// The cash drawer routes (src/shared/sales/drawers.ts): open at the station, read, paid in / paid
// out / no-sale, count and close, and the end-of-day (Z) report. Point-of-sale staff use them
// (sp at a station, spWithoutInstall in a browser); reportsView may read any drawer's report.
// Each change is published as sales.drawers.changed on the tenant channel.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPermission } from '@shared/permissions';
import { REALTIME_EVENTS, tenantChannel } from '@shared/realtime';
import {
  closeDrawerRequestSchema,
  DRAWER_PATHS,
  drawerMovementRequestSchema,
  drawerParamsSchema,
  drawerReportSchema,
  drawerSchema,
  openDrawerRequestSchema,
} from '@shared/sales/drawers';
import { requireTenant, tenantContext, type TenantContext } from '../auth/request-context';
import { notFoundError } from '../http/errors';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import { causingSocketId } from '../realtime/admin-events';
import type { RealtimePublisher } from '../realtime/publisher';
import { closeDrawer, moveCash, openDrawer } from './drawer-changes';
import { drawerReport, drawerView, findDrawer, findOpenDrawer } from './drawers-store';
import { liveStationOf, pointOfSaleContext } from './point-of-sale-access';

/** A publishing failure is logged, not answered: the change is committed already. */
async function publishDrawerChanged(
  realtime: RealtimePublisher,
  request: FastifyRequest,
  change: { tenantId: string; drawerId: string; exceptSocketId: string | undefined },
): Promise<void> {
  try {
    await realtime.publish({
      channel: tenantChannel(change.tenantId),
      event: REALTIME_EVENTS.salesDrawersChanged,
      data: { id: change.drawerId },
      ...(change.exceptSocketId === undefined ? {} : { exceptSocketId: change.exceptSocketId }),
    });
  } catch (error) {
    request.log.warn({ err: error }, 'realtime publish failed');
  }
}

/** Point-of-sale staff, or whoever may read the sales reports. */
function drawerReaderContext(request: FastifyRequest): TenantContext {
  const context = tenantContext(request);
  return hasPermission(context.permissions, 'sales', 'reportsView')
    ? context
    : pointOfSaleContext(request);
}

export const drawersRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  const { database, realtime } = deps;
  const published = async (
    request: FastifyRequest,
    context: TenantContext,
    drawerId: string,
    exceptSocketId: string | undefined,
  ) =>
    publishDrawerChanged(realtime, request, {
      tenantId: context.tenantId,
      drawerId,
      exceptSocketId,
    });

  await guardedRoutes(app, deps, [requireTenant], (scope) => {
    scope.post(
      DRAWER_PATHS.drawers,
      { schema: { body: openDrawerRequestSchema, response: { 201: drawerSchema } } },
      async (request, reply) => {
        const context = pointOfSaleContext(request);
        const exceptSocketId = causingSocketId(request);
        const drawer = await openDrawer(database, context, request.body);
        await published(request, context, drawer.id, exceptSocketId);
        return reply.code(201).send(drawer);
      },
    );

    scope.get(
      DRAWER_PATHS.current,
      { schema: { response: { 200: drawerSchema } } },
      async (request) => {
        const context = pointOfSaleContext(request);
        const installId = await liveStationOf(database, context);
        const session =
          installId === null ? null : await findOpenDrawer(database, context.tenantId, installId);
        if (session === null) throw notFoundError('No drawer is open at this station.');
        return drawerView(database, session);
      },
    );

    scope.get(
      DRAWER_PATHS.drawer,
      { schema: { params: drawerParamsSchema, response: { 200: drawerSchema } } },
      async (request) => {
        const context = drawerReaderContext(request);
        return drawerView(
          database,
          await findDrawer(database, context.tenantId, request.params.id),
        );
      },
    );

    scope.post(
      DRAWER_PATHS.movements,
      {
        schema: {
          params: drawerParamsSchema,
          body: drawerMovementRequestSchema,
          response: { 200: drawerSchema, 201: drawerSchema },
        },
      },
      async (request, reply) => {
        const context = pointOfSaleContext(request);
        const exceptSocketId = causingSocketId(request);
        const { drawer, created } = await moveCash(
          database,
          context,
          request.params.id,
          request.body,
        );
        if (created) await published(request, context, drawer.id, exceptSocketId);
        return reply.code(created ? 201 : 200).send(drawer);
      },
    );

    scope.post(
      DRAWER_PATHS.close,
      {
        schema: {
          params: drawerParamsSchema,
          body: closeDrawerRequestSchema,
          response: { 200: drawerSchema },
        },
      },
      async (request) => {
        const context = pointOfSaleContext(request);
        const exceptSocketId = causingSocketId(request);
        const drawer = await closeDrawer(database, context, request.params.id, request.body);
        await published(request, context, drawer.id, exceptSocketId);
        return drawer;
      },
    );

    scope.get(
      DRAWER_PATHS.report,
      { schema: { params: drawerParamsSchema, response: { 200: drawerReportSchema } } },
      async (request) => {
        const context = drawerReaderContext(request);
        return drawerReport(
          database,
          await findDrawer(database, context.tenantId, request.params.id),
        );
      },
    );
  });
};
