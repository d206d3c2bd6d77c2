// startServer over real HTTP on an embedded database on disk: the first start migrates and seeds,
// a restart applies nothing twice, seeds nothing twice and keeps everyone signed in.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { API_HEADERS, bearer } from '@shared/api-headers';
import { loginResponseSchema, type LoginResponse } from '@shared/auth/sign-in';
import { DEMO_ACCOUNTS } from '../src/accounts/seed';
import { applyMigrations } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite';
import { startServer } from '../src/start';
import {
  AUTH,
  count,
  MIGRATION_VERSIONS,
  NO_WEB_BUILD,
  passwordLoginAt,
  tempDir,
} from './fixtures';

const dataDir = tempDir();
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function start() {
  return startServer({ port: 0, host: '127.0.0.1', dataDir, webDir: NO_WEB_BUILD });
}

async function signIn(url: string): Promise<LoginResponse> {
  const response = await passwordLoginAt(url, 'ava.admin@harbor.example', { rememberMe: false });
  expect(response.status).toBe(200);
  expect(response.headers.get('set-cookie')).toMatch(/^zyno_refresh=[^;]+; Path=\/api\/auth;/);
  return loginResponseSchema.parse(await response.json());
}

describe('startServer', () => {
  // Two starts on an on-disk database, each hashing the demo secrets on the first: slow on a
  // busy machine.
  it(
    'migrates and seeds once, and a restart keeps sessions valid',
    { timeout: 120_000 },
    async () => {
      const first = await start();
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(first.hasDemoAccounts).toBe(true);
      expect(first.servesWebApp).toBe(false);
      const login = await signIn(first.url);
      await first.close();

      const second = await start();
      try {
        const identity = await fetch(`${second.url}${AUTH}/identity`, {
          headers: { [API_HEADERS.authorization]: bearer(login.jwt) },
        });
        expect(identity.status).toBe(200);
        await signIn(second.url);
      } finally {
        await second.close();
      }

      const database = await openPgliteDatabase(dataDir);
      try {
        expect(await count(database, 'accounts')).toBe(DEMO_ACCOUNTS.length);
        expect(await count(database, 'tenants')).toBe(4);
        expect(await count(database, 'signing_keys')).toBe(1);
        expect(await count(database, 'schema_migrations')).toBe(MIGRATION_VERSIONS.length);
        expect(await applyMigrations(database)).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );

  it('fails with the listen error when the port is taken', async () => {
    const running = await start();
    try {
      const port = Number(new URL(running.url).port);
      const clash = startServer({ port, host: '127.0.0.1', webDir: NO_WEB_BUILD });
      await expect(clash).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await running.close();
    }
  });
});
