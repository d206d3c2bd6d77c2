// Text no database column can hold, and control characters in free text, over real HTTP: each
// field that once answered 500 (PostgreSQL refuses NUL) now answers 400 validation_failed naming
// the field, and the backstop names where such text sat in bodies, keys and querystrings that no
// schema types. Every refused call writes nothing, in any table.
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shared/api-error';
import { TEXT_MESSAGES } from '@shared/fields';
import {
  accountIdByEmail,
  roleIdByName,
  tenantIdByName,
  digestTables,
  tableNames,
  adminCall,
  enrollmentSamples,
  exactTemplateMatcher,
  harborAdmin,
  isoTemplate,
  makeHandshake,
  post,
  registerInstall,
  useRecordingTestApp,
  type Admin,
  type InstallKeys,
  AUTH,
  callApi,
} from './fixtures';

let ava: Admin;
let station: InstallKeys;
let caseyId: string;
let managerRoleId: string;
let tables: string[];

const app = await useRecordingTestApp({ fingerprintMatcher: exactTemplateMatcher() });
beforeAll(async () => {
  ava = await harborAdmin(app.server);
  station = (await registerInstall(app.server, ava)).keys;
  const { database } = app.server;
  caseyId = await accountIdByEmail(database, 'casey.cashier@harbor.example');
  const harbor = await tenantIdByName(database, 'Harbor Coffee');
  managerRoleId = await roleIdByName(database, harbor, 'Manager');
  tables = await tableNames(database);
  // So that an install sign-in that got past validation could reach the fingerprint matcher.
  const enrolled = await adminCall(app.server, '/identity/enroll-fingerprint', ava, {
    body: { finger: 1, fmds: enrollmentSamples(7) },
  });
  expect(enrolled.status).toBe(201);
});

interface Refusal {
  status: number;
  code: string;
  message: string;
  paths: string[];
}

/** Sends the call, and proves that the answer is a 400 and that no table changed. */
async function refused(send: () => Promise<Response>): Promise<Refusal> {
  const before = await digestTables(app.server.database, tables);
  const response = await send();
  const body = apiErrorBodySchema.parse(await response.json());
  expect(await digestTables(app.server.database, tables)).toEqual(before);
  const details = Array.isArray(body.error.details) ? (body.error.details as unknown[]) : [];
  return {
    status: response.status,
    code: body.error.code,
    message: body.error.message,
    paths: details.map((issue) => (issue as { path: string }).path),
  };
}

function asAva(path: string, call: { method?: string; body?: unknown } = {}) {
  return adminCall(app.server, path, ava, call);
}

const NUL = 'Ca\u0000sey';
const LONE_SURROGATE = 'Ca\ud800sey';

const CONTROL = TEXT_MESSAGES.controlCharacter;
const SURROGATE = TEXT_MESSAGES.unpairedSurrogate;

describe('free text refuses control characters and unpaired surrogates', () => {
  const cases: [string, string, () => Promise<Response>, string][] = [
    [
      'firstName of a new account',
      'firstName',
      () =>
        asAva('/accounts', {
          body: { email: 'new.one@harbor.example', firstName: NUL, lastName: 'New' },
        }),
      CONTROL,
    ],
    [
      'lastName of a new account',
      'lastName',
      () =>
        asAva('/accounts', {
          body: { email: 'new.two@harbor.example', firstName: 'New', lastName: LONE_SURROGATE },
        }),
      SURROGATE,
    ],
    [
      'firstName of an account changed',
      'firstName',
      () => asAva(`/accounts/${caseyId}`, { method: 'PUT', body: { firstName: NUL } }),
      CONTROL,
    ],
    [
      'lastName of an account changed',
      'lastName',
      () => asAva(`/accounts/${caseyId}`, { method: 'PUT', body: { lastName: 'Cash\tier' } }),
      CONTROL,
    ],
    [
      'name of a new role',
      'name',
      () => asAva('/roles', { body: { name: 'Night\u0000shift' } }),
      CONTROL,
    ],
    [
      'name of a role renamed',
      'name',
      () => asAva(`/roles/${managerRoleId}`, { method: 'PUT', body: { name: LONE_SURROGATE } }),
      SURROGATE,
    ],
    [
      'name of a station registered',
      'name',
      () =>
        asAva('/installs', {
          body: { handshake: makeHandshake(station), name: 'Front\u0000counter' },
        }),
      CONTROL,
    ],
    [
      'username at POST /installs/auth-credentials',
      'username',
      () =>
        post(app.server, '/installs/auth-credentials', {
          handshake: makeHandshake(station),
          username: 'ava\u0000',
          password: '11112222',
        }),
      CONTROL,
    ],
    [
      'username at POST /login/device',
      'username',
      () =>
        post(app.server, '/login/device', {
          handshake: makeHandshake(station),
          username: '\udc00ava',
          password: '11112222',
        }),
      SURROGATE,
    ],
    [
      'hint at POST /installs/auth-fp',
      'hint',
      () =>
        post(app.server, '/installs/auth-fp', {
          handshake: makeHandshake(station),
          fmd: isoTemplate(70),
          hint: 'ava\u0000',
        }),
      CONTROL,
    ],
    [
      'hint with an unpaired surrogate at POST /installs/auth-fp',
      'hint',
      () =>
        post(app.server, '/installs/auth-fp', {
          handshake: makeHandshake(station),
          fmd: isoTemplate(70),
          hint: 'ava\ud83d',
        }),
      SURROGATE,
    ],
  ];

  it.each(cases)('%s: 400 naming %s, nothing written', async (_name, field, send, problem) => {
    expect(await refused(send)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: `${field}: ${problem}`,
      paths: [field],
    });
  });

  it('still takes names from any script, and trims a stray line break as before', async () => {
    const response = await asAva(`/accounts/${caseyId}`, {
      method: 'PUT',
      body: { firstName: 'Zoë 😀\n', lastName: 'Ярослава' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: 'Zoë 😀', lastName: 'Ярослава' });
  });
});

