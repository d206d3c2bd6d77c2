// What the admin calls tell realtime subscribers (spec §4 "Permission changes … cause permissions
// to reload"; src/shared/realtime.ts): permissions-changed on each affected account's channel,
// and the admin list events on the tenant-admin channel. The affected accounts' connections then
// authorise their channels again (docs/realtime.md). The causing connection (X-Zyno-Socket-Id)
// is not sent the events. A publishing failure is logged, never turned into a failed request: the
// change itself is already committed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_HEADERS } from '@shared/api-headers';
import {
  REALTIME_EVENTS,
  REALTIME_SOCKET_ID_PATTERN,
  accountChannel,
  tenantAdminChannel,
  type AdminListChanged,
  type PermissionsChanged,
} from '@shared/realtime';
import { validationFailed } from '../http/errors';
import type { RealtimeEvent, RealtimePublisher } from '../realtime/publisher';

/** The realtime socket of the request's own client, when it sent one. */
export function causingSocketId(request: FastifyRequest): string | undefined {
  const value = request.headers[API_HEADERS.realtimeSocketId.toLowerCase()];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !REALTIME_SOCKET_ID_PATTERN.test(value)) {
    throw validationFailed(
      `The ${API_HEADERS.realtimeSocketId} header must be one realtime socket id such as 123.456.`,
    );
  }
  return value;
}

/** Rejects a malformed socket id header before a route writes anything (400). */
export function checkCausingSocketId(scope: FastifyInstance): void {
  scope.addHook('preHandler', (request) =>
    Promise.resolve().then(() => {
      causingSocketId(request);
    }),
  );
}

export type AdminListEvent =
  typeof REALTIME_EVENTS.accountsChanged | typeof REALTIME_EVENTS.rolesChanged;

export interface AdminChanges {
  tenantId: string;
  /** Accounts whose effective permissions (or tenants) in `tenantId` changed. */
  permissionsChangedFor?: readonly string[];
  /** Admin lists that changed, with the changed item's id (null: several). */
  lists?: readonly { event: AdminListEvent; id: string | null }[];
}

export async function publishAdminChanges(
  realtime: RealtimePublisher,
  request: FastifyRequest,
  changes: AdminChanges,
): Promise<void> {
  const exceptSocketId = causingSocketId(request);
  const changedAccounts = [...new Set(changes.permissionsChangedFor ?? [])];
  const permissionsChanged: PermissionsChanged = { tenantId: changes.tenantId };
  const publishAll = async (events: readonly RealtimeEvent[]) => {
    for (const event of events) {
      try {
        await realtime.publish(exceptSocketId === undefined ? event : { ...event, exceptSocketId });
      } catch (error) {
        request.log.warn({ err: error, channel: event.channel }, 'realtime publish failed');
      }
    }
  };
  await publishAll(
    changedAccounts.map((accountId) => ({
      channel: accountChannel(accountId),
      event: REALTIME_EVENTS.permissionsChanged,
      data: permissionsChanged,
    })),
  );
  // After permissions-changed (sent ahead of the close on the same socket, so it is not lost) and
  // before the admin lists' events, which a demoted administrator must no longer hear.
  if (changedAccounts.length > 0) {
    try {
      await realtime.reauthorise(changedAccounts);
    } catch (error) {
      request.log.warn({ err: error }, 'realtime re-authorisation failed');
    }
  }
  await publishAll(
    (changes.lists ?? []).map(({ event, id }) => {
      const data: AdminListChanged = { id };
      return { channel: tenantAdminChannel(changes.tenantId), event, data };
    }),
  );
}
