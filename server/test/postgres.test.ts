// The same schema, seed and sign-in on a real PostgreSQL server. ZYNO_TEST_DATABASE_URL points at a
// server where the user may create databases (`npm run test:unit` starts one); each run uses a
// fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, bearer } from '@shared/api-headers';
import type { Database, Queryable } from '../src/db/database';
import type { LightMyRequestResponse } from 'fastify';
import { accountAt, installSubject, ipSource } from '../src/auth/lockout';
import { seedDemoData } from '../src/families';
import { applyMigrations } from '../src/db/migrate';
import { openPostgresDatabase } from '../src/db/postgres';
import {
  createScratchDatabase,
  runAdminStatement,
  type ScratchDatabase,
} from '../src/db/postgres-scratch';
import {
  AUTH,
  count,
  harborAdmin,
  makeHandshake,
  MIGRATION_VERSIONS,
  passwordLogin,
  post,
  registerInstall,
  signIn,
  startHttpTestApp,
  startTestApp,
  tenantId,
  type TestApp,
} from './fixtures';

const adminUrl = process.env.ZYNO_TEST_DATABASE_URL ?? '';

/** pg warns once per process, so the whole file's warnings are kept from the start. */
const processWarnings: string[] = [];
process.on('warning', (warning) => processWarnings.push(warning.message));

/** How many advisory locks some connection is waiting for (pg_locks sees every connection's). */
async function awaitedAdvisoryLocks(db: Queryable): Promise<number | undefined> {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
  );
  return row?.n;
}

