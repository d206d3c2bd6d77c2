// Publishing events to realtime channels. Routes depend on this interface only; the realtime
// server (Pusher protocol over ws) implements it, and tests may pass a recording one.
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
}

/** Keeps what was published, for tests. */
export function createRecordingPublisher(): RealtimePublisher & { events: RealtimeEvent[] } {
  const events: RealtimeEvent[] = [];
  return {
    events,
    publish(event) {
      events.push(event);
      return Promise.resolve();
    },
  };
}
