// A tenant's identity-provider link over real HTTP (spec §7 /idp/*): administrators only; read,
// set up, prove, complete and remove a link; the provider's directory matched against the
// tenant and imported; a provider that cannot be reached; bad input that writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import {
  idpConfigSchema,
  idpImportResponseSchema,
  idpSetupResponseSchema,
  idpUsersResponseSchema,
} from '@shared/sso/idp';
import { REALTIME_EVENTS, tenantAdminChannel } from '@shared/realtime';
import { loginAnswerSchema } from '@shared/auth/sign-in';
import { auditEntries } from '../src/auth/audit-log';
import { createRecordingPublisher } from '../src/realtime/publisher';
import { callbackParameters, signInAtProvider } from './fixtures/sso';
import {
  AUTH,
  BROWSER_ID,
  callApi,
  count,
  signIn,
  useHttpTestApp,
  tenantId,
  type ApiCall,
} from './fixtures';

const realtime = createRecordingPublisher();
let ava: { jwt: string };
let max: { jwt: string };
let harbor: string;
let popupReturn: string;

const server = await useHttpTestApp({
  realtime,
  loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
});
beforeAll(async () => {
  const avaLogin = (await signIn(server.app, 'ava.admin@harbor.example')).login;
  ava = { jwt: avaLogin.jwt };
  harbor = tenantId(avaLogin, 'Harbor Coffee');
  max = { jwt: (await signIn(server.app, 'max.manager@harbor.example')).login.jwt };
  popupReturn = `${server.url}/login/callback`;
});

function idp(path: string, who: { jwt: string } | null, call: ApiCall = {}) {
  return callApi(server, `${AUTH}/idp${path}`, {
    ...(who === null ? {} : { jwt: who.jwt, tenantId: harbor }),
    ...call,
  });
}

