// Changing passwords and PINs (spec §5 "Set/change password", §7): PUT /identity/password changes
// one's own secret, proven by the current one; PUT /identity/set-password sets one's own, or — for
// an administrator of the tenant that manages it (auth/account-management.ts) — a member's.
// Which secret: `kind` when sent, else the PIN in an install session (desktop sign-in is
// username + PIN) and the password elsewhere. A new secret ends the account's other sessions.
import type { FastifyRequest } from 'fastify';
import {
  PASSWORD_PATHS,
  changePasswordRequestSchema,
  secretProblem,
  setPasswordRequestSchema,
  type SecretKind,
} from '@shared/auth/passwords';
import { hasPermission } from '@shared/permissions';
import { REALTIME_EVENTS } from '@shared/realtime';
import { manageableMember } from '../auth/account-management';
import { storedSecretHash } from '../auth/account-secrets';
import { recordAudit } from '../auth/audit-log';
import { hashSecret, verifySecret } from '../auth/passwords';
import { assertTenantAdmin, tenantContext, type TenantContext } from '../auth/request-context';
import { forbidden, unauthorized, validationFailed } from '../http/errors';
import { loginRateLimited } from '../http/rate-limits';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { publishAdminChanges } from '../realtime/admin-events';
import { replaceSecret } from './secrets-store';

function secretKind(context: TenantContext, asked: SecretKind | undefined): SecretKind {
  return asked ?? (context.installId === null ? 'password' : 'pin');
}

/** The user menu's condition for Change Password (spec §6): core.changePassword here. */
function assertMayChangeOwn(context: TenantContext): void {
  if (!hasPermission(context.permissions, 'core', 'changePassword')) {
    throw forbidden('You may not change your password in this tenant.');
  }
}

function assertAcceptable(field: string, kind: SecretKind, secret: string): void {
  const problem = secretProblem(kind, secret);
  if (problem !== null) {
    throw validationFailed(`${field}: ${problem}`, [
      { path: field, code: 'custom', message: problem },
    ]);
  }
}

export const passwordRoutes = publishingTenantRoutes((app, deps) => {
  const { database, realtime } = deps;

  /** Stores the new secret and ends the account's sessions except the caller's own. */
  async function changeSecret(
    request: FastifyRequest,
    context: TenantContext,
    target: { accountId: string; kind: SecretKind; secret: string },
  ): Promise<void> {
    const hash = await hashSecret(target.secret);
    const forOther = target.accountId !== context.accountId;
    const tenantIds = await replaceSecret(
      database,
      { accountId: target.accountId, kind: target.kind, hash, keepSessionId: context.sessionId },
      forOther
        ? (tx) =>
            recordAudit(tx, context, {
              action: `account.${target.kind}.set`,
              targetType: 'account',
              targetId: target.accountId,
            })
        : undefined,
    );
    // hasPassword / hasPin / authMech may have changed on each tenant's account list.
    for (const tenantId of tenantIds) {
      await publishAdminChanges(realtime, request, {
        tenantId,
        lists: [{ event: REALTIME_EVENTS.accountsChanged, id: target.accountId }],
      });
    }
  }

  app.put(
    PASSWORD_PATHS.changePassword,
    {
      schema: { body: changePasswordRequestSchema },
      // It checks a secret, so it is braked like the sign-in routes.
      config: loginRateLimited(deps.loginRateLimit),
    },
    async (request, reply) => {
      const context = tenantContext(request);
      assertMayChangeOwn(context);
      const { currentPassword, newPassword } = request.body;
      const kind = secretKind(context, request.body.kind);
      assertAcceptable('newPassword', kind, newPassword);
      const current = await storedSecretHash(database, context.accountId, kind);
      if (current === undefined) throw unauthorized('This account no longer exists.');
      if (current !== null) {
        if (currentPassword === undefined || currentPassword === '') {
          throw validationFailed(
            `currentPassword: Enter your current ${kind === 'pin' ? 'PIN' : 'password'}.`,
          );
        }
        if (!(await verifySecret(current, currentPassword))) {
          throw validationFailed(
            `currentPassword: The current ${kind === 'pin' ? 'PIN' : 'password'} is not correct.`,
          );
        }
      }
      await changeSecret(request, context, {
        accountId: context.accountId,
        kind,
        secret: newPassword,
      });
      return reply.code(204).send();
    },
  );

  app.put(
    PASSWORD_PATHS.setPassword,
    { schema: { body: setPasswordRequestSchema } },
    async (request, reply) => {
      const context = tenantContext(request);
      const accountId = request.body.accountId ?? context.accountId;
      const kind = secretKind(context, request.body.kind);
      if (accountId === context.accountId) {
        assertMayChangeOwn(context);
      } else {
        assertTenantAdmin(context);
        await manageableMember(database, context, accountId, kind === 'pin' ? 'PIN' : 'password');
      }
      assertAcceptable('password', kind, request.body.password);
      await changeSecret(request, context, { accountId, kind, secret: request.body.password });
      return reply.code(204).send();
    },
  );
});
