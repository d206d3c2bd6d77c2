// Helpers for the administration tests (accounts, roles, passwords, MSP tenants, signing,
// tenancy): an app over real HTTP that records what it publishes, callers bound to a signed-in
// user and tenant, and table digests that prove a refused call wrote nothing.
import { SignJWT, importJWK, type JWK } from 'jose';
import { expect } from 'vitest';
import type { LoginResponse } from '@shared/auth/sign-in';
import { createRefreshSession } from '../src/auth/refresh-sessions';
import type { Database } from '../src/db/database';
import { createRecordingPublisher } from '../src/realtime/publisher';
import { AUTH, callApi, signIn, startHttpTestApp, type ApiCall, type HttpTestApp } from './support';

export interface AdminTestApp {
  server: HttpTestApp;
  realtime: ReturnType<typeof createRecordingPublisher>;
}

/** Sign-in limits high enough for a file of tests; publishing recorded. */
export async function startAdminTestApp(): Promise<AdminTestApp> {
  const realtime = createRecordingPublisher();
  const server = await startHttpTestApp({
    realtime,
    loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  return { server, realtime };
}

export interface Session {
  login: LoginResponse;
  jwt: string;
  accountId: string;
}

export async function session(server: HttpTestApp, email: string): Promise<Session> {
  const { login } = await signIn(server.app, email);
  return { login, jwt: login.jwt, accountId: login.identity.id };
}

/** A call to the auth family as `who` in `tenant` (extra headers and body in `call`). */
export function api(
  server: HttpTestApp,
  path: string,
  who: { jwt: string } | null,
  tenant: string | null,
  call: ApiCall = {},
): Promise<Response> {
  return callApi(server, `${AUTH}${path}`, {
    ...(who === null ? {} : { jwt: who.jwt }),
    ...(tenant === null ? {} : { tenantId: tenant }),
    ...call,
  });
}

export async function tenantIdByName(database: Database, name: string): Promise<string> {
  const [row] = await database.query<{ id: string }>('SELECT id FROM tenants WHERE name = $1', [
    name,
  ]);
  if (row === undefined) throw new Error(`There is no tenant ${name}.`);
  return row.id;
}

export async function accountIdByEmail(database: Database, email: string): Promise<string> {
  const [row] = await database.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [
    email,
  ]);
  if (row === undefined) throw new Error(`There is no account ${email}.`);
  return row.id;
}

/** The whole content of the tables, to compare before and after a refused call. */
export async function digest(database: Database, tables: readonly string[]): Promise<string[]> {
  const digests: string[] = [];
  for (const table of tables) {
    const [row] = await database.query<{ rows: number; content: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS content
         FROM ${table} t`,
    );
    digests.push(`${table}:${row?.rows ?? 0}:${row?.content ?? ''}`);
  }
  return digests;
}

export const ADMIN_TABLES = [
  'accounts',
  'memberships',
  'roles',
  'account_roles',
  'refresh_sessions',
] as const;

/** Asserts the answer's status and error code, and returns its message. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
): Promise<string> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect({ status: response.status, code: body.error.code }).toEqual({ status, code });
  return body.error.message;
}

/**
 * A live session and its access token made directly, as sign-in would make them: for accounts
 * that sign in another way (single sign-on) or at a desktop install of `installTenantId` (the
 * installs routes are another part of the server).
 */
export async function directSession(
  database: Database,
  accountId: string,
  options: { installTenantId?: string } = {},
): Promise<{ jwt: string; sessionId: string; installId: string | null }> {
  let installId: string | null = null;
  if (options.installTenantId !== undefined) {
    const [install] = await database.query<{ id: string }>(
      `INSERT INTO installs (tenant_id, name, public_key)
       VALUES ($1, 'Front counter', $2) RETURNING id`,
      [options.installTenantId, `test-key-${crypto.randomUUID()}`],
    );
    if (install === undefined) throw new Error('The install was not stored.');
    installId = install.id;
  }
  const refresh = await createRefreshSession(database, {
    accountId,
    browserId: installId === null ? 'test-browser-direct' : `install-${installId}`,
    rememberMe: false,
    ...(installId === null ? {} : { installId }),
  });
  const [key] = await database.query<{ id: string; private_jwk: JWK }>(
    'SELECT id, private_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1',
  );
  if (key === undefined) throw new Error('There is no signing key.');
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({ sid: refresh.id })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.id, typ: 'JWT' })
    .setSubject(accountId)
    .setIssuer('zyno')
    .setAudience('zyno-api')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importJWK(key.private_jwk, 'EdDSA'));
  return { jwt, sessionId: refresh.id, installId };
}
