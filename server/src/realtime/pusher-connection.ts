// One client's WebSocket speaking the Pusher protocol v7: the handshake frame, subscriptions to
// the private channels (checking the `auth` signature), client events, and liveness (answering
// pusher:ping; pinging a silent client and closing it with 4201 when it does not answer).
// A frame the server cannot read gets a pusher:error; nothing a client sends ends the process.
import type { RawData, WebSocket } from 'ws';
import { parseRealtimeChannel, REALTIME_TRIGGER_LIMITS } from '@shared/realtime';
import type { ChannelHub, Subscriber } from './channel-hub';
import {
  encodeFrame,
  errorFrame,
  parseClientFrame,
  PUSHER_CODES,
  subscribeDataSchema,
  unsubscribeDataSchema,
  type ClientFrame,
} from './pusher-protocol';
import { isValidChannelAuth, type RealtimeCredentials } from './realtime-credentials';

export interface ConnectionTimeouts {
  /** Silence from the client after which the server pings it (sent as `activity_timeout`). */
  activityTimeoutMs: number;
  /** How long a pinged client has to answer before it is closed with 4201. */
  pongTimeoutMs: number;
}

export interface ConnectionSettings extends ConnectionTimeouts {
  credentials: RealtimeCredentials;
  hub: ChannelHub;
  /** Client events a connection may send per second (Pusher's default is 10). */
  clientEventsPerSecond: number;
}

const CLIENT_EVENT_WINDOW_MS = 1_000;

interface SubscriptionError {
  type: 'AuthError';
  error: string;
  status: number;
}

export class PusherConnection implements Subscriber {
  private readonly subscriptions = new Set<string>();
  private lastHeardAt = Date.now();
  private activityTimer: NodeJS.Timeout | undefined;
  private pongTimer: NodeJS.Timeout | undefined;
  private clientEventTimes: number[] = [];

  constructor(
    private readonly socket: WebSocket,
    readonly socketId: string,
    private readonly settings: ConnectionSettings,
  ) {}

  /** Sends pusher:connection_established and starts listening. */
  start(onClosed: () => void): void {
    this.socket.on('message', (raw, isBinary) => {
      this.heard();
      this.receive(raw, isBinary);
    });
    // pusher-js in Node may ping with WebSocket ping frames (ws answers them itself).
    this.socket.on('ping', () => {
      this.heard();
    });
    this.socket.on('pong', () => {
      this.heard();
    });
    this.socket.on('close', () => {
      this.stop();
      onClosed();
    });
    this.sendEvent('pusher:connection_established', {
      socket_id: this.socketId,
      activity_timeout: Math.max(1, Math.round(this.settings.activityTimeoutMs / 1000)),
    });
    this.scheduleActivityCheck(this.settings.activityTimeoutMs);
  }

