// The realtime service (spec §4 "Realtime connection"): a Pusher Channels protocol v7 server on
// `ws`, attached to the app's HTTP server at /app/{key}, plus the HTTP trigger API. It returns
// the publisher routes use; events fan out to this process's connections and, over the realtime
// bus, to the other server processes' (realtime-bus.ts), and a privilege change closes the
// connections whose channels rested on it, to authorise again (docs/realtime.md).
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { REALTIME_DEFAULTS } from '@shared/runtime-config';
import type { Database } from '../db/database';
import type { RedisConnection } from '../db/redis';
import { ChannelGrants } from './channel-grants';
import { ChannelHub } from './channel-hub';
import type { TrustProxy } from '../http/trust-proxy';
import { connectionAddress } from './connection-address';
import { ConnectionsPerAddress, MAX_CONNECTIONS_PER_ADDRESS } from './connections-per-address';
import { PusherConnection, type ConnectionSettings } from './pusher-connection';
import { errorFrame, PUSHER_CODES, PUSHER_PROTOCOL_VERSION } from './pusher-protocol';
import type { RealtimePublisher } from './publisher';
import { loadRealtimeCredentials, type RealtimeCredentials } from './realtime-credentials';
import type { BusMessage } from './bus-message';
import { openRealtimeBus } from './realtime-bus';
import { triggerRoutes } from './trigger-routes';

export interface RealtimeServerOptions {
  database: Database;
  key: string;
  /** Defaults to the spec's 120 s; tests shorten it. */
  activityTimeoutMs?: number;
  /** Defaults to the spec's 30 s; tests shorten it. */
  pongTimeoutMs?: number;
  /** Defaults to 10, Pusher's limit. */
  clientEventsPerSecond?: number;
  /** Concurrent connections per client address; defaults to MAX_CONNECTIONS_PER_ADDRESS. */
  maxConnectionsPerAddress?: number;
  /** ZYNO_TRUST_PROXY: whose X-Forwarded-For names a connection's client address. */
  trustProxy?: TrustProxy;
  /** ZYNO_REDIS_URL's connection: the bus is Redis pub/sub instead of the database's. */
  redis?: RedisConnection;
}

/** How channel authorisation tells the server whose privileges a connection's channels rest on. */
export interface ChannelGrantRecorder {
  /** Taken when an authorisation request starts, before it reads any privileges. */
  mark(): number;
  /**
   * The connection's subscriptions rest on these accounts' privileges, as read after `mark`. When
   * one of them changed since, the connection is closed at once to authorise again.
   */
  record(socketId: string, accountIds: readonly string[], mark: number): void;
}

/** What attachRealtimeServer decorates the app with. */
export interface AttachedRealtimeServer {
  /** The app id, key and secret: channel authorisation signs with them. */
  credentials: RealtimeCredentials;
  channelGrants: ChannelGrantRecorder;
  /** This server's own fan-out, even when AppOptions.realtime gave routes another publisher. */
  publisher: RealtimePublisher;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtimeServer: AttachedRealtimeServer;
  }
}

/** Client frames are small (subscriptions, client events up to 10 KB of data). */
const MAX_FRAME_BYTES = 32 * 1024;
/** After the close frame of a shutdown, how long a client gets to answer before it is cut. */
const SHUTDOWN_GRACE_MS = 1_000;
const CONNECTION_PATH = /^\/app\/([^/]+)$/;
/**
 * A grant recorded for another process's socket is dated this much before it arrives, so a
 * privilege change that crossed it on the way (the bus takes milliseconds) still sends the socket
 * to authorise again. Short: a change this recent makes the grant count as stale.
 */
const GRANT_TRANSIT_MS = 1_000;

