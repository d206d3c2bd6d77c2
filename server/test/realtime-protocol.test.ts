// The Pusher protocol v7 frame by frame, with a raw `ws` client: the handshake and its refusals
// (4001, 4007), subscriptions and their errors, client events (relayed to others only, rate
// limited), malformed frames, liveness (ping → pong; a silent client is pinged and closed with
// 4201), shutdown, the cap on connections per client address (4100), closing connections to
// authorise again after a privilege change (4200), and the app credentials kept in server_secrets.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { accountChannel, tenantAdminChannel, tenantChannel } from '@shared/realtime';
import {
  channelAuth,
  loadRealtimeCredentials,
  REALTIME_SECRET_NAMES,
} from '../src/realtime/realtime-credentials';
import { attachRealtimeServer, type RealtimeServerOptions } from '../src/realtime/realtime-server';
import { RawPusherClient, type ReceivedFrame } from './fixtures/realtime';
import { useHttpTestApp } from './fixtures';

const someAccount = '6f1c1a52-4d84-4b0e-9f43-8a4e1f3f7a10';
const someTenant = '0b8e2a4c-5f1d-4f0c-8e0a-2c6f1b9d3e21';

const server = await useHttpTestApp();

function auth(socketId: string, channel: string): string {
  return channelAuth(server.app.realtimeServer.credentials, socketId, channel);
}

async function subscribed(channel: string) {
  const connection = await RawPusherClient.connect(server);
  connection.client.send({
    event: 'pusher:subscribe',
    data: { channel, auth: auth(connection.socketId, channel) },
  });
  expect(await connection.client.next()).toMatchObject({
    event: 'pusher_internal:subscription_succeeded',
    channel,
  });
  return connection;
}

/** The realtime server alone on an app of its own, on a free port, over the test app's database. */
async function realtimeServerAlone(
  options: Omit<RealtimeServerOptions, 'database' | 'key'> = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await attachRealtimeServer(app, { database: server.database, key: 'zyno-local', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Everything the server sent before answering a ping, without the pong. */
async function flushed(client: RawPusherClient): Promise<readonly ReceivedFrame[]> {
  await client.roundTrip();
  return client.pending();
}

describe('handshake', () => {
  it('establishes a connection with a socket id and the activity timeout, data as a JSON string', async () => {
    const client = await RawPusherClient.open(server, '/app/zyno-local?protocol=7&client=js');
    const frame = await client.next();
    expect(frame).toEqual({
      event: 'pusher:connection_established',
      data: { socket_id: expect.stringMatching(/^\d+\.\d+$/) as unknown, activity_timeout: 120 },
      dataWasString: true,
    });
    await client.close();
  });

  it('gives every connection its own socket id', async () => {
    const first = await RawPusherClient.connect(server);
    const second = await RawPusherClient.connect(server);
    expect(first.socketId).not.toBe(second.socketId);
    await Promise.all([first.client.close(), second.client.close()]);
  });

  it('refuses an unknown app key with pusher:error 4001 and closes with 4001', async () => {
    const client = await RawPusherClient.open(server, '/app/not-our-key?protocol=7');
    expect(await client.next()).toMatchObject({
      event: 'pusher:error',
      data: { code: 4001, message: expect.stringContaining('not-our-key') as unknown },
    });
    expect(await client.closed).toMatchObject({ code: 4001 });

    const malformed = await RawPusherClient.open(server, '/app/%E0%A4%A?protocol=7');
    expect(await malformed.next()).toMatchObject({ event: 'pusher:error', data: { code: 4001 } });
    expect(await malformed.closed).toMatchObject({ code: 4001 });
  });

  it('refuses a missing or unsupported protocol version with 4007', async () => {
    for (const path of ['/app/zyno-local', '/app/zyno-local?protocol=6']) {
      const client = await RawPusherClient.open(server, path);
      expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4007 } });
      expect(await client.closed).toMatchObject({ code: 4007 });
    }
  });

  it('answers other upgrade paths with 404', async () => {
    const socket = new WebSocket(`${server.url.replace('http:', 'ws:')}/not-realtime`);
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
      });
      socket.on('error', () => {
        resolve(-1);
      });
    });
    expect(status).toBe(404);
  });
});

