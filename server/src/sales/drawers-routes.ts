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
  type Drawer,
} from '@shared/sales/drawers';
import { requireTenant, tenantContext, type TenantContext } from '../auth/request-context';
import { notFoundError } from '../http/errors';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import { causingSocketId } from '../realtime/admin-events';
import { closeDrawer, moveCash, openDrawer } from './drawer-changes';
import { drawerReport, drawerView, findDrawer, mustFindDrawer } from './drawers-store';
import { liveStationOf, pointOfSaleContext } from './point-of-sale-access';

/** Point-of-sale staff, or whoever may read the sales reports. */
function drawerReaderContext(request: FastifyRequest): TenantContext {
  const context = tenantContext(request);
  return hasPermission(context.permissions, 'sales', 'reportsView')
    ? context
    : pointOfSaleContext(request);
}

export const drawersRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, deps) => {
  const { database, realtime } = deps;

  /**
   * Runs a change as point-of-sale staff and publishes sales.drawers.changed when it made one.
   * A publishing failure is logged, not answered: the change is committed already.
   */
  async function change(
    request: FastifyRequest,
    write: (context: TenantContext) => Promise<{ drawer: Drawer; created: boolean }>,
  ): Promise<{ drawer: Drawer; created: boolean }> {
    const context = pointOfSaleContext(request);
    const exceptSocketId = causingSocketId(request);
    const result = await write(context);
    if (!result.created) return result;
    try {
      await realtime.publish({
        channel: tenantChannel(context.tenantId),
        event: REALTIME_EVENTS.salesDrawersChanged,
        data: { id: result.drawer.id },
        ...(exceptSocketId === undefined ? {} : { exceptSocketId }),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'realtime publish failed');
    }
    return result;
  }

  /** A drawer of the tenant, for its readers. */
  async function readDrawer(request: FastifyRequest, params: { id: string }) {
    const context = drawerReaderContext(request);
    return mustFindDrawer(database, context.tenantId, { id: params.id });
  }

  const byId = { params: drawerParamsSchema };

  await guardedRoutes(app, deps, [requireTenant], (scope) => {
    scope.post(
      DRAWER_PATHS.drawers,
      { schema: { body: openDrawerRequestSchema, response: { 201: drawerSchema } } },
      async (request, reply) => {
        const { drawer } = await change(request, async (context) => ({
          drawer: await openDrawer(database, context, request.body),
          created: true,
        }));
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
          installId === null
            ? null
            : await findDrawer(database, context.tenantId, { openAtInstall: installId });
        if (session === null) throw notFoundError('No drawer is open at this station.');
        return drawerView(database, session);
      },
    );

    scope.get(
      DRAWER_PATHS.drawer,
      { schema: { ...byId, response: { 200: drawerSchema } } },
      async (request) => drawerView(database, await readDrawer(request, request.params)),
    );

    scope.post(
      DRAWER_PATHS.movements,
      {
        schema: {
          ...byId,
          body: drawerMovementRequestSchema,
          response: { 200: drawerSchema, 201: drawerSchema },
        },
      },
      async (request, reply) => {
        const { drawer, created } = await change(request, (context) =>
          moveCash(database, context, request.params.id, request.body),
        );
        return reply.code(created ? 201 : 200).send(drawer);
      },
    );

    scope.post(
      DRAWER_PATHS.close,
      { schema: { ...byId, body: closeDrawerRequestSchema, response: { 200: drawerSchema } } },
      async (request) => {
        const { drawer } = await change(request, async (context) => ({
          drawer: await closeDrawer(database, context, request.params.id, request.body),
          created: true,
        }));
        return drawer;
      },
    );

    scope.get(
      DRAWER_PATHS.report,
      { schema: { ...byId, response: { 200: drawerReportSchema } } },
      async (request) => drawerReport(database, await readDrawer(request, request.params)),
    );
  });
};