export async function attachRealtimeServer(
  app: FastifyInstance,
  options: RealtimeServerOptions,
): Promise<RealtimePublisher> {
  const credentials = await loadRealtimeCredentials(options.database, options.key);
  const grants = new ChannelGrants();
  const bus = await openRealtimeBus(options.database, options.redis, app.log, (message) => {
    receive(message);
  });
  const hub = new ChannelHub((event) => {
    void bus.broadcast({ kind: 'event', ...event });
  });
  const addressOf = connectionAddress(options.trustProxy);
  const settings: ConnectionSettings = {
    credentials,
    hub,
    activityTimeoutMs: options.activityTimeoutMs ?? REALTIME_DEFAULTS.activityTimeoutMs,
    pongTimeoutMs: options.pongTimeoutMs ?? REALTIME_DEFAULTS.pongTimeoutMs,
    clientEventsPerSecond: options.clientEventsPerSecond ?? 10,
  };
  const connections = new Map<string, PusherConnection>();
  const perAddress = new ConnectionsPerAddress(
    options.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS,
  );
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  let closing = false;

  const accept = (socket: WebSocket, target: ConnectionTarget, address: string): void => {
    socket.on('error', () => {
      // Protocol errors (a frame over maxPayload …) close the socket; 'close' cleans up.
    });
    if (target.key !== credentials.key) {
      refuse(socket, PUSHER_CODES.appNotFound, `App key ${target.key} not in this cluster`);
      return;
    }
    if (target.protocol !== String(PUSHER_PROTOCOL_VERSION)) {
      refuse(
        socket,
        PUSHER_CODES.unsupportedProtocol,
        `Unsupported protocol version; this server speaks protocol ${PUSHER_PROTOCOL_VERSION}`,
      );
      return;
    }
    // Refused after the handshake rather than with HTTP 429 on the upgrade: a browser's WebSocket
    // never shows the upgrade's status, while pusher-js reads 4100 and retries after backing off.
    if (!perAddress.tryOpen(address)) {
      refuse(
        socket,
        PUSHER_CODES.overCapacity,
        'Over capacity: too many connections from this address.',
      );
      return;
    }
    const socketId = newSocketId(connections);
    const connection = new PusherConnection(socket, socketId, settings);
    connections.set(socketId, connection);
    connection.start(() => {
      connections.delete(socketId);
      grants.forget(socketId);
      perAddress.closed(address);
    });
  };

  // pusher-js reconnects at once on 4200 and subscribes to its channels again, each through
  // channel authorisation, which refuses what the account may no longer hear.
  const reauthorise = (socketIds: readonly string[]): void => {
    for (const socketId of socketIds) {
      connections
        .get(socketId)
        ?.close(PUSHER_CODES.reauthorise, 'Privileges changed: reconnect to authorise channels');
    }
  };
  const channelGrants: ChannelGrantRecorder = {
    mark: () => grants.mark(),
    record: (socketId, accountIds, mark) => {
      if (connections.has(socketId)) {
        if (!grants.record(socketId, accountIds, mark)) reauthorise([socketId]);
        return;
      }
      // The socket may be held by another process (one already closed has nothing to record).
      const stale = grants.isStale(accountIds, mark);
      void bus.broadcast({ kind: 'grant', socketId, accountIds: [...accountIds], stale });
    },
  };
  const receive = (message: BusMessage): void => {
    if (message.kind === 'event') {
      hub.deliverHere(message);
    } else if (message.kind === 'reauthorise') {
      reauthorise(grants.changed(message.accountIds));
    } else if (connections.has(message.socketId)) {
      const mark = grants.mark() - GRANT_TRANSIT_MS;
      if (message.stale || !grants.record(message.socketId, message.accountIds, mark)) {
        reauthorise([message.socketId]);
      }
    }
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const target = connectionTarget(request.url);
    if (target === null || closing) {
      // Another upgrade listener may own other paths; when there is none, answer here.
      if (closing || app.server.listenerCount('upgrade') === 1) {
        socket.end(`HTTP/1.1 ${closing ? '503 Service Unavailable' : '404 Not Found'}\r\n\r\n`);
      }
      return;
    }
    webSockets.handleUpgrade(request, socket, head, (webSocket) => {
      accept(webSocket, target, addressOf(request));
    });
  };

  app.server.on('upgrade', onUpgrade);
  const publisher: RealtimePublisher = {
    publish: (event) => {
      hub.publish(event);
      return Promise.resolve();
    },
    reauthorise: (accountIds) => {
      reauthorise(grants.changed(accountIds));
      return bus.broadcast({ kind: 'reauthorise', accountIds: [...accountIds] });
    },
  };
  app.decorate('realtimeServer', { credentials, channelGrants, publisher });
  await app.register(triggerRoutes, { credentials, hub });

  // preClose, not only onClose: the HTTP server does not finish closing while sockets are open.
  app.addHook('preClose', (done) => {
    closing = true;
    for (const connection of connections.values()) {
      connection.close(PUSHER_CODES.goingAway, 'Server shutting down');
      setTimeout(() => {
        connection.terminate();
      }, SHUTDOWN_GRACE_MS).unref();
    }
    done();
  });
  app.addHook('onClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const connection of connections.values()) connection.terminate();
    await new Promise<void>((resolve) => {
      webSockets.close(() => {
        resolve();
      });
    });
    await bus.close();
  });

  return publisher;
}

interface ConnectionTarget {
  key: string;
  protocol: string | null;
}

/** The app key and protocol of `/app/{key}?protocol=7&…`, or null for any other path. */
function connectionTarget(requestUrl: string | undefined): ConnectionTarget | null {
  let url: URL;
  try {
    url = new URL(requestUrl ?? '/', 'http://realtime.invalid');
  } catch {
    return null;
  }
  const encodedKey = CONNECTION_PATH.exec(url.pathname)?.[1];
  if (encodedKey === undefined) return null;
  let key = encodedKey;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    // A malformed escape is no key of ours; it is refused as an unknown key.
  }
  return { key, protocol: url.searchParams.get('protocol') };
}

/** Sends pusher:error with the code, then closes with it (Pusher's way of refusing a socket). */
function refuse(socket: WebSocket, code: number, message: string): void {
  socket.send(errorFrame(code, message));
  socket.close(code);
}

/** "digits.digits", unique among this process's connections. */
function newSocketId(connections: ReadonlyMap<string, unknown>): string {
  for (;;) {
    const socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    if (!connections.has(socketId)) return socketId;
  }
}

/** What the `pusher` npm SDK needs to trigger events on a listening app (tests, scripts). */
export interface PusherTriggerOptions {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: string;
  useTLS: false;
}

export function pusherTriggerOptions(app: FastifyInstance): PusherTriggerOptions {
  const address = app.server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The app is not listening on a TCP port.');
  }
  const { appId, key, secret } = app.realtimeServer.credentials;
  return {
    appId,
    key,
    secret,
    host: reachableHost(address),
    port: String(address.port),
    useTLS: false,
  };
}

/** A wildcard listening address is reached over loopback. */
function reachableHost({ address, family }: AddressInfo): string {
  if (family !== 'IPv6') return address === '0.0.0.0' ? '127.0.0.1' : address;
  return `[${address === '::' ? '::1' : address}]`;
}
