// Test support: the app on a fresh in-memory database with the demo seed, and sign-in helpers
// that go through the real routes.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginResponseSchema, type LoginResponse } from '@shared/auth-api';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { createApp, type AppOptions } from '../src/app';
import { REFRESH_COOKIE } from '../src/auth/refresh-cookie';
import type { Database } from '../src/db/database';
import { DEMO_PASSWORD, seedDemoData } from '../src/db/demo-seed';
import { applyMigrations } from '../src/db/migrate';
import { IN_MEMORY, openPgliteDatabase } from '../src/db/pglite';

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

export async function seededDatabase(): Promise<Database> {
  const database = await openPgliteDatabase(IN_MEMORY);
  await applyMigrations(database);
  await seedDemoData(database);
  return database;
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
