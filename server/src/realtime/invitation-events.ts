// Tells an invited account's open sessions that its invitations changed (a new one, withdrawn,
// answered), on its own channel. Like the admin events, a publishing failure is only logged.
import type { FastifyRequest } from 'fastify';
import { REALTIME_EVENTS, accountChannel } from '@shared/realtime';
import type { RealtimePublisher } from '../realtime/publisher';

export async function publishInvitationsChanged(
  realtime: RealtimePublisher,
  request: FastifyRequest,
  accountId: string,
): Promise<void> {
  try {
    await realtime.publish({
      channel: accountChannel(accountId),
      event: REALTIME_EVENTS.invitationsChanged,
      data: {},
    });
  } catch (error) {
    request.log.warn({ err: error, accountId }, 'realtime publish failed');
  }
}
