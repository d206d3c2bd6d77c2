// Who is subscribed to which channel, in this process, and the fan-out of an event to them. The
// publisher, the HTTP trigger API and client events all deliver through here; what they deliver is
// also handed to `forward`, which tells the other server processes (realtime-bus.ts).
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

  constructor(private readonly forward: (event: ChannelEvent) => void = () => undefined) {}

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

  /** An event raised in this process: its connections get it, and so do the other processes'. */
  deliver(event: ChannelEvent): void {
    this.deliverHere(event);
    this.forward(event);
  }

  /** An event another process raised (and forwarded): this process's connections get it. */
  deliverHere({ channel, event, data, exceptSocketId }: ChannelEvent): void {
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
