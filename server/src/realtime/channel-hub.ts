// Who is subscribed to which channel, in this process, and the fan-out of an event to them. The
// publisher, the HTTP trigger API and client events all deliver through here.
import type { RealtimeEvent } from './publisher';
import { encodeEventFrame } from './pusher-protocol';

export interface Subscriber {
  readonly socketId: string;
  /** Sends one text frame (dropped when the socket is no longer open). */
  send(frame: string): void;
}

export interface ChannelEvent {
  channel: string;
  event: string;
  /** A JSON string, sent as it is. */
  data: string;
  exceptSocketId?: string;
}

export class ChannelHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();

  subscribe(channel: string, subscriber: Subscriber): void {
    let members = this.subscribers.get(channel);
    if (members === undefined) {
      members = new Set();
      this.subscribers.set(channel, members);
    }
    members.add(subscriber);
  }

  unsubscribe(channel: string, subscriber: Subscriber): void {
    const members = this.subscribers.get(channel);
    if (members === undefined) return;
    members.delete(subscriber);
    if (members.size === 0) this.subscribers.delete(channel);
  }

  deliver({ channel, event, data, exceptSocketId }: ChannelEvent): void {
    const members = this.subscribers.get(channel);
    if (members === undefined) return;
    const frame = encodeEventFrame(event, channel, data);
    for (const member of members) {
      if (member.socketId !== exceptSocketId) member.send(frame);
    }
  }

  /** An event routes publish: `data` is JSON-encoded for the wire. */
  publish(event: RealtimeEvent): void {
    this.deliver({
      channel: event.channel,
      event: event.event,
      data: JSON.stringify(event.data ?? null),
      exceptSocketId: event.exceptSocketId,
    });
  }
}
