// A tenant's identity-provider link, for its administrators (spec §7 /idp/*): read it, set it up
// (pending, proven by one sign-in at the provider), complete or remove it, list the provider's
// directory against the tenant, and import the matched users as members. Changes are published
// on the tenant-admin channel; every change is audited in the transaction that makes it.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GOOGLE_ISSUER,
  IDP_PATHS,
  idpCompleteSetupRequestSchema,
  idpConfigResponseSchema,
  idpConfigSchema,
  idpImportRequestSchema,
  idpImportResponseSchema,
  idpSetupRequestSchema,
  idpSetupResponseSchema,
  idpUsersResponseSchema,
  type IdpSetupRequest,
} from '@shared/sso/idp';
import { REALTIME_EVENTS, tenantAdminChannel } from '@shared/realtime';
import { recordAudit, type AuditActor } from '../auth/audit-log';
import { requireTenant, tenantAdminContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { ApiError, conflict, notFoundError, validationFailed } from '../http/errors';
import { guardedRoutes } from '../http/guarded-routes';
import type { ModuleDependencies } from '../http/module';
import { causingSocketId, publishAdminChanges } from '../realtime/admin-events';
import { publishInvitationsChanged } from '../realtime/invitation-events';
import { directoryOfLink, importDirectoryUsers, type SsoDependencies } from './directory-import';
import {
  deleteLinkOfTenant,
  domainsClaimedElsewhere,
  findLinkOfTenant,
  linkConfig,
  markLinked,
  savePendingLink,
  type IdpLink,
  type NewLink,
} from './idp-links';
import { saveLoginState } from './login-states';
import type { OidcTarget } from './relying-party';
import { defaultPopupReturnUri, popupReturnUris } from './server-urls';
import { domainOf } from './sso-accounts';
import { ssoFailed } from './sso-errors';
import { finishSignIn } from './sso-flow';
import { assertRedirectUrl } from './sso-sign-in';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A provider's issuer is https; plain http only on this machine (a provider under test). */
function assertIssuer(issuer: string): void {
  const url = new URL(issuer);
  const secure = url.protocol === 'https:';
  const local = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  if (!secure && !local) {
    const message = 'The issuer must be an https URL.';
    throw validationFailed(`issuer: ${message}`, [
      { path: 'issuer', code: 'invalid_url', message },
    ]);
  }
}

function newLink(tenantId: string, body: IdpSetupRequest): NewLink {
  if (body.provider === 'local') {
    return {
      tenantId,
      provider: 'local',
      issuer: null,
      clientId: null,
      clientSecret: null,
      domains: body.domains,
    };
  }
  const issuer = body.provider === 'google' ? (body.issuer ?? GOOGLE_ISSUER) : body.issuer;
  assertIssuer(issuer);
  return {
    tenantId,
    provider: body.provider,
    issuer,
    clientId: body.clientId,
    clientSecret: body.clientSecret,
    domains: body.domains,
  };
}

/** What the audit log keeps of a link: never its client secret. */
function auditState(link: IdpLink) {
  return {
    provider: link.provider,
    issuer: link.issuer,
    clientId: link.clientId,
    domains: link.domains,
    status: link.status,
  };
}

/** Audits a change of the link from `before` to `after` (null: there was none, or is none). */
function auditLink(
  tx: Queryable,
  actor: AuditActor,
  action: string,
  change: { before: IdpLink | null; after: IdpLink | null },
): Promise<void> {
  const link = change.after ?? change.before;
  return recordAudit(tx, actor, {
    action,
    targetType: 'identity_provider',
    targetId: link?.id ?? null,
    before: change.before === null ? null : auditState(change.before),
    after: change.after === null ? null : auditState(change.after),
  });
}

export const idpConfigRoutes: FastifyPluginAsyncZod<ModuleDependencies & SsoDependencies> = async (
  app,
  deps,
) => {
  const { database, realtime } = deps;

  async function linkChanged(request: FastifyRequest, tenantId: string, id: string) {
    const exceptSocketId = causingSocketId(request);
    try {
      await realtime.publish({
        channel: tenantAdminChannel(tenantId),
        event: REALTIME_EVENTS.identityProviderChanged,
        data: { id },
        ...(exceptSocketId === undefined ? {} : { exceptSocketId }),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'realtime publish failed');
    }
  }

  /** The tenant's link, which must be linked (the directory calls). */
  async function linkedLink(tenantId: string): Promise<IdpLink> {
    const link = await findLinkOfTenant(database, tenantId);
    if (link === null || link.status !== 'linked') {
      throw conflict('Link an identity provider to this tenant first.');
    }
    if (link.provider !== 'local') {
      throw new ApiError(
        501,
        'not_supported',
        `This server cannot read the user directory of a ${link.provider} link; only the local identity provider's directory can be listed and imported.`,
      );
    }
    return link;
  }

  /** Every route: a tenant administrator (403 otherwise), and a well-formed socket id header. */
  function adminOf(request: FastifyRequest) {
    const context = tenantAdminContext(request);
    causingSocketId(request);
    return context;
  }

  await guardedRoutes(app, deps, [requireTenant], (scope) => {
    scope.get(
      IDP_PATHS.config,
      { schema: { response: { 200: idpConfigResponseSchema } } },
      async (request) => {
        const { tenantId } = adminOf(request);
        const link = await findLinkOfTenant(database, tenantId);
        return link === null ? null : linkConfig(link, app.sso);
      },
    );

    scope.post(
      IDP_PATHS.setup,
      { schema: { body: idpSetupRequestSchema, response: { 200: idpSetupResponseSchema } } },
      async (request) => {
        const context = adminOf(request);
        const body = request.body;
        const { tenantId } = context;
        const urls = app.sso.urls();
        const redirectUrl = body.redirectUrl ?? defaultPopupReturnUri(urls);
        assertRedirectUrl('redirectUrl', redirectUrl, popupReturnUris(urls));
        const pending = newLink(tenantId, body);

        const existing = await findLinkOfTenant(database, tenantId);
        if (existing?.status === 'linked') {
          throw conflict('This tenant is linked to an identity provider already. Unlink it first.');
        }
        const claimed = await domainsClaimedElsewhere(database, body.domains, tenantId);
        if (claimed.length > 0) {
          throw conflict(
            `Another tenant's identity provider signs in ${claimed.join(', ')} already.`,
          );
        }
        // The provider must answer before anything is stored (502 when it cannot be reached).
        const target: OidcTarget =
          pending.issuer === null || pending.clientId === null || pending.clientSecret === null
            ? await app.sso.localTarget()
            : {
                issuer: pending.issuer,
                clientId: pending.clientId,
                clientSecret: pending.clientSecret,
                identityIssuer: pending.issuer,
              };
        const authorization = await app.sso.relyingParty.authorizationRequest(target, {
          redirectUri: redirectUrl,
        });

        const link = await database.transaction(async (tx) => {
          const saved = await savePendingLink(tx, pending);
          await saveLoginState(tx, {
            state: authorization.state,
            codeVerifier: authorization.codeVerifier,
            nonce: authorization.nonce,
            redirectUrl,
            identityProviderId: saved.id,
            purpose: 'link',
            browserId: null,
            rememberMe: null,
            returnUrl: null,
            clientCodeChallenge: null,
          });
          await auditLink(tx, context, 'identity_provider.setup', {
            before: existing,
            after: saved,
          });
          return saved;
        });
        await linkChanged(request, tenantId, link.id);
        return { config: linkConfig(link, app.sso), authorizeUrl: authorization.authorizeUrl };
      },
    );

    scope.post(
      IDP_PATHS.completeSetup,
      { schema: { body: idpCompleteSetupRequestSchema, response: { 200: idpConfigSchema } } },
      async (request) => {
        const context = adminOf(request);
        const { tenantId } = context;
        const link = await findLinkOfTenant(database, tenantId);
        if (link === null || link.status !== 'pending') {
          throw conflict('There is no identity-provider setup to complete. Set it up first.');
        }
        const body = request.body;
        const finish = await finishSignIn(database, app.sso, 'link', body, body.redirectUrl);
        if (finish.login.identityProviderId !== link.id) throw ssoFailed('invalid_state');
        // A Microsoft or Google link proves it signs in one of the domains it claims.
        const email = finish.identity.email;
        if (
          link.provider !== 'local' &&
          (email === null || !link.domains.includes(domainOf(email)))
        ) {
          throw ssoFailed(
            'domain_mismatch',
            {},
            `You signed in as ${email ?? 'a user without an e-mail address'}, which is not in this link's domains (${link.domains.join(', ')}). Sign in with an account of one of them.`,
          );
        }
        const linked = await database.transaction(async (tx) => {
          const done = await markLinked(tx, link.id);
          if (done === null) throw conflict('The setup changed meanwhile. Start it again.');
          await auditLink(tx, context, 'identity_provider.link', { before: link, after: done });
          return done;
        });
        await linkChanged(request, tenantId, linked.id);
        return linkConfig(linked, app.sso);
      },
    );

    scope.post(IDP_PATHS.unlink, async (request, reply) => {
      const context = adminOf(request);
      const { tenantId } = context;
      const link = await database.transaction(async (tx) => {
        const before = await findLinkOfTenant(tx, tenantId);
        if (before === null || !(await deleteLinkOfTenant(tx, tenantId))) {
          throw notFoundError('This tenant has no identity provider to unlink.');
        }
        await auditLink(tx, context, 'identity_provider.unlink', { before, after: null });
        return before;
      });
      await linkChanged(request, tenantId, link.id);
      return reply.code(204).send();
    });

    scope.get(
      IDP_PATHS.users,
      { schema: { response: { 200: idpUsersResponseSchema } } },
      async (request) => {
        const { tenantId } = adminOf(request);
        return { users: await directoryOfLink(database, await linkedLink(tenantId)) };
      },
    );

    scope.post(
      IDP_PATHS.importMatched,
      { schema: { body: idpImportRequestSchema, response: { 200: idpImportResponseSchema } } },
      async (request) => {
        const context = adminOf(request);
        const link = await linkedLink(context.tenantId);
        const users = await directoryOfLink(database, link);
        const subjects = request.body?.subjects;
        const chosen =
          subjects === undefined
            ? users.filter((user) => user.importable)
            : subjects.map((subject, index) => {
                const user = users.find((candidate) => candidate.subject === subject);
                if (user === undefined || !user.importable) {
                  const message = `${subject} is not a directory user who can be imported (a domain match who is not a member yet).`;
                  throw validationFailed(`subjects.${index}: ${message}`, [
                    { path: `subjects.${index}`, code: 'not_importable', message },
                  ]);
                }
                return user;
              });
        const unique = [...new Map(chosen.map((user) => [user.subject, user])).values()];
        const imported = await database.transaction(async (tx) => {
          const result = await importDirectoryUsers(
            tx,
            deps.inviteAccount,
            link,
            unique,
            context.actorAccountId,
          );
          if (unique.length > 0) {
            await recordAudit(tx, context, {
              action: 'identity_provider.import',
              targetType: 'identity_provider',
              targetId: link.id,
              after: {
                emails: unique.map((user) => user.email),
                invitedAccountIds: result.invitedAccountIds,
              },
            });
          }
          return result;
        });
        if (unique.length > 0) {
          await publishAdminChanges(realtime, request, {
            tenantId: context.tenantId,
            permissionsChangedFor: imported.existingAccountIds,
            lists: [{ event: REALTIME_EVENTS.accountsChanged, id: null }],
          });
        }
        for (const accountId of imported.invitedAccountIds) {
          await publishInvitationsChanged(realtime, request, accountId);
        }
        return {
          imported: unique.length - imported.invitedAccountIds.length,
          invited: imported.invitedAccountIds.length,
          users: await directoryOfLink(database, link),
        };
      },
    );
  });
};