  send(frame: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  terminate(): void {
    this.socket.terminate();
  }

  private sendEvent(event: string, data: unknown, channel?: string): void {
    this.send(encodeFrame(event, data, channel));
  }

  private sendError(code: number, message: string): void {
    this.send(errorFrame(code, message));
  }

  private receive(raw: RawData, isBinary: boolean): void {
    const frame = isBinary ? null : parseClientFrame(rawText(raw));
    if (frame === null) {
      this.sendError(
        PUSHER_CODES.invalidMessage,
        'Invalid message format: send a JSON text frame {"event", "data", "channel"?}.',
      );
      return;
    }
    switch (frame.event) {
      case 'pusher:ping':
        this.sendEvent('pusher:pong', {});
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(frame);
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(frame);
        return;
      default:
        if (frame.event.startsWith('client-')) {
          this.clientEvent(frame);
          return;
        }
        this.sendError(
          PUSHER_CODES.invalidMessage,
          `The event ${frame.event} is not supported by this server.`,
        );
    }
  }

  private subscribe(frame: ClientFrame): void {
    const request = subscribeDataSchema.safeParse(frame.data);
    if (!request.success) {
      this.sendError(
        PUSHER_CODES.invalidMessage,
        'pusher:subscribe needs data {"channel", "auth"} with string values.',
      );
      return;
    }
    const { channel, auth } = request.data;
    const refusal = this.subscriptionRefusal(channel, auth);
    if (refusal !== null) {
      this.sendEvent('pusher:subscription_error', refusal, channel);
      return;
    }
    this.subscriptions.add(channel);
    this.settings.hub.subscribe(channel, this);
    this.sendEvent('pusher_internal:subscription_succeeded', {}, channel);
  }

  private subscriptionRefusal(channel: string, auth: string | undefined): SubscriptionError | null {
    if (parseRealtimeChannel(channel) === null) {
      return {
        type: 'AuthError',
        error: `There is no channel ${channel}; channels are private-a-{accountId}, private-t-{tenantId} and private-tam-{tenantId}.`,
        status: 404,
      };
    }
    if (auth === undefined || auth === '') {
      return {
        type: 'AuthError',
        error: `Subscribing to ${channel} needs an auth signature from the channel authorisation call.`,
        status: 401,
      };
    }
    if (!isValidChannelAuth(this.settings.credentials, this.socketId, channel, auth)) {
      return {
        type: 'AuthError',
        error: `The auth signature for ${channel} is not valid for this connection.`,
        status: 401,
      };
    }
    return null;
  }

  private unsubscribe(frame: ClientFrame): void {
    const request = unsubscribeDataSchema.safeParse(frame.data);
    if (!request.success) {
      this.sendError(PUSHER_CODES.invalidMessage, 'pusher:unsubscribe needs data {"channel"}.');
      return;
    }
    this.subscriptions.delete(request.data.channel);
    this.settings.hub.unsubscribe(request.data.channel, this);
  }

  /** Relayed to the channel's other subscribers, never back to the sender. */
  private clientEvent(frame: ClientFrame): void {
    const { channel } = frame;
    if (channel === undefined || !this.subscriptions.has(channel)) {
      this.sendError(
        PUSHER_CODES.clientEventRejected,
        `Subscribe to ${channel ?? 'a private channel'} before sending client events on it.`,
      );
      return;
    }
    const now = Date.now();
    this.clientEventTimes = this.clientEventTimes.filter(
      (time) => now - time < CLIENT_EVENT_WINDOW_MS,
    );
    if (this.clientEventTimes.length >= this.settings.clientEventsPerSecond) {
      this.sendError(
        PUSHER_CODES.clientEventRateLimit,
        `Client event rejected: at most ${this.settings.clientEventsPerSecond} client events per second.`,
      );
      return;
    }
    this.clientEventTimes.push(now);
    const data = typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data ?? null);
    if (Buffer.byteLength(data, 'utf8') > REALTIME_TRIGGER_LIMITS.dataBytes) {
      this.sendError(PUSHER_CODES.clientEventRejected, 'Client event data is larger than 10 KB.');
      return;
    }
    this.settings.hub.deliver({ channel, event: frame.event, data, exceptSocketId: this.socketId });
  }

  /** Anything from the client shows it is alive. */
  private heard(): void {
    this.lastHeardAt = Date.now();
    if (this.pongTimer !== undefined) {
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
      this.scheduleActivityCheck(this.settings.activityTimeoutMs);
    }
  }

  private scheduleActivityCheck(delayMs: number): void {
    clearTimeout(this.activityTimer);
    this.activityTimer = setTimeout(() => {
      this.checkActivity();
    }, delayMs);
  }

  private checkActivity(): void {
    const silentFor = Date.now() - this.lastHeardAt;
    if (silentFor < this.settings.activityTimeoutMs) {
      this.scheduleActivityCheck(this.settings.activityTimeoutMs - silentFor);
      return;
    }
    this.sendEvent('pusher:ping', {});
    this.pongTimer = setTimeout(() => {
      this.close(PUSHER_CODES.pongNotReceived, 'Pong reply not received');
    }, this.settings.pongTimeoutMs);
  }

  private stop(): void {
    clearTimeout(this.activityTimer);
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    for (const channel of this.subscriptions) this.settings.hub.unsubscribe(channel, this);
    this.subscriptions.clear();
  }
}

function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (raw instanceof ArrayBuffer) return Buffer.from(raw).toString('utf8');
  return raw.toString('utf8');
}