describe('the backstop where no schema types the text', () => {
  function signRpc(body: unknown) {
    return asAva('/sign/rpc', { body });
  }

  it.each<[string, unknown, string, string]>([
    [
      'names a NUL in JSON-RPC params',
      { jsonrpc: '2.0', method: 'support.identity', params: { note: NUL }, id: 1 },
      'body.params.note',
      'NUL characters and unpaired surrogates are not allowed.',
    ],
    [
      'names a key holding an unpaired surrogate, deep in a batch',
      [
        { jsonrpc: '2.0', method: 'support.identity', id: 1 },
        { jsonrpc: '2.0', method: 'support.identity', params: { ['\ud800']: true }, id: 2 },
      ],
      'body.1.params',
      'A field name holds a NUL character or an unpaired surrogate.',
    ],
  ])('%s', async (_case, body, path, message) => {
    expect(await refused(() => signRpc(body))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: `${path}: ${message}`,
      paths: [path],
    });
  });

  it("leaves JSON-RPC's own answers alone: a parse error, and a call that works", async () => {
    const unparsable = await callApi(app.server, `${AUTH}/sign/rpc`, {
      jwt: ava.jwt,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(unparsable.status).toBe(200);
    const garbled = await fetch(`${app.server.url}${AUTH}/sign/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ava.jwt}` },
      body: '{"jsonrpc": "2.0", ',
    });
    expect(await garbled.json()).toMatchObject({ error: { code: -32700 } });
    const works = await signRpc({ jsonrpc: '2.0', method: 'support.identity', id: 'ü' });
    expect(await works.json()).toMatchObject({ id: 'ü', result: { name: 'Ava Admin' } });
  });

  it('names a NUL in a querystring no schema declares', async () => {
    expect(await refused(() => asAva('/accounts/invitations?filter=a%00b'))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'query.filter: NUL characters and unpaired surrogates are not allowed.',
      paths: ['query.filter'],
    });
  });

  it('names a NUL in a field of a form-encoded channel authorisation', async () => {
    const response = await fetch(`${app.server.url}${AUTH}/realtime/auth`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${ava.jwt}`,
        'x-zyno-tenant-id': ava.tenantId,
      },
      body: `socket_id=123.456&channel_name=private-t-${ava.tenantId}&extra=%00`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        message: 'body.extra: NUL characters and unpaired surrogates are not allowed.',
      },
    });
  });

  it('lets typed fields speak first: a NUL in a route parameter or a sign-in callback', async () => {
    const role = await refused(() => asAva('/roles/%00', { method: 'DELETE' }));
    expect(role).toMatchObject({ status: 400, message: 'id: The role id must be a uuid.' });
    const callback = await refused(() =>
      callApi(app.server, `${AUTH}/login/sso-callback?code=abc&state=st%00ate`),
    );
    expect(callback).toMatchObject({ status: 400, message: `state: ${CONTROL}` });
  });

  it('refuses a permission map whose key holds a NUL', async () => {
    const refusal = await refused(() =>
      asAva(`/roles/${managerRoleId}/permissions`, {
        method: 'PUT',
        body: { permissions: { ['sales\u0000']: {} } },
      }),
    );
    expect(refusal).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(refusal.message).toMatch(/^permissions\./);
  });
});

describe('requests the HTTP parser refuses', () => {
  /**
   * Sends raw bytes and resolves to everything the server wrote back before the connection
   * closed (the server drops it after answering, which may surface here as a reset).
   */
  function rawExchange(request: string): Promise<string> {
    const { port } = new URL(app.server.url);
    return new Promise((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
      socket.end(request);
    });
  }

  function errorOf(answer: string) {
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    return apiErrorBodySchema.parse(JSON.parse(body)).error;
  }

  it('answers a URL too long for the headers with 431 in the error shape', async () => {
    const response = await asAva(`/accounts?filter=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(apiErrorBodySchema.parse(await response.json()).error).toEqual({
      code: 'validation_failed',
      message: 'The request headers (the URL included) are too large.',
    });
  });

  it('answers a request that is not HTTP with 400 in the error shape', async () => {
    const answer = await rawExchange('HELLO\u0000 /api/auth/identity HTTP/1.1\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(errorOf(answer)).toEqual({
      code: 'validation_failed',
      message: 'The request is not valid HTTP.',
    });
  });
});
