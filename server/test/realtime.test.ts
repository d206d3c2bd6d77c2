// The realtime service end to end with the real clients: pusher-js (Node build, ws transport,
// ajax channel authorisation against the real endpoint) and the `pusher` SDK triggering through
// the HTTP trigger API. Channel rules: own account channel, the tenant one acts in, its admin
// channel for administrators only.
import { createHash, createHmac } from 'node:crypto';
import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, bearer } from '@shared/api-headers';
import {
  accountChannel,
  channelAuthorizationResponseSchema,
  REALTIME_EVENTS,
  REALTIME_PATHS,
  tenantAdminChannel,
  tenantChannel,
} from '@shared/realtime';
import { pusherTriggerOptions, type PusherTriggerOptions } from '../src/realtime/realtime-server';
import {
  collect,
  collectMessages,
  harborSession,
  type HarborSession,
  nextEvent,
  pusherClient,
  RawPusherClient,
  roundTrip,
  subscribe,
  subscribed,
  usePusherClients,
} from './fixtures/realtime';
import { AUTH, callApi, signIn, useHttpTestApp } from './fixtures';

let ava: HarborSession;
let max: HarborSession;
let bluebird: string;

const server = await useHttpTestApp();
const { connect, track } = usePusherClients(server);
beforeAll(async () => {
  ava = await session('ava.admin@harbor.example');
  max = await session('max.manager@harbor.example');
  const [row] = await server.database.query<{ id: string }>(
    "SELECT id FROM tenants WHERE name = 'Bluebird Dental'",
  );
  if (row === undefined) throw new Error('No Bluebird Dental in the seed.');
  bluebird = row.id;
});

function session(email: string): Promise<HarborSession> {
  return harborSession(server, email);
}

/** Two connections of one person, as from two windows. */
async function twoConnections(who: HarborSession): Promise<[Pusher, Pusher]> {
  return [await connect(who), await connect(who)];
}

function sdk(overrides: Partial<PusherTriggerOptions> = {}): PusherServer {
  return new PusherServer({ ...pusherTriggerOptions(server.app), ...overrides });
}