describe('subscriptions', () => {
  it('subscribes with a valid auth and answers subscription_succeeded with {} data', async () => {
    const { client, socketId } = await RawPusherClient.connect(server);
    const channel = tenantChannel(someTenant);
    client.send({ event: 'pusher:subscribe', data: { channel, auth: auth(socketId, channel) } });
    expect(await client.next()).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: {},
      dataWasString: true,
    });
    await client.close();
  });

  it('accepts subscribe data sent as a JSON string', async () => {
    const { client, socketId } = await RawPusherClient.connect(server);
    const channel = accountChannel(someAccount);
    client.send({
      event: 'pusher:subscribe',
      data: JSON.stringify({ channel, auth: auth(socketId, channel) }),
    });
    expect(await client.next()).toMatchObject({ event: 'pusher_internal:subscription_succeeded' });
    await client.close();
  });

  it('refuses missing, wrong and other-socket auth with subscription_error 401', async () => {
    const { client, socketId } = await RawPusherClient.connect(server);
    const channel = tenantAdminChannel(someTenant);
    const [key] = auth(socketId, channel).split(':');
    const attempts = [
      { channel },
      { channel, auth: '' },
      { channel, auth: `${key ?? ''}:${'0'.repeat(64)}` },
      { channel, auth: auth('1.1', channel) },
      { channel, auth: auth(socketId, tenantChannel(someTenant)) },
      { channel, auth: auth(socketId, channel).replace(/^[^:]+/, 'other-key') },
    ];
    for (const data of attempts) {
      client.send({ event: 'pusher:subscribe', data });
      expect(await client.next()).toMatchObject({
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', status: 401, error: expect.any(String) as unknown },
      });
    }
    await client.close();
  });

  it('refuses channels other than the three private kinds with subscription_error 404', async () => {
    const { client, socketId } = await RawPusherClient.connect(server);
    for (const channel of ['news', 'private-x-1', 'presence-a-1', `private-a-${someTenant}x`]) {
      client.send({ event: 'pusher:subscribe', data: { channel, auth: auth(socketId, channel) } });
      expect(await client.next()).toMatchObject({
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', status: 404 },
      });
    }
    await client.close();
  });

  it('delivers published events to subscribers only, and none after unsubscribe', async () => {
    const channel = tenantChannel(someTenant);
    const listener = await subscribed(channel);
    const other = await RawPusherClient.connect(server);
    const { publisher } = server.app.realtimeServer;

    await publisher.publish({ channel, event: 'tenant-changed', data: { n: 1 } });
    expect(await listener.client.next()).toEqual({
      event: 'tenant-changed',
      channel,
      data: { n: 1 },
      dataWasString: true,
    });
    expect(await flushed(other.client)).toEqual([]);

    listener.client.send({ event: 'pusher:unsubscribe', data: { channel } });
    await listener.client.roundTrip();
    await publisher.publish({ channel, event: 'tenant-changed', data: { n: 2 } });
    expect(await flushed(listener.client)).toEqual([]);
    await Promise.all([listener.client.close(), other.client.close()]);
  });
});

describe('client events', () => {
  it('relays client-* events to the other subscribers, not back to the sender', async () => {
    const channel = accountChannel(someAccount);
    const sender = await subscribed(channel);
    const receiver = await subscribed(channel);

    sender.client.send({ event: 'client-typing', channel, data: { at: 'field' } });
    expect(await receiver.client.next()).toEqual({
      event: 'client-typing',
      channel,
      data: { at: 'field' },
      dataWasString: true,
    });
    expect(await flushed(sender.client)).toEqual([]);
    await Promise.all([sender.client.close(), receiver.client.close()]);
  });

  it('rejects client events on channels the sender is not subscribed to (4302)', async () => {
    const channel = accountChannel(someAccount);
    const receiver = await subscribed(channel);
    const { client } = await RawPusherClient.connect(server);
    client.send({ event: 'client-typing', channel, data: {} });
    client.send({ event: 'client-typing', data: {} });
    for (let i = 0; i < 2; i += 1) {
      expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4302 } });
    }
    expect(await flushed(receiver.client)).toEqual([]);
    await Promise.all([client.close(), receiver.client.close()]);
  });

  it('allows 10 client events per second and answers the 11th with pusher:error 4301', async () => {
    const channel = accountChannel(someAccount);
    const sender = await subscribed(channel);
    const receiver = await subscribed(channel);
    for (let n = 1; n <= 11; n += 1) {
      sender.client.send({ event: 'client-burst', channel, data: { n } });
    }
    expect(await sender.client.next()).toMatchObject({
      event: 'pusher:error',
      data: { code: 4301 },
    });
    const relayed = await flushed(receiver.client);
    expect(relayed.map((frame) => (frame.data as { n: number }).n)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    await Promise.all([sender.client.close(), receiver.client.close()]);
  });
});

