// Test support: the app on a fresh database with the demo seed, listening on a real port when a
// test wants real HTTP, and sign-in helpers that go through the real routes.
//
// The database engine: PGlite in memory by default; with ZYNO_TEST_ENGINE=postgres, a fresh
// database on the PostgreSQL server in ZYNO_TEST_DATABASE_URL, copied from a migrated and
// seeded template (`npm run test:unit` runs the server's tests both ways).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { loginResponseSchema, type LoginResponse } from '@shared/auth/sign-in';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { createApp, type AppOptions } from '../src/app';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import type { Database } from '../src/db/database';
import { DEMO_PASSWORD, seedDemoData } from '../src/db/demo-seed';
import { applyMigrations } from '../src/db/migrate';
import { IN_MEMORY, openPgliteDatabase } from '../src/db/pglite';
import { openPostgresDatabase } from '../src/db/postgres';

export const AUTH = API_FAMILY_PREFIXES.auth;

/** The versions of every migration file, in order. */
export const MIGRATION_VERSIONS = readdirSync(new URL('../src/db/migrations/', import.meta.url))
  .filter((name) => name.endsWith('.sql'))
  .map((name) => name.slice(0, -'.sql'.length))
  .sort();
export const BROWSER_ID = 'test-browser-0001';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A web build directory that does not exist, so tests see the API alone unless they ask. */
export const NO_WEB_BUILD = join(tmpdir(), 'zyno-test-no-web-build');

/** A fresh temporary directory; the caller removes it. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'zyno-test-'));
}

export const TEST_ENGINE: 'pglite' | 'postgres' =
  process.env.ZYNO_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export async function seededDatabase(): Promise<Database> {
  if (TEST_ENGINE === 'postgres') return seededPostgresDatabase();
  const database = await openPgliteDatabase(IN_MEMORY);
  await applyMigrations(database);
  await seedDemoData(database);
  return database;
}

function postgresAdminUrl(): string {
  const url = process.env.ZYNO_TEST_DATABASE_URL;
  if (url === undefined || url === '') {
    throw new Error(
      'ZYNO_TEST_ENGINE=postgres needs ZYNO_TEST_DATABASE_URL; run `npm run test:unit`, which starts a PostgreSQL server.',
    );
  }
  return url;
}

async function postgresAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function postgresUrl(name: string): string {
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

let template: Promise<string> | undefined;

/** One migrated, seeded template database per test worker. */
function postgresTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `zyno_template_${randomBytes(4).toString('hex')}`;
    await postgresAdmin(`CREATE DATABASE ${name}`);
    const database = await openPostgresDatabase(postgresUrl(name));
    try {
      await applyMigrations(database);
      await seedDemoData(database);
    } finally {
      await database.close();
    }
    return name;
  })();
  return template;
}

async function seededPostgresDatabase(): Promise<Database> {
  const name = `zyno_test_${randomBytes(6).toString('hex')}`;
  await postgresAdmin(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate()}`);
  const database = await openPostgresDatabase(postgresUrl(name));
  return {
    ...database,
    async close() {
      await database.close();
      await postgresAdmin(`DROP DATABASE ${name}`);
    },
  };
}

export async function startTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = options.database ?? (await seededDatabase());
  const app = await createApp({ webDir: NO_WEB_BUILD, ...options, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface HttpTestApp extends TestApp {
  /** e.g. http://127.0.0.1:39127 */
  url: string;
}

/** The app listening on a free loopback port, for tests over real HTTP (and WebSockets). */
export async function startHttpTestApp(options: Partial<AppOptions> = {}): Promise<HttpTestApp> {
  const server = await startTestApp(options);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return { ...server, url: `http://127.0.0.1:${port}` };
}

export interface ApiCall {
  method?: string;
  /** JSON body. */
  body?: unknown;
  /** The access token (login response `jwt`). */
  jwt?: string;
  tenantId?: string;
  masqueradeTenantId?: string;
  masqueradeUserId?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A real HTTP request to `path` (e.g. `${AUTH}/accounts`) with the API headers of spec §7. */
export function callApi(server: HttpTestApp, path: string, call: ApiCall = {}): Promise<Response> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.jwt !== undefined) headers[API_HEADERS.authorization] = bearer(call.jwt);
  if (call.tenantId !== undefined) headers[API_HEADERS.tenantId] = call.tenantId;
  if (call.masqueradeTenantId !== undefined) {
    headers[API_HEADERS.masqueradeTenantId] = call.masqueradeTenantId;
  }
  if (call.masqueradeUserId !== undefined) {
    headers[API_HEADERS.masqueradeUserId] = call.masqueradeUserId;
  }
  if (call.cookie !== undefined) headers.cookie = call.cookie;
  return fetch(`${server.url}${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
}

export function passwordLogin(
  app: FastifyInstance,
  email: string,
  options: { password?: string; rememberMe?: boolean; browserId?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${AUTH}/login/password-login`,
    payload: {
      email,
      password: options.password ?? DEMO_PASSWORD,
      browserId: options.browserId ?? BROWSER_ID,
      rememberMe: options.rememberMe ?? false,
    },
  });
}

/** Signs in with the demo password and returns the parsed login response and refresh token. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  options: { rememberMe?: boolean; browserId?: string } = {},
): Promise<{ login: LoginResponse; refreshToken: string }> {
  const response = await passwordLogin(app, email, options);
  if (response.statusCode !== 200) {
    throw new Error(`Sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  return {
    login: loginResponseSchema.parse(response.json()),
    refreshToken: refreshToken(response),
  };
}

export function refreshCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

export function refreshToken(response: LightMyRequestResponse): string {
  const cookie = refreshCookie(response);
  if (cookie === undefined || cookie.value === '') throw new Error('No refresh cookie was set.');
  return cookie.value;
}

export function tenantId(login: LoginResponse, name: string): string {
  const tenant = login.identity.tenants.find((candidate) => candidate.name === name);
  if (tenant === undefined) throw new Error(`${login.identity.email} is not in ${name}.`);
  return tenant.id;
}

export async function count(database: Database, table: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}