/** The channel authorisation call as pusher-js makes it (form-encoded). */
function authorise(
  who: HarborSession,
  fields: Record<string, string>,
  options: { tenant?: string; json?: boolean; jwt?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type':
      options.json === true ? 'application/json' : 'application/x-www-form-urlencoded',
    [API_HEADERS.tenantId]: options.tenant ?? who.harbor,
  };
  if (options.jwt !== null) headers[API_HEADERS.authorization] = bearer(options.jwt ?? who.jwt);
  return fetch(`${server.url}${AUTH}${REALTIME_PATHS.channelAuthorization}`, {
    method: 'POST',
    headers,
    body: options.json === true ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

/** A trigger call signed by hand (as the SDK does), so tests can vary each part. */
function signedTriggerUrl(
  path: string,
  signedBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const { key, secret } = server.app.realtimeServer.credentials;
  const bodyMd5 = createHash('md5').update(signedBody).digest('hex');
  const query = `auth_key=${key}&auth_timestamp=${timestamp}&auth_version=1.0&body_md5=${bodyMd5}`;
  const signature = createHmac('sha256', secret).update(`POST\n${path}\n${query}`).digest('hex');
  return `${server.url}${path}?${query}&auth_signature=${signature}`;
}

function postJson(url: string, body: string): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error.message;
}

describe('pusher-js', () => {
  it('connects with a socket id and hears its own account channel from the app and the SDK', async () => {
    const pusher = await connect(ava);
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const channel = await subscribed(pusher, accountChannel(ava.accountId));

    const fromApp = nextEvent(channel, REALTIME_EVENTS.permissionsChanged);
    await server.app.realtimeServer.publisher.publish({
      channel: accountChannel(ava.accountId),
      event: REALTIME_EVENTS.permissionsChanged,
      data: { tenantId: ava.harbor },
    });
    expect(await fromApp).toEqual({ tenantId: ava.harbor });

    const fromSdk = nextEvent(channel, REALTIME_EVENTS.permissionsChanged);
    await sdk().trigger(accountChannel(ava.accountId), REALTIME_EVENTS.permissionsChanged, {
      tenantId: null,
    });
    expect(await fromSdk).toEqual({ tenantId: null });
  });

  it('delivers SDK batches and multi-channel triggers to each channel', async () => {
    const pusher = await connect(ava);
    const own = await subscribed(pusher, accountChannel(ava.accountId));
    const tenant = await subscribed(pusher, tenantChannel(ava.harbor));
    const onOwn = collect(own, 'hello');
    const onTenant = collect(tenant, 'hello');

    await sdk().trigger([accountChannel(ava.accountId), tenantChannel(ava.harbor)], 'hello', {
      n: 1,
    });
    await sdk().triggerBatch([
      { channel: tenantChannel(ava.harbor), name: 'hello', data: { n: 2 } },
      { channel: accountChannel(ava.accountId), name: 'hello', data: 'plain text' },
    ]);
    await roundTrip(pusher);

    expect(onOwn).toEqual([{ n: 1 }, 'plain text']);
    expect(onTenant).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("refuses another account's channel (the authorisation answers 403)", async () => {
    const pusher = await connect(max);
    const result = await subscribe(pusher, accountChannel(ava.accountId));
    expect(result).toMatchObject({ ok: false, error: { type: 'AuthError', status: 403 } });
  });

  it('lets only tenant administrators hear the tenant-admin channel', async () => {
    const asAva = await connect(ava);
    const asMax = await connect(max);
    const adminChannel = await subscribed(asAva, tenantAdminChannel(ava.harbor));
    expect(adminChannel.subscribed).toBe(true);

    const refused = await subscribe(asMax, tenantAdminChannel(max.harbor));
    expect(refused).toMatchObject({ ok: false, error: { status: 403 } });
  });

  it('lets members hear the tenant they act in, and no other tenant', async () => {
    const pusher = await connect(max);
    await subscribed(pusher, tenantChannel(max.harbor));
    const refused = await subscribe(pusher, tenantChannel(bluebird));
    expect(refused).toMatchObject({ ok: false, error: { status: 403 } });
  });

  it('stops delivering after unsubscribe', async () => {
    const pusher = await connect(ava);
    await subscribed(pusher, accountChannel(ava.accountId));
    await subscribed(pusher, tenantChannel(ava.harbor));
    const messages = collectMessages(pusher);

    pusher.unsubscribe(accountChannel(ava.accountId));
    await roundTrip(pusher);
    for (const channel of [accountChannel(ava.accountId), tenantChannel(ava.harbor)]) {
      await server.app.realtimeServer.publisher.publish({
        channel,
        event: REALTIME_EVENTS.tenantChanged,
        data: { channel },
      });
    }
    await roundTrip(pusher);

    const events = messages.filter((message) => message.event === REALTIME_EVENTS.tenantChanged);
    expect(events).toEqual([
      {
        event: REALTIME_EVENTS.tenantChanged,
        channel: tenantChannel(ava.harbor),
        data: { channel: tenantChannel(ava.harbor) },
      },
    ]);
  });

  it('skips the connection named by exceptSocketId (publisher and SDK socket_id)', async () => {
    const [first, second] = await twoConnections(ava);
    const channelName = accountChannel(ava.accountId);
    const onFirst = collect(await subscribed(first, channelName), REALTIME_EVENTS.tenantChanged);
    const onSecond = collect(await subscribed(second, channelName), REALTIME_EVENTS.tenantChanged);

    await server.app.realtimeServer.publisher.publish({
      channel: channelName,
      event: REALTIME_EVENTS.tenantChanged,
      data: { from: 'publisher' },
      exceptSocketId: first.connection.socket_id,
    });
    await sdk().trigger(
      channelName,
      REALTIME_EVENTS.tenantChanged,
      { from: 'sdk' },
      { socket_id: second.connection.socket_id },
    );
    await Promise.all([roundTrip(first), roundTrip(second)]);

    expect(onFirst).toEqual([{ from: 'sdk' }]);
    expect(onSecond).toEqual([{ from: 'publisher' }]);
  });

  it("carries the app routes' events, skipping the request's own X-Zyno-Socket-Id", async () => {
    const [acting, watching] = await twoConnections(ava);
    const channelName = tenantAdminChannel(ava.harbor);
    const onActing = collect(await subscribed(acting, channelName), REALTIME_EVENTS.rolesChanged);
    const heard = nextEvent(await subscribed(watching, channelName), REALTIME_EVENTS.rolesChanged);

    const response = await callApi(server, `${AUTH}/roles`, {
      jwt: ava.jwt,
      tenantId: ava.harbor,
      body: { name: 'Realtime test role', permissions: {} },
      headers: { [API_HEADERS.realtimeSocketId]: acting.connection.socket_id },
    });
    expect(response.status).toBe(201);
    const role = (await response.json()) as { id: string };
    expect(await heard).toEqual({ id: role.id });
    await roundTrip(acting);
    expect(onActing).toEqual([]);
  });

  it('is refused for an unknown app key (4001) and stays disconnected', async () => {
    const pusher = pusherClient(server, { jwt: ava.jwt, tenantId: ava.harbor, key: 'not-our-key' });
    track(pusher);
    const error = new Promise((resolve) => {
      pusher.connection.bind('error', resolve);
    });
    const disconnected = new Promise<void>((resolve) => {
      pusher.connection.bind('disconnected', () => {
        resolve();
      });
    });
    expect(await error).toMatchObject({
      type: 'WebSocketError',
      error: { type: 'PusherError', data: { code: 4001 } },
    });
    await disconnected;
    expect(pusher.connection.state).toBe('disconnected');
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const pusher = await connect(max);
    await expect(roundTrip(pusher)).resolves.toBeUndefined();
  });
});

describe('channel authorisation call', () => {
  it('signs a form-encoded or JSON request, and the signature subscribes a socket', async () => {
    const { client, socketId } = await RawPusherClient.connect(server);
    const channelName = accountChannel(ava.accountId);

    const form = await authorise(ava, { socket_id: socketId, channel_name: channelName });
    expect(form.status).toBe(200);
    const { auth } = channelAuthorizationResponseSchema.parse(await form.json());
    const { key, secret } = server.app.realtimeServer.credentials;
    const signature = createHmac('sha256', secret)
      .update(`${socketId}:${channelName}`)
      .digest('hex');
    expect(auth).toBe(`${key}:${signature}`);

    const json = await authorise(
      ava,
      { socket_id: socketId, channel_name: channelName },
      { json: true },
    );
    expect(await json.json()).toEqual({ auth });

    client.send({ event: 'pusher:subscribe', data: { channel: channelName, auth } });
    expect(await client.next()).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
      channel: channelName,
    });
    await client.close();
  });

  it('needs sign-in (401) and a tenant header (400)', async () => {
    const fields = { socket_id: '1.2', channel_name: accountChannel(ava.accountId) };
    expect((await authorise(ava, fields, { jwt: null })).status).toBe(401);
    const noTenant = await fetch(`${server.url}${AUTH}${REALTIME_PATHS.channelAuthorization}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [API_HEADERS.authorization]: bearer(ava.jwt),
      },
      body: new URLSearchParams(fields).toString(),
    });
    expect(noTenant.status).toBe(400);
  });

  it('refuses bad socket ids and channels that do not exist (400)', async () => {
    const own = accountChannel(ava.accountId);
    const badSocket = await authorise(ava, { socket_id: 'abc', channel_name: own });
    expect(badSocket.status).toBe(400);
    expect(await errorMessage(badSocket)).toMatch(/^socket_id:/);

    for (const channelName of ['news', 'private-x-1', 'private-a-not-a-uuid', 'presence-a-1']) {
      const response = await authorise(ava, { socket_id: '1.2', channel_name: channelName });
      expect(response.status).toBe(400);
      expect(await errorMessage(response)).toMatch(/^channel_name:/);
    }
    const missing = await authorise(ava, { socket_id: '1.2' });
    expect(missing.status).toBe(400);
    const twice = await fetch(`${server.url}${AUTH}${REALTIME_PATHS.channelAuthorization}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [API_HEADERS.authorization]: bearer(ava.jwt),
        [API_HEADERS.tenantId]: ava.harbor,
      },
      body: `socket_id=1.2&socket_id=3.4&channel_name=${own}`,
    });
    expect(twice.status).toBe(400);
  });

  it('answers 403 with the rule that was broken', async () => {
    const cases: [HarborSession, string, RegExp][] = [
      [max, accountChannel(ava.accountId), /your own account channel/],
      [max, tenantChannel(bluebird), /tenant you act in/],
      [ava, tenantAdminChannel(bluebird), /tenant you act in/],
      [max, tenantAdminChannel(max.harbor), /Only administrators/],
    ];
    for (const [who, channelName, message] of cases) {
      const response = await authorise(who, { socket_id: '1.2', channel_name: channelName });
      expect(response.status).toBe(403);
      expect(await errorMessage(response)).toMatch(message);
    }
  });

  it('follows impersonation: a sysadmin acting as Max gets Max’s channel, not their own', async () => {
    const { login } = await signIn(server.app, 'sysadmin@zyno.example');
    const asMax = (channelName: string) =>
      fetch(`${server.url}${AUTH}${REALTIME_PATHS.channelAuthorization}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [API_HEADERS.authorization]: bearer(login.jwt),
          [API_HEADERS.tenantId]: max.harbor,
          [API_HEADERS.masqueradeUserId]: max.accountId,
        },
        body: new URLSearchParams({ socket_id: '1.2', channel_name: channelName }).toString(),
      });
    expect((await asMax(accountChannel(max.accountId))).status).toBe(200);
    expect((await asMax(accountChannel(login.identity.id))).status).toBe(403);
  });
});

describe('HTTP trigger API', () => {
  it('answers 401 to a wrong secret or key, and 404 to another app id', async () => {
    const channelName = accountChannel(ava.accountId);
    await expect(
      sdk({ secret: 'not-the-secret' }).trigger(channelName, 'x', {}),
    ).rejects.toMatchObject({ status: 401 });
    await expect(sdk({ key: 'other-key' }).trigger(channelName, 'x', {})).rejects.toMatchObject({
      status: 401,
    });
    await expect(sdk({ appId: '1' }).trigger(channelName, 'x', {})).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers 401 to a stale timestamp, a changed body, and an unsigned call', async () => {
    const path = `/apps/${server.app.realtimeServer.credentials.appId}/events`;
    const body = JSON.stringify({ name: 'x', data: '{}', channel: tenantChannel(ava.harbor) });
    const now = Math.floor(Date.now() / 1000);

    expect((await postJson(signedTriggerUrl(path, body, now), body)).status).toBe(200);
    expect((await postJson(signedTriggerUrl(path, body, now - 3600), body)).status).toBe(401);
    const changed = body.replace('"x"', '"y"');
    expect((await postJson(signedTriggerUrl(path, body, now), changed)).status).toBe(401);
    expect((await postJson(`${server.url}${path}`, body)).status).toBe(401);
  });

  it('answers 400 to a signed call with a bad body', async () => {
    const { appId } = server.app.realtimeServer.credentials;
    const channelName = tenantChannel(ava.harbor);
    const bad: [string, unknown][] = [
      ['events', { name: 'x', data: '{}' }],
      ['events', { name: 'x', data: '{}', channel: channelName, channels: [channelName] }],
      ['events', { name: 'x', data: { not: 'a string' }, channel: channelName }],
      ['events', { name: '', data: '{}', channel: channelName }],
      ['events', { name: 'pusher:error', data: '{}', channel: channelName }],
      ['events', { name: 'x', data: 'x'.repeat(10_241), channel: channelName }],
      ['events', { name: 'x', data: '{}', channel: 'bad channel name' }],
      ['batch_events', { batch: [] }],
      ['batch_events', { batch: [{ name: 'x', data: '{}' }] }],
    ];
    for (const [call, event] of bad) {
      const body = JSON.stringify(event);
      const response = await postJson(signedTriggerUrl(`/apps/${appId}/${call}`, body), body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'validation_failed',
      );
    }
    const notJson = await postJson(signedTriggerUrl(`/apps/${appId}/events`, '{'), '{');
    expect(notJson.status).toBe(400);
  });
});