describe('re-authorisation after a privilege change', () => {
  const realtime = () => server.app.realtimeServer;

  it('closes with 4200 the connections authorised for a changed account, and only those', async () => {
    const mark = realtime().channelGrants.mark();
    const asMax = await RawPusherClient.connect(server);
    const asSysAsMax = await RawPusherClient.connect(server);
    const asAva = await RawPusherClient.connect(server);
    realtime().channelGrants.record(asMax.socketId, ['max'], mark);
    realtime().channelGrants.record(asSysAsMax.socketId, ['max', 'sys'], mark);
    realtime().channelGrants.record(asAva.socketId, ['ava'], mark);

    await realtime().publisher.reauthorise(['sys']);
    expect(await asSysAsMax.client.closed).toMatchObject({ code: 4200 });
    await realtime().publisher.reauthorise(['max']);
    expect(await asMax.client.closed).toMatchObject({ code: 4200 });
    expect(await flushed(asAva.client)).toEqual([]);
    await asAva.client.close();
  });

  it('closes at once a connection whose authorisation read privileges from before a change', async () => {
    const mark = realtime().channelGrants.mark();
    const { client, socketId } = await RawPusherClient.connect(server);
    await realtime().publisher.reauthorise(['max']);
    realtime().channelGrants.record(socketId, ['max'], mark);
    expect(await client.closed).toMatchObject({ code: 4200 });
  });
});

describe('malformed frames', () => {
  it('answers each with pusher:error 4200 and keeps the connection', async () => {
    const { client } = await RawPusherClient.connect(server);
    const frames = [
      'not json',
      '[1,2]',
      '{"data":{}}',
      '{"event":42}',
      JSON.stringify({ event: 'pusher:subscribe', data: {} }),
      JSON.stringify({ event: 'pusher:subscribe', data: '{not json' }),
      JSON.stringify({ event: 'pusher:unsubscribe' }),
      JSON.stringify({ event: 'pusher:signin', data: {} }),
      JSON.stringify({ event: 'hello', data: {} }),
    ];
    for (const frame of frames) {
      client.send(frame);
      expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4200 } });
    }
    client.sendBinary(Buffer.from([0, 1, 2]));
    expect(await client.next()).toMatchObject({ event: 'pusher:error', data: { code: 4200 } });
    await expect(client.roundTrip()).resolves.toBeUndefined();
    await client.close();
  });
});

describe('liveness and shutdown (short timeouts)', async () => {
  const { app: bare, url } = await realtimeServerAlone({
    activityTimeoutMs: 300,
    pongTimeoutMs: 300,
  });
  afterAll(() => bare.close());

  it('answers pusher:ping with pusher:pong', async () => {
    const { client } = await RawPusherClient.connect({ url });
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.next()).toEqual({ event: 'pusher:pong', data: {}, dataWasString: true });
    await client.close();
  });

  it('pings a silent client and closes it with 4201 when no pong comes', async () => {
    const { client, activityTimeout } = await RawPusherClient.connect({ url });
    expect(activityTimeout).toBe(1);
    expect(await client.next()).toMatchObject({ event: 'pusher:ping' });
    expect(await client.closed).toMatchObject({ code: 4201 });
  });

  it('keeps a client that answers the ping', async () => {
    const { client } = await RawPusherClient.connect({ url });
    expect(await client.next()).toMatchObject({ event: 'pusher:ping' });
    client.send({ event: 'pusher:pong', data: {} });
    expect(await client.next()).toMatchObject({ event: 'pusher:ping' });
    client.send({ event: 'pusher:pong', data: {} });
    await client.close();
  });

  it('uses the same credentials as the app on the same database', () => {
    expect(bare.realtimeServer.credentials).toEqual(server.app.realtimeServer.credentials);
  });

  it('closes open sockets with 1001 when the app closes', async () => {
    const closing = await realtimeServerAlone();
    const { client } = await RawPusherClient.connect(closing);
    await closing.app.close();
    expect(await client.closed).toMatchObject({ code: 1001 });
  });
});