describe('on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let server: TestApp;
  let other: Database;

  beforeAll(async () => {
    if (adminUrl === '') {
      throw new Error(
        'ZYNO_TEST_DATABASE_URL is not set. Run the tests with `npm run test:unit`, which starts a PostgreSQL server.',
      );
    }
    scratch = await createScratchDatabase(adminUrl, 'zyno_test');
    const database = await openPostgresDatabase(scratch.url);
    other = await openPostgresDatabase(scratch.url);
    // Two servers starting at once: the bootstrap lock lets exactly one apply each migration.
    const [mine, theirs] = await Promise.all([applyMigrations(database), applyMigrations(other)]);
    expect([...mine, ...theirs].sort()).toEqual(MIGRATION_VERSIONS);
    const seeded = await Promise.all([seedDemoData(database), seedDemoData(other)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    server = await startTestApp({ database });
  });

  afterAll(async () => {
    await server.close();
    await other.close();
    await scratch.drop();
  });

  it('seeds the demo data once', async () => {
    expect(await count(server.database, 'accounts')).toBe(8);
    expect(await seedDemoData(server.database)).toBe(false);
  });

  it('signs in, renews and answers identity and permissions', async () => {
    const { login, refreshToken } = await signIn(server.app, 'casey.cashier@harbor.example', {
      rememberMe: true,
    });
    const permissions = await server.app.inject({
      method: 'GET',
      url: `${AUTH}/permissions`,
      headers: {
        [API_HEADERS.authorization]: bearer(login.jwt),
        [API_HEADERS.tenantId]: tenantId(login, 'Harbor Coffee'),
      },
    });
    expect(permissions.json()).toEqual({
      sales: { sp: true },
      core: { changePassword: true, manageFingerprints: true },
    });
    const renewed = await server.app.inject({
      method: 'POST',
      url: `${AUTH}/login/renew`,
      payload: { browserId: 'test-browser-0001' },
      cookies: { zyno_refresh: refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
  });

  it('rolls a failed transaction back', async () => {
    const before = await count(server.database, 'tenants');
    await expect(
      server.database.transaction(async (tx) => {
        await tx.query("INSERT INTO tenants (name) VALUES ('Rolled Back')");
        await tx.query('SELECT no_such_column FROM tenants');
      }),
    ).rejects.toThrow();
    expect(await count(server.database, 'tenants')).toBe(before);
  });
  it('runs side-by-side queries of one transaction in turn, without pg’s deprecated queueing', async () => {
    const counts = await server.database.transaction((tx) =>
      Promise.all(
        ['tenants', 'accounts', 'locations'].map((table) =>
          tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`),
        ),
      ),
    );
    expect(counts.map(([row]) => (row?.n ?? 0) > 0)).toEqual([true, true, true]);
    // Warnings are emitted on the next tick; the seed above ran side-by-side queries too.
    await new Promise((resolve) => setImmediate(resolve));
    expect(processWarnings.filter((message) => message.includes('already executing'))).toEqual([]);
  });

  it('runs a pipeline’s statement after a lock on what committed while it waited', async () => {
    const lock = "SELECT pg_advisory_xact_lock(hashtext('zyno.test.pipeline'))";
    await server.database.exec('CREATE TABLE pipeline_waits (id int)');
    let pipeline: Promise<{ n: number }[]> | undefined;
    await other.transaction(async (tx) => {
      await tx.query(lock);
      pipeline = server.database.pipeline<{ n: number }>([
        { sql: lock },
        { sql: 'SELECT count(*)::int AS n FROM pipeline_waits' },
      ]);
      // Once the pipeline waits for the lock, a row is committed: its next statement must see it.
      await expect.poll(() => awaitedAdvisoryLocks(tx), { timeout: 20_000 }).toBe(1);
      await tx.query('INSERT INTO pipeline_waits VALUES (1)');
    });
    expect(await pipeline).toEqual([{ n: 1 }]);
  });

  it('refuses a right password when failures paused the account while it was being checked', async () => {
    const email = 'max.manager@harbor.example';
    const [account] = await other.query<{ id: string }>(
      'SELECT id FROM accounts WHERE email = $1',
      [email],
    );
    const subject = accountAt(account?.id ?? '', ipSource('127.0.0.1'));
    const sessions = () =>
      other.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM refresh_sessions WHERE account_id = $1',
        [account?.id],
      );
    const before = await sessions();
    let answer: Promise<LightMyRequestResponse> | undefined;
    // Holding the subject's lock, as a concurrent failure's bookkeeping does, until it has paused
    // the account: the sign-in, its password already checked, waits for the lock, then must see
    // the pause.
    await other.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('zyno.sign-in:' || $1::text))", [
        subject.key,
      ]);
      answer = passwordLogin(server.app, email);
      await expect.poll(() => awaitedAdvisoryLocks(tx), { timeout: 20_000 }).toBe(1);
      await tx.query(
        `INSERT INTO sign_in_failures
           (subject, account_id, source, failures, last_failed_at, locked_until, lock_count)
         VALUES ($1, $2, $3, 5, now(), now() + interval '1 minute', 1)`,
        [subject.key, subject.accountId, subject.source],
      );
    });
    const refused = await answer;
    expect(refused?.statusCode).toBe(401);
    expect(refused?.json()).toMatchObject({ error: { code: 'invalid_credentials' } });
    const [audit] = await other.query<{ result: string }>(
      'SELECT result FROM sign_in_audit WHERE account_id = $1 ORDER BY id DESC LIMIT 1',
      [account?.id],
    );
    expect(audit?.result).toBe('locked');
    expect(await sessions()).toEqual(before);
    await other.query('DELETE FROM sign_in_failures WHERE subject = $1', [subject.key]);
  });

  it('answers a right PIN with 423 when the station was locked while it was being checked', async () => {
    const http = await startHttpTestApp({ database: await openPostgresDatabase(scratch.url) });
    try {
      const { install, keys } = await registerInstall(http, await harborAdmin(http), {
        name: 'Locked meanwhile',
      });
      const station = installSubject(install.id);
      let answer: Promise<Response> | undefined;
      await other.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext('zyno.sign-in:' || $1::text))", [
          station.key,
        ]);
        answer = post(http, '/installs/auth-credentials', {
          handshake: makeHandshake(keys),
          username: 'ava',
          password: '11112222',
        });
        await expect.poll(() => awaitedAdvisoryLocks(tx), { timeout: 20_000 }).toBe(1);
        await tx.query(
          `INSERT INTO sign_in_failures
             (subject, account_id, source, failures, last_failed_at, locked_until, lock_count)
           VALUES ($1, NULL, $2, 5, now(), now() + interval '15 minutes', 1)`,
          [station.key, station.source],
        );
      });
      const refused = await answer;
      expect(refused?.status).toBe(423);
      expect(await refused?.json()).toMatchObject({
        error: {
          code: 'install_locked',
          message: 'Too many failed attempts. Try again in 15 minutes.',
        },
      });
      const [audit] = await other.query<{ result: string }>(
        'SELECT result FROM sign_in_audit WHERE install_id = $1 ORDER BY id DESC LIMIT 1',
        [install.id],
      );
      expect(audit?.result).toBe('locked');
      expect(
        await other.query('SELECT id FROM refresh_sessions WHERE install_id = $1', [install.id]),
      ).toEqual([]);
    } finally {
      await http.close();
    }
  });

  it('survives PostgreSQL ending its idle connections', async () => {
    await other.query('SELECT 1');
    await runAdminStatement(
      adminUrl,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${scratch.name}' AND pid <> pg_backend_pid()`,
    );
    // The pool reports the ended connections and replaces them; the process carries on.
    await expect
      .poll(async () => (await other.query<{ one: number }>('SELECT 1 AS one'))[0]?.one)
      .toBe(1);
    expect(await count(server.database, 'tenants')).toBeGreaterThan(0);
  });
});
