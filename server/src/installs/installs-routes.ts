// The installs rows of the auth family (spec §7): tenant admins register a station (from the
// registration window, with the station's handshake), list, rename and revoke installs; a station
// detects itself from its handshake and signs staff in with username + PIN/password or a
// fingerprint. Changes to the list are published as installs-changed on the tenant-admin channel.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '@shared/auth/sign-in';
import {
  detectedInstallSchema,
  detectInstallRequestSchema,
  installCredentialsRequestSchema,
  installFingerprintRequestSchema,
  installIdParamsSchema,
  INSTALLS_PATHS,
  installSchema,
  installsResponseSchema,
  registerInstallRequestSchema,
  renameInstallRequestSchema,
} from '@shared/installs/installs';
import { REALTIME_EVENTS, tenantAdminChannel, type AdminListChanged } from '@shared/realtime';
import type { FingerprintMatcherDependencies } from '../auth/fingerprint-matcher';
import { requireTenant, tenantAdminContext } from '../auth/request-context';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import { loginRateLimited, RATE_LIMIT_GROUPS } from '../http/rate-limits';
import { causingSocketId } from '../realtime/admin-events';
import type { RealtimePublisher } from '../realtime/publisher';
import { signInWithCredentials } from './credentials-sign-in';
import { signInWithFingerprint } from './fingerprint-sign-in';
import { verifyHandshake } from './handshake-verification';
import { registerInstall, renameInstallOfTenant, revokeInstallOfTenant } from './install-changes';
import { installOfHandshake } from './install-sign-in';
import { listInstalls, markInstallSeen } from './install-store';

/** A publishing failure is logged, not answered: the change is committed already. */
async function publishInstallsChanged(
  realtime: RealtimePublisher,
  request: FastifyRequest,
  change: { tenantId: string; installId: string; exceptSocketId: string | undefined },
): Promise<void> {
  const data: AdminListChanged = { id: change.installId };
  try {
    await realtime.publish({
      channel: tenantAdminChannel(change.tenantId),
      event: REALTIME_EVENTS.installsChanged,
      data,
      ...(change.exceptSocketId === undefined ? {} : { exceptSocketId: change.exceptSocketId }),
    });
  } catch (error) {
    request.log.warn({ err: error }, 'realtime publish failed');
  }
}

export const installsRoutes: FastifyPluginAsyncZod<
  ModuleDependencies & FingerprintMatcherDependencies
> = async (app, deps) => {
  const { database, realtime } = deps;
  const limited = loginRateLimited(deps.loginRateLimit);

  await guardedRoutes(app, deps, [requireTenant], (admin) => {
    admin.get(
      INSTALLS_PATHS.installs,
      { schema: { response: { 200: installsResponseSchema } } },
      async (request) => {
        const context = tenantAdminContext(request);
        return listInstalls(database, context.tenantId);
      },
    );

    admin.post(
      INSTALLS_PATHS.installs,
      { schema: { body: registerInstallRequestSchema, response: { 201: installSchema } } },
      async (request, reply) => {
        const context = tenantAdminContext(request);
        const exceptSocketId = causingSocketId(request);
        const install = await registerInstall(database, context, request.body);
        await publishInstallsChanged(realtime, request, {
          tenantId: context.tenantId,
          installId: install.id,
          exceptSocketId,
        });
        return reply.code(201).send(install);
      },
    );

    const rename = {
      params: installIdParamsSchema,
      body: renameInstallRequestSchema,
      response: { 200: installSchema },
    };
    admin.put(INSTALLS_PATHS.install, { schema: rename }, async (request) => {
      const context = tenantAdminContext(request);
      const exceptSocketId = causingSocketId(request);
      const install = await renameInstallOfTenant(database, context, {
        installId: request.params.id,
        name: request.body.name,
      });
      await publishInstallsChanged(realtime, request, {
        tenantId: context.tenantId,
        installId: install.id,
        exceptSocketId,
      });
      return install;
    });

    admin.delete(
      INSTALLS_PATHS.install,
      { schema: { params: installIdParamsSchema } },
      async (request, reply) => {
        const context = tenantAdminContext(request);
        const exceptSocketId = causingSocketId(request);
        const installId = request.params.id;
        if (await revokeInstallOfTenant(database, context, installId)) {
          await publishInstallsChanged(realtime, request, {
            tenantId: context.tenantId,
            installId,
            exceptSocketId,
          });
        }
        return reply.code(204).send();
      },
    );
  });

  const open = app.withTypeProvider<ZodTypeProvider>();

  open.post(
    INSTALLS_PATHS.detectInstall,
    {
      schema: { body: detectInstallRequestSchema, response: { 200: detectedInstallSchema } },
      config: limited,
    },
    async (request) => {
      const verified = verifyHandshake(request.body.handshake);
      return database.transaction(async (tx) => {
        const install = await installOfHandshake(tx, verified);
        await markInstallSeen(tx, install.id);
        return install;
      });
    },
  );

  open.post(
    INSTALLS_PATHS.authCredentials,
    {
      schema: { body: installCredentialsRequestSchema, response: { 200: loginResponseSchema } },
      config: loginRateLimited(deps.loginRateLimit, RATE_LIMIT_GROUPS.installCredentials),
    },
    (request, reply) => signInWithCredentials(deps, request.body, { request, reply }),
  );

  open.post(
    INSTALLS_PATHS.authFingerprint,
    {
      schema: { body: installFingerprintRequestSchema, response: { 200: loginResponseSchema } },
      config: limited,
    },
    (request, reply) => signInWithFingerprint(deps, request.body, { request, reply }),
  );
};