describe('connections per client address (a cap of 2)', async () => {
  const PATH = '/app/zyno-local?protocol=7&client=test';
  const { app: capped, url } = await realtimeServerAlone({ maxConnectionsPerAddress: 2 });
  afterAll(() => capped.close());

  async function expectOverCapacity(client: RawPusherClient): Promise<void> {
    expect(await client.next()).toMatchObject({
      event: 'pusher:error',
      data: { code: 4100, message: expect.stringContaining('Over capacity') as unknown },
    });
    expect(await client.closed).toMatchObject({ code: 4100 });
  }

  /**
   * Connects as pusher-js would after a 4100: trying again while the server has yet to see the
   * close of a socket the test just closed. Each try is a full handshake, never a pause.
   */
  async function connectOnceFree(): Promise<RawPusherClient> {
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const client = await RawPusherClient.open({ url }, PATH);
      const first = await client.next();
      if (first.event === 'pusher:connection_established') return client;
      expect(first).toMatchObject({ event: 'pusher:error', data: { code: 4100 } });
      await client.closed;
    }
    throw new Error('The address never got a connection back.');
  }

  it('refuses a connection over the cap with pusher:error 4100, then closes it with 4100', async () => {
    const first = await RawPusherClient.connect({ url });
    const second = await RawPusherClient.connect({ url });
    await expectOverCapacity(await RawPusherClient.open({ url }, PATH));

    // Another address has its own count.
    const elsewhere = await RawPusherClient.open({ url }, PATH, { localAddress: '127.0.0.2' });
    expect(await elsewhere.next()).toMatchObject({ event: 'pusher:connection_established' });

    // The refused connection did not count: closing one of the two frees a place.
    await first.client.close();
    const again = await connectOnceFree();
    await expectOverCapacity(await RawPusherClient.open({ url }, PATH));
    await Promise.all([second.client.close(), again.close(), elsewhere.close()]);
  });

  it('gives the places back when sockets close', async () => {
    const open = [await connectOnceFree(), await connectOnceFree()];
    await Promise.all(open.map((client) => client.close()));
    const reopened = [await connectOnceFree(), await connectOnceFree()];
    await expectOverCapacity(await RawPusherClient.open({ url }, PATH));
    await Promise.all(reopened.map((client) => client.close()));
  });
});

describe('credentials', () => {
  it('are created once: concurrent first starts agree', async () => {
    const names = Object.values(REALTIME_SECRET_NAMES);
    const stored = await server.database.query<{ name: string; value: string }>(
      'SELECT name, value FROM server_secrets WHERE name = ANY($1)',
      [names],
    );
    await server.database.query('DELETE FROM server_secrets WHERE name = ANY($1)', [names]);
    try {
      const [first, second] = await Promise.all([
        loadRealtimeCredentials(server.database, 'k'),
        loadRealtimeCredentials(server.database, 'k'),
      ]);
      expect(first).toEqual(second);
      expect(first.appId).toMatch(/^\d+$/);
      expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
      const rows = await server.database.query<{ name: string; value: string }>(
        'SELECT name, value FROM server_secrets WHERE name = ANY($1) ORDER BY name',
        [names],
      );
      expect(rows).toEqual([
        { name: REALTIME_SECRET_NAMES.appId, value: first.appId },
        { name: REALTIME_SECRET_NAMES.secret, value: first.secret },
      ]);
    } finally {
      // The running app keeps the credentials it loaded; put them back for it.
      await server.database.query('DELETE FROM server_secrets WHERE name = ANY($1)', [names]);
      for (const { name, value } of stored) {
        await server.database.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2)', [
          name,
          value,
        ]);
      }
    }
  });
});
