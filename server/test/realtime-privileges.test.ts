// Realtime connections lose the channels their account may no longer hear, over real HTTP and
// real pusher-js: when an administrator is demoted, removed from the tenant or deleted, their
// open connection is closed with 4200, pusher-js reconnects and subscribes again through channel
// authorisation, which refuses the tenant-admin channel; no tenant-admin event reaches them after.
import type { Channel } from 'pusher-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountChannel,
  REALTIME_EVENTS,
  REALTIME_PATHS,
  tenantAdminChannel,
} from '@shared/realtime';
import {
  collectMessages,
  harborSession,
  type HarborSession,
  nextEvent,
  roundTrip,
  subscribed,
  usePusherClients,
  type PusherMessage,
} from './fixtures/realtime';
import { AUTH, callApi, useHttpTestApp } from './fixtures';

let ava: HarborSession;
let casey: HarborSession;
let harborAdmin: string;

const server = await useHttpTestApp();
const { connect } = usePusherClients(server);
beforeAll(async () => {
  ava = await session('ava.admin@harbor.example');
  casey = await session('casey.cashier@harbor.example');
  harborAdmin = tenantAdminChannel(ava.harbor);
});

function session(email: string): Promise<HarborSession> {
  return harborSession(server, email);
}

/** Ava's call to the accounts API of Harbor Coffee; it must succeed. */
async function asAva(method: string, accountId: string, body?: unknown): Promise<void> {
  const response = await callApi(server, `${AUTH}/accounts/${accountId}`, {
    method,
    jwt: ava.jwt,
    tenantId: ava.harbor,
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

let renames = 0;
/** A change that publishes accounts-changed on Harbor Coffee's admin channel. */
async function changeSomethingAdminsHear(): Promise<void> {
  renames += 1;
  await asAva('PUT', casey.accountId, { firstName: `Casey ${renames}` });
}

/** The status of the next subscription error on the channel (pusher-js re-subscribing). */
function nextSubscriptionError(channel: Channel): Promise<number | undefined> {
  return nextEvent(channel, 'pusher:subscription_error').then(
    (error) => (error as { status?: number }).status,
  );
}

function adminEvents(messages: readonly PusherMessage[]): PusherMessage[] {
  return messages.filter(
    (message) => message.channel === harborAdmin && !message.event.startsWith('pusher'),
  );
}

/** What channel authorisation answers `who` for the admin channel now. */
async function authoriseAdminChannel(who: HarborSession, socketId: string): Promise<number> {
  const response = await callApi(server, `${AUTH}${REALTIME_PATHS.channelAuthorization}`, {
    jwt: who.jwt,
    tenantId: who.harbor,
    body: { socket_id: socketId, channel_name: harborAdmin },
  });
  return response.status;
}

/**
 * Makes the account an administrator of Harbor Coffee and connects it, subscribed to the admin
 * channel and its own account channel; Ava listens to the admin channel too.
 */
async function adminListening(email: string) {
  const who = await session(email);
  await asAva('PUT', who.accountId, { isAdmin: true });
  const pusher = await connect(who);
  const messages = collectMessages(pusher);
  const own = await subscribed(pusher, accountChannel(who.accountId));
  const admin = await subscribed(pusher, harborAdmin);
  const avaAdmin = await subscribed(await connect(ava), harborAdmin);

  // While an administrator, they hear the admin channel.
  const heard = nextEvent(admin, REALTIME_EVENTS.accountsChanged);
  await changeSomethingAdminsHear();
  await heard;
  const firstSocketId = pusher.connection.socket_id;
  return { who, pusher, messages, own, admin, avaAdmin, firstSocketId };
}

/** After the change: no admin event reaches them, though Ava still hears the channel. */
async function expectNoFurtherAdminEvents(
  listening: Awaited<ReturnType<typeof adminListening>>,
): Promise<void> {
  const heardBefore = adminEvents(listening.messages).length;
  const avaHeard = nextEvent(listening.avaAdmin, REALTIME_EVENTS.accountsChanged);
  await changeSomethingAdminsHear();
  await avaHeard;
  await roundTrip(listening.pusher);
  expect(adminEvents(listening.messages)).toHaveLength(heardBefore);
}

describe('an administrator demoted while connected', () => {
  it('stops hearing the tenant-admin channel, and subscribing again is refused (403)', async () => {
    const listening = await adminListening('max.manager@harbor.example');
    const { who, pusher, own, admin } = listening;
    const permissionsChanged = nextEvent(own, REALTIME_EVENTS.permissionsChanged);
    const refused = nextSubscriptionError(admin);

    await asAva('PUT', who.accountId, { isAdmin: false });

    // Told first, on the socket that is then closed; pusher-js reconnects and re-subscribes.
    expect(await permissionsChanged).toEqual({ tenantId: who.harbor });
    expect(await refused).toBe(403);
    expect(pusher.connection.state).toBe('connected');
    expect(pusher.connection.socket_id).not.toBe(listening.firstSocketId);
    expect(adminEvents(listening.messages)).toHaveLength(1);

    await expectNoFurtherAdminEvents(listening);
    expect(await authoriseAdminChannel(who, pusher.connection.socket_id)).toBe(403);
  });
});

describe('an administrator removed from the tenant while connected', () => {
  it('stops hearing the tenant-admin channel; the account stays (Bluebird Dental), refused 403', async () => {
    // Managed by Bluebird Dental, so Harbor Coffee only ends its membership (docs/security.md).
    await server.database.query(
      `UPDATE accounts SET managing_tenant_id = (SELECT id FROM tenants WHERE name = 'Bluebird Dental')
        WHERE email = 'morgan.multi@harbor.example'`,
    );
    const listening = await adminListening('morgan.multi@harbor.example');
    const { who, pusher, admin } = listening;
    const refused = nextSubscriptionError(admin);

    await asAva('DELETE', who.accountId);

    expect(await refused).toBe(403);
    expect(pusher.connection.socket_id).not.toBe(listening.firstSocketId);
    await expectNoFurtherAdminEvents(listening);
    expect(await authoriseAdminChannel(who, pusher.connection.socket_id)).toBe(403);
  });

  it('whose account goes with its last membership: refused as signed out (401)', async () => {
    // Nina has made no sales, so her account can go (Max's sales keep his: accounts.test.ts).
    const listening = await adminListening('nina.noperm@harbor.example');
    const { who, pusher, admin } = listening;
    const refused = nextSubscriptionError(admin);

    await asAva('DELETE', who.accountId);

    expect(await refused).toBe(401);
    await expectNoFurtherAdminEvents(listening);
    expect(await authoriseAdminChannel(who, pusher.connection.socket_id)).toBe(401);
  });
});

describe('accounts the change does not touch', () => {
  it('keep their connection', async () => {
    const pusher = await connect(ava);
    await subscribed(pusher, harborAdmin);
    const socketId = pusher.connection.socket_id;
    const listening = await adminListening('casey.cashier@harbor.example');
    await asAva('PUT', listening.who.accountId, { isAdmin: false });
    await roundTrip(pusher);
    expect(pusher.connection.socket_id).toBe(socketId);
  });
});
