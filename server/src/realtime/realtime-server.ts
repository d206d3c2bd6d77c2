// The realtime service (spec §4 "Realtime connection"): a Pusher Channels protocol v7 server on
// `ws`, attached to the app's HTTP server at /app/{key}, plus the HTTP trigger API. It returns
// the publisher routes use; events fan out to this process's connections (docs/realtime.md).
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { REALTIME_DEFAULTS } from '@shared/runtime-config';
import type { Database } from '../db/database';
import { ChannelHub } from './channel-hub';
import { connectionAddress } from './connection-address';
import { ConnectionsPerAddress, MAX_CONNECTIONS_PER_ADDRESS } from './connections-per-address';
import { PusherConnection, type ConnectionSettings } from './pusher-connection';
import { errorFrame, PUSHER_CODES, PUSHER_PROTOCOL_VERSION } from './pusher-protocol';
import type { RealtimePublisher } from './publisher';
import { loadRealtimeCredentials, type RealtimeCredentials } from './realtime-credentials';
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
}

/** What attachRealtimeServer decorates the app with. */
export interface AttachedRealtimeServer {
  /** The app id, key and secret: channel authorisation signs with them. */
  credentials: RealtimeCredentials;
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

export async function attachRealtimeServer(
  app: FastifyInstance,
  options: RealtimeServerOptions,
): Promise<RealtimePublisher> {
  const credentials = await loadRealtimeCredentials(options.database, options.key);
  const hub = new ChannelHub();
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
      perAddress.closed(address);
    });
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
      accept(webSocket, target, connectionAddress(request));
    });
  };

  app.server.on('upgrade', onUpgrade);
  const publisher = hub.publisher();
  app.decorate('realtimeServer', { credentials, publisher });
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
  app.addHook('onClose', (_instance, done) => {
    app.server.off('upgrade', onUpgrade);
    for (const connection of connections.values()) connection.terminate();
    webSockets.close(() => {
      done();
    });
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
