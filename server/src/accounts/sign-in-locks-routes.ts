// An account's sign-in pauses for its admins (auth/lockout.ts): where failed attempts were
// counted, and where sign-in is paused now; clearing them lets the person straight back in. Only
// admins of the tenant that manages the account (auth/account-management.ts) see or clear them.
import {
  ACCOUNTS_PATHS,
  accountIdParamsSchema,
  signInLocksResponseSchema,
  type SignInLock,
} from '@shared/accounts/accounts';
import { REALTIME_EVENTS } from '@shared/realtime';
import { manageableMember } from '../auth/account-management';
import { recordAudit } from '../auth/audit-log';
import {
  accountSignInLocks,
  clearAccountSignInLocks,
  type AccountSignInLock,
} from '../auth/lockout';
import { assertTenantAdmin, tenantContext, type TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { publishAdminChanges } from '../realtime/admin-events';
import { installNames } from './accounts-store';

async function managedMember(
  db: Queryable,
  context: TenantContext,
  accountId: string,
): Promise<void> {
  assertTenantAdmin(context);
  await manageableMember(db, context, accountId, 'sign-in locks');
}

async function toSignInLocks(db: Queryable, locks: AccountSignInLock[]): Promise<SignInLock[]> {
  const installIds = locks.flatMap((lock) =>
    lock.source.startsWith('install:') ? [lock.source.slice('install:'.length)] : [],
  );
  const names = await installNames(db, installIds);
  return locks.map((lock) => {
    const installId = lock.source.startsWith('install:')
      ? lock.source.slice('install:'.length)
      : null;
    return {
      source:
        installId === null
          ? { kind: 'address', address: lock.source.slice('ip:'.length) }
          : { kind: 'station', installId, installName: names.get(installId) ?? null },
      failures: lock.failures,
      lastFailedAt: lock.lastFailedAt.toISOString(),
      lockedUntil: lock.lockedUntil?.toISOString() ?? null,
    };
  });
}

export const signInLocksRoutes = publishingTenantRoutes((app, deps) => {
  const { database, realtime } = deps;

  app.get(
    ACCOUNTS_PATHS.accountSignInLocks,
    { schema: { params: accountIdParamsSchema, response: { 200: signInLocksResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      await managedMember(database, tenantContext(request), id);
      return toSignInLocks(database, await accountSignInLocks(database, id, new Date()));
    },
  );

  app.delete(
    ACCOUNTS_PATHS.accountSignInLocks,
    { schema: { params: accountIdParamsSchema } },
    async (request, reply) => {
      const context = tenantContext(request);
      const { id } = request.params;
      await managedMember(database, context, id);
      const cleared = await database.transaction(async (tx) => {
        const count = await clearAccountSignInLocks(tx, id);
        if (count > 0) {
          await recordAudit(tx, context, {
            action: 'account.sign_in_locks.clear',
            targetType: 'account',
            targetId: id,
            before: { places: count },
            after: { places: 0 },
          });
        }
        return count;
      });
      if (cleared > 0) {
        await publishAdminChanges(realtime, request, {
          tenantId: context.tenantId,
          lists: [{ event: REALTIME_EVENTS.accountsChanged, id }],
        });
      }
      return reply.code(204).send();
    },
  );
});
