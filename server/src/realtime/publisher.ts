// Publishing events to realtime channels, and sending connections back through channel
// authorisation when an account's privileges change. Routes depend on this interface only; the
// realtime server (Pusher protocol over ws) implements it, and tests may pass a recording one.
import type { RealtimeEventName } from '@shared/realtime';

export interface RealtimeEvent {
  channel: string;
  event: RealtimeEventName;
  data: unknown;
  /** The X-Zyno-Socket-Id of the request that caused it: that connection is not sent the event. */
  exceptSocketId?: string;
}

export interface RealtimePublisher {
  publish(event: RealtimeEvent): Promise<void>;
  /**
   * The accounts' privileges changed (admin rights, memberships, roles, permissions, deletion):
   * every connection whose channel subscriptions were authorised for one of them, as the account
   * acted as or as the person signed in, must authorise its channels again (docs/realtime.md).
   */
  reauthorise(accountIds: readonly string[]): Promise<void>;
}

/** Keeps what was published and which accounts were sent to re-authorise, for tests. */
export function createRecordingPublisher(): RealtimePublisher & {
  events: RealtimeEvent[];
  reauthorisations: (readonly string[])[];
} {
  const events: RealtimeEvent[] = [];
  const reauthorisations: (readonly string[])[] = [];
  return {
    events,
    reauthorisations,
    publish(event) {
      events.push(event);
      return Promise.resolve();
    },
    reauthorise(accountIds) {
      reauthorisations.push([...accountIds]);
      return Promise.resolve();
    },
  };
}