async function errorOf(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = apiErrorBodySchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

/** Every table the idp calls write. */
async function snapshot() {
  const tables = [
    'identity_providers',
    'sso_login_states',
    'accounts',
    'memberships',
    'sso_identities',
  ];
  return Promise.all(tables.map((table) => count(server.database, table)));
}

async function setUp(body: Record<string, unknown>) {
  const response = await idp('/config/setup', ava, { body });
  expect(response.status).toBe(200);
  return idpSetupResponseSchema.parse(await response.json());
}

async function unlink() {
  const response = await idp('/config/unlink', ava, { method: 'POST' });
  expect(response.status).toBe(204);
}

async function completeWith(authorizeUrl: string, email: string) {
  const returned = await signInAtProvider(authorizeUrl, email);
  return idp('/config/complete-setup', ava, {
    body: { redirectUrl: popupReturn, ...callbackParameters(returned) },
  });
}

/** The popup's return page handing the provider's answer to POST /login/sso-callback. */
function signInFromPopup(returned: URL): Promise<Response> {
  return callApi(server, `${AUTH}/login/sso-callback`, {
    body: {
      browserId: BROWSER_ID,
      redirectUrl: popupReturn,
      rememberMe: false,
      ...callbackParameters(returned),
    },
  });
}

describe('who may manage the link', () => {
  const calls: [string, ApiCall][] = [
    ['/config', {}],
    ['/config/setup', { body: { provider: 'local', domains: ['harbor.example'] } }],
    ['/config/complete-setup', { body: { redirectUrl: 'http://127.0.0.1/login/callback' } }],
    ['/config/unlink', { method: 'POST' }],
    ['/users', {}],
    ['/import-matched', { method: 'POST' }],
  ];

  it('answers 401 without sign-in and 403 to a member who is not an administrator', async () => {
    const before = await snapshot();
    for (const [path, call] of calls) {
      await errorOf(await idp(path, null, call), 401, 'unauthorized');
      await errorOf(await idp(path, max, call), 403, 'forbidden');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the seeded link and its directory', () => {
  it('shows Harbor Coffee linked to the local provider, without a secret', async () => {
    const response = await idp('/config', ava);
    expect(response.status).toBe(200);
    const json = (await response.json()) as Record<string, unknown>;
    expect(json).not.toHaveProperty('clientSecret');
    const config = idpConfigSchema.parse(json);
    expect(config).toMatchObject({
      provider: 'local',
      issuer: `${server.url}/oidc`,
      clientId: null,
      domains: ['harbor.example'],
      status: 'linked',
    });
    expect(config.redirectUris).toContain(popupReturn);
    expect(config.redirectUris).toContain(`${server.url}${AUTH}/proxy-oidc/callback`);
  });

  it('lists the directory matched against the tenant', async () => {
    const response = await idp('/users', ava);
    expect(response.status).toBe(200);
    const { users } = idpUsersResponseSchema.parse(await response.json());
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(byEmail.get('sam.sso@harbor.example')).toMatchObject({
      isMember: true,
      matchesDomain: true,
      importable: false,
    });
    expect(byEmail.get('sam.sso@harbor.example')?.accountId).not.toBeNull();
    expect(byEmail.get('dana.directory@harbor.example')).toMatchObject({
      accountId: null,
      isMember: false,
      matchesDomain: true,
      importable: true,
    });
    expect(byEmail.get('owen.outside@elsewhere.example')).toMatchObject({
      matchesDomain: false,
      importable: false,
    });
  });

  it('refuses to import a user who is not importable, writing nothing', async () => {
    const { users } = idpUsersResponseSchema.parse(await (await idp('/users', ava)).json());
    const owen = users.find((user) => user.email === 'owen.outside@elsewhere.example');
    const dana = users.find((user) => user.email === 'dana.directory@harbor.example');
    const before = await snapshot();
    const response = await idp('/import-matched', ava, {
      body: { subjects: [dana?.subject, owen?.subject] },
    });
    const error = await errorOf(response, 400, 'validation_failed');
    expect(error.message).toMatch(/^subjects\.1: /);
    await errorOf(
      await idp('/import-matched', ava, { body: { subjects: 'all' } }),
      400,
      'validation_failed',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('imports the matched users as single-sign-on members, who can then sign in', async () => {
    const published = realtime.events.length;
    const response = await idp('/import-matched', ava, { method: 'POST' });
    expect(response.status).toBe(200);
    const answer = idpImportResponseSchema.parse(await response.json());
    expect(answer.imported).toBe(1);
    expect(
      answer.users.find((user) => user.email === 'dana.directory@harbor.example'),
    ).toMatchObject({
      isMember: true,
      importable: false,
    });
    const [dana] = await server.database.query<{ auth_mech: string[] }>(
      "SELECT auth_mech FROM accounts WHERE email = 'dana.directory@harbor.example'",
    );
    expect(dana?.auth_mech).toEqual(['sso']);
    expect(realtime.events.slice(published)).toContainEqual({
      channel: tenantAdminChannel(harbor),
      event: REALTIME_EVENTS.accountsChanged,
      data: { id: null },
    });

    const again = idpImportResponseSchema.parse(
      await (await idp('/import-matched', ava, { method: 'POST' })).json(),
    );
    expect(again.imported).toBe(0);

    const start = await callApi(server, `${AUTH}/login`, {
      body: { email: 'dana.directory@harbor.example', redirectUrl: popupReturn },
    });
    const answerOfLogin = loginAnswerSchema.parse(await start.json());
    if (!('authorizeUrl' in answerOfLogin)) throw new Error('Dana was asked for a password.');
    const returned = await signInAtProvider(
      answerOfLogin.authorizeUrl,
      'dana.directory@harbor.example',
    );
    const signedIn = await signInFromPopup(returned);
    expect(signedIn.status).toBe(200);
  });

  it('refuses to set up while linked', async () => {
    const before = await snapshot();
    const response = await idp('/config/setup', ava, {
      body: { provider: 'local', domains: ['harbor.example'] },
    });
    await errorOf(response, 409, 'conflict');
    expect(await snapshot()).toEqual(before);
  });
});

describe('setting a link up, proving it and removing it', () => {
  it('unlinks, then sets up the local provider, proves it with a sign-in and completes', async () => {
    await unlink();
    expect(await (await idp('/config', ava)).json()).toBeNull();
    await errorOf(await idp('/config/unlink', ava, { method: 'POST' }), 404, 'not_found');
    await errorOf(await idp('/users', ava), 409, 'conflict');

    const published = realtime.events.length;
    const { config, authorizeUrl } = await setUp({
      provider: 'local',
      domains: ['Harbor.Example'],
    });
    expect(config).toMatchObject({
      provider: 'local',
      status: 'pending',
      domains: ['harbor.example'],
    });
    expect(realtime.events.slice(published)).toContainEqual({
      channel: tenantAdminChannel(harbor),
      event: REALTIME_EVENTS.identityProviderChanged,
      data: { id: config.id },
    });
    const pending = idpConfigSchema.parse(await (await idp('/config', ava)).json());
    expect(pending.status).toBe('pending');

    const completed = await completeWith(authorizeUrl, 'sam.sso@harbor.example');
    expect(completed.status).toBe(200);
    const linked = idpConfigSchema.parse(await completed.json());
    expect(linked).toMatchObject({ id: config.id, status: 'linked' });
    expect(linked.linkedAt).not.toBeNull();

    await errorOf(
      await idp('/config/complete-setup', ava, {
        body: { redirectUrl: popupReturn, code: 'x', state: 'y' },
      }),
      409,
      'conflict',
    );
  });

  it('rejects bad setup input with the field named, writing nothing', async () => {
    await unlink();
    const before = await snapshot();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ provider: 'local', domains: ['not a domain'] }, /^domains\.0: /],
      [{ provider: 'local', domains: [] }, /^domains: /],
      [{ provider: 'okta', domains: ['harbor.example'] }, /provider/],
      [
        { provider: 'microsoft', domains: ['harbor.example'], clientId: 'a', clientSecret: 'b' },
        /^issuer: /,
      ],
      [
        {
          provider: 'microsoft',
          issuer: 'http://login.example/v2.0',
          clientId: 'a',
          clientSecret: 'b',
          domains: ['harbor.example'],
        },
        /^issuer: /,
      ],
      [
        { provider: 'local', domains: ['harbor.example'], redirectUrl: 'https://evil.example/cb' },
        /^redirectUrl: /,
      ],
    ];
    for (const [body, message] of cases) {
      const error = await errorOf(
        await idp('/config/setup', ava, { body }),
        400,
        'validation_failed',
      );
      expect(error.message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 502 when a remote provider cannot be reached, writing nothing', async () => {
    const before = await snapshot();
    const response = await idp('/config/setup', ava, {
      body: {
        provider: 'microsoft',
        issuer: 'http://127.0.0.1:1/tenant/v2.0',
        clientId: 'zyno',
        clientSecret: 'secret',
        domains: ['harbor.example'],
      },
    });
    const error = await errorOf(response, 502, 'identity_provider_unreachable');
    expect(error.message).toContain('http://127.0.0.1:1/tenant/v2.0');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a domain another tenant links already', async () => {
    await setUp({ provider: 'local', domains: ['harbor.example'] });
    const sysAdmin = (await signIn(server.app, 'sysadmin@zyno.example')).login;
    const [bluebird] = await server.database.query<{ id: string }>(
      "SELECT id FROM tenants WHERE name = 'Bluebird Dental'",
    );
    const response = await callApi(server, `${AUTH}/idp/config/setup`, {
      jwt: sysAdmin.jwt,
      tenantId: bluebird?.id,
      masqueradeTenantId: bluebird?.id,
      body: { provider: 'local', domains: ['bluebird.example', 'harbor.example'] },
    });
    const error = await errorOf(response, 409, 'conflict');
    expect(error.message).toContain('harbor.example');
  });

  it('links a remote provider only with a proof from one of its domains', async () => {
    await unlink();
    const [secret] = await server.database.query<{ value: string }>(
      "SELECT value FROM server_secrets WHERE name = 'oidc.client-secret'",
    );
    // The local provider, addressed as Microsoft would be: an issuer, a client and its secret.
    const remote = {
      provider: 'microsoft',
      issuer: `${server.url}/oidc`,
      clientId: 'zyno',
      clientSecret: secret?.value,
      domains: ['harbor.example'],
    };
    const outsider = await setUp(remote);
    const mismatch = await completeWith(outsider.authorizeUrl, 'owen.outside@elsewhere.example');
    const error = await errorOf(mismatch, 400, 'sso_failed');
    expect(error.details).toMatchObject({ reason: 'domain_mismatch' });

    const { authorizeUrl } = await setUp(remote);
    const completed = await completeWith(authorizeUrl, 'sam.sso@harbor.example');
    expect(completed.status).toBe(200);
    expect(idpConfigSchema.parse(await completed.json())).toMatchObject({
      provider: 'microsoft',
      clientId: 'zyno',
      status: 'linked',
    });
    await errorOf(await idp('/users', ava), 501, 'not_supported');

    // Sam now signs in there, as a member of the tenant whose domain it is.
    const start = await callApi(server, `${AUTH}/login`, {
      body: { email: 'sam.sso@harbor.example', redirectUrl: popupReturn },
    });
    const answer = loginAnswerSchema.parse(await start.json());
    if (!('authorizeUrl' in answer)) throw new Error('Sam was asked for a password.');
    const returned = await signInAtProvider(answer.authorizeUrl);
    const signedIn = await signInFromPopup(returned);
    expect(signedIn.status).toBe(200);
    const [identity] = await server.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sso_identities WHERE issuer = $1',
      [`${server.url}/oidc`],
    );
    expect(identity?.n).toBe(1);
  });
});

describe('the audit trail', () => {
  it('records every setup, link, unlink and import, never the client secret', async () => {
    const entries = await auditEntries(server.database, harbor, {
      targetType: 'identity_provider',
    });
    const actions = new Set(entries.map((entry) => entry.action));
    expect(actions).toEqual(
      new Set([
        'identity_provider.import',
        'identity_provider.unlink',
        'identity_provider.setup',
        'identity_provider.link',
      ]),
    );
    const imported = entries.find((entry) => entry.action === 'identity_provider.import');
    expect(imported?.after).toEqual({
      emails: ['dana.directory@harbor.example'],
      invitedAccountIds: [],
    });
    const linked = entries.find(
      (entry) =>
        entry.action === 'identity_provider.link' &&
        (entry.after as { provider?: string } | null)?.provider === 'microsoft',
    );
    expect(linked).toMatchObject({
      before: { status: 'pending', clientId: 'zyno', domains: ['harbor.example'] },
      after: { status: 'linked' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/clientSecret|client_secret/);
  });
});
