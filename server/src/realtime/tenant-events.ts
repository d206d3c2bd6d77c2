// What an app's write tells everyone in the tenant (suite-apps.md: `<app>.<resource>.changed` on
// the tenant channel): the resource's event with the changed item's id, so each client
// invalidates that resource's keys. The causing connection (X-Zyno-Socket-Id) is not sent it. A
// publishing failure is logged, never turned into a failed request: the write is committed.
import type { FastifyRequest } from 'fastify';
import { tenantChannel, type RealtimeEventName } from '@shared/realtime';
import { causingSocketId } from './admin-events';
import type { RealtimePublisher } from './publisher';

export async function publishTenantChanges(
  realtime: RealtimePublisher,
  request: FastifyRequest,
  tenantId: string,
  changes: readonly { event: RealtimeEventName; id: string | null }[],
): Promise<void> {
  const exceptSocketId = causingSocketId(request);
  for (const { event, id } of changes) {
    try {
      await realtime.publish({
        channel: tenantChannel(tenantId),
        event,
        data: { id },
        ...(exceptSocketId === undefined ? {} : { exceptSocketId }),
      });
    } catch (error) {
      request.log.warn({ err: error, event }, 'realtime publish failed');
    }
  }
}
