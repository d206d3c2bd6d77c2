// Realtime test clients: a raw `ws` client that speaks the Pusher protocol frame by frame (for
// protocol-level cases), and the wiring of a real pusher-js client to a test app.
import Pusher, { type Channel } from 'pusher-js';
import { WebSocket, type ClientOptions } from 'ws';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { REALTIME_PATHS } from '@shared/realtime';
import { AUTH, type HttpTestApp } from './support';

export interface ReceivedFrame {
  event: string;
  channel?: string;
  /** The frame's data, JSON-decoded (the server sends it as a JSON string). */
  data: unknown;
  /** Whether the server sent `data` as a string, as the protocol requires. */
  dataWasString: boolean;
}

export interface Closed {
  code: number;
  reason: string;
}

const WAIT_MS = 5_000;

/** A WebSocket to /app/{key} that collects frames and lets a test wait for the next one. */
export class RawPusherClient {
  private readonly frames: ReceivedFrame[] = [];
  private readonly waiters: ((frame: ReceivedFrame) => void)[] = [];
  readonly closed: Promise<Closed>;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw: Buffer) => {
      const parsed = JSON.parse(raw.toString('utf8')) as {
        event: string;
        channel?: string;
        data: unknown;
      };
      const frame: ReceivedFrame = {
        event: parsed.event,
        ...(parsed.channel === undefined ? {} : { channel: parsed.channel }),
        data: typeof parsed.data === 'string' ? (JSON.parse(parsed.data) as unknown) : parsed.data,
        dataWasString: typeof parsed.data === 'string',
      };
      const waiter = this.waiters.shift();
      if (waiter === undefined) this.frames.push(frame);
      else waiter(frame);
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString('utf8') });
      });
    });
  }

  /** `options.localAddress` connects from another loopback address (127.0.0.2 …). */
  static open(
    server: { url: string },
    path: string,
    options?: ClientOptions,
  ): Promise<RawPusherClient> {
    const socket = new WebSocket(`${server.url.replace('http:', 'ws:')}${path}`, options);
    const client = new RawPusherClient(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        resolve(client);
      });
      socket.once('error', reject);
    });
  }

  /** Opens /app/{key}?protocol=7 and reads pusher:connection_established. */
  static async connect(
    server: { url: string },
    key = 'zyno-local',
  ): Promise<{ client: RawPusherClient; socketId: string; activityTimeout: number }> {
    const client = await RawPusherClient.open(server, `/app/${key}?protocol=7&client=test`);
    const established = await client.next();
    const data = established.data as { socket_id: string; activity_timeout: number };
    if (established.event !== 'pusher:connection_established') {
      throw new Error(`Expected pusher:connection_established, got ${established.event}.`);
    }
    return { client, socketId: data.socket_id, activityTimeout: data.activity_timeout };
  }

  /** The next frame the server sends (waits up to 5 s). */
  next(): Promise<ReceivedFrame> {
    const queued = this.frames.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(deliver);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(new Error('No frame arrived within 5 s.'));
      }, WAIT_MS);
      const deliver = (frame: ReceivedFrame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      this.waiters.push(deliver);
    });
  }

  /** Frames that arrived and were not read yet. */
  pending(): readonly ReceivedFrame[] {
    return this.frames;
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendBinary(bytes: Buffer): void {
    this.socket.send(bytes, { binary: true });
  }

  /** A round trip: once the pong arrives, every earlier frame from the server has too. */
  async roundTrip(): Promise<void> {
    const before: ReceivedFrame[] = [];
    this.send({ event: 'pusher:ping', data: {} });
    for (;;) {
      const frame = await this.next();
      if (frame.event === 'pusher:pong') break;
      before.push(frame);
    }
    this.frames.unshift(...before);
  }

  close(): Promise<Closed> {
    this.socket.close();
    return this.closed;
  }
}

export interface PusherClientOptions {
  jwt: string;
  tenantId: string;
  key?: string;
}

/** A real pusher-js client for the test app, authorising channels through the real endpoint. */
export function pusherClient(server: HttpTestApp, options: PusherClientOptions): Pusher {
  const { port } = new URL(server.url);
  return new Pusher(options.key ?? 'zyno-local', {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${server.url}${AUTH}${REALTIME_PATHS.channelAuthorization}`,
      transport: 'ajax',
      headers: {
        [API_HEADERS.authorization]: bearer(options.jwt),
        [API_HEADERS.tenantId]: options.tenantId,
      },
    },
  });
}

/** Resolves with the socket id once pusher-js is connected. */
export function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`pusher-js did not connect (state ${pusher.connection.state}).`));
    }, WAIT_MS);
    pusher.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(pusher.connection.socket_id);
    });
  });
}

export type SubscriptionResult =
  | { ok: true; channel: Channel }
  | { ok: false; error: { type: string; error: string; status?: number } };

/** Subscribes and waits for pusher:subscription_succeeded or pusher:subscription_error. */
export function subscribe(pusher: Pusher, channelName: string): Promise<SubscriptionResult> {
  const channel = pusher.subscribe(channelName);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`No subscription answer for ${channelName}.`));
    }, WAIT_MS);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve({ ok: true, channel });
    });
    channel.bind(
      'pusher:subscription_error',
      (error: { type: string; error: string; status?: number }) => {
        clearTimeout(timer);
        resolve({ ok: false, error });
      },
    );
  });
}

/** The data of the next `event` on the channel. */
export function nextEvent(channel: Channel, event: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      channel.unbind(event, handler);
      reject(new Error(`No ${event} arrived on ${channel.name}.`));
    }, WAIT_MS);
    const handler = (data: unknown) => {
      clearTimeout(timer);
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

/** Disconnects pusher-js and waits until its socket is closed. */
export function disconnect(pusher: Pusher): Promise<void> {
  if (pusher.connection.state === 'disconnected') return Promise.resolve();
  return new Promise((resolve) => {
    pusher.connection.bind('disconnected', () => {
      resolve();
    });
    pusher.disconnect();
  });
}

/**
 * Sends pusher:ping and waits for the pong: the server has then handled every frame pusher-js
 * sent before, and sent every frame it had for this connection.
 */
export function roundTrip(pusher: Pusher): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('No pusher:pong arrived.'));
    }, WAIT_MS);
    const onMessage = (message: { event: string }) => {
      if (message.event !== 'pusher:pong') return;
      clearTimeout(timer);
      pusher.connection.unbind('message', onMessage);
      resolve();
    };
    pusher.connection.bind('message', onMessage);
    pusher.send_event('pusher:ping', {});
  });
}

/** Every event of `name` the channel receives, in order. */
export function collect(channel: Channel, event: string): unknown[] {
  const received: unknown[] = [];
  channel.bind(event, (data: unknown) => {
    received.push(data);
  });
  return received;
}

export interface PusherMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/** Every frame pusher-js receives, including those for channels it no longer listens to. */
export function collectMessages(pusher: Pusher): PusherMessage[] {
  const received: PusherMessage[] = [];
  pusher.connection.bind('message', (message: PusherMessage) => {
    received.push(message);
  });
  return received;
}
