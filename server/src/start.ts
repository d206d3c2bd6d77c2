// Starts the reference server: opens the database, applies migrations, seeds an empty database
// with the demo data, and listens.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfigOptions } from '@shared/runtime-config';
import { createApp, DEFAULT_WEB_DIR, type LogLevel } from './app';
import { hasDemoAccounts } from './accounts';
import { secureDataDirectory } from './db/data-directory';
import type { Database } from './db/database';
import { applyMigrations } from './db/migrate';
import { openDatabase, type DatabaseLocation } from './db/open-database';
import { seedDemoData } from './families';
import type { LoginRateLimit } from './http/rate-limits';
import type { TrustProxy } from './http/trust-proxy';
import { engineMatcher, type FingerprintMatcher } from './installs';
import { hasWebBuild } from './http/web-app';

export interface StartServerOptions extends DatabaseLocation {
  /** 0 picks a free port. */
  port: number;
  host: string;
  webDir?: string;
  realtimeKey?: string;
  logLevel?: LogLevel;
  loginRateLimit?: LoginRateLimit;
  /** The URL browsers reach the server at, when not the one it listens on (ZYNO_PUBLIC_URL). */
  publicUrl?: string;
  /** Fingerprint sign-in's matcher; native/fingerprint's engine unless another is given. */
  fingerprintMatcher?: FingerprintMatcher;
  /** The proxies whose X-Forwarded-* headers are believed (ZYNO_TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** The integrations /config.json turns on (ZYNO_SUPPORT_WIDGET_ID …). */
  integrations?: RuntimeConfigOptions;
  /** ZYNO_REDIS_URL: Redis for the realtime bus and the rate limits (docs/deploy.md). */
  redisUrl?: string;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4000 */
  url: string;
  /** False when the web build directory has no index.html (the API is served anyway). */
  servesWebApp: boolean;
  /** The demo accounts exist, so their sign-ins can be listed. */
  hasDemoAccounts: boolean;
  /** The open, migrated database, for the CLI's own bookkeeping (closed by `close`). */
  database: Database;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const dataDir = options.databaseUrl === undefined ? options.dataDir : undefined;
  // Refused or made owner-only before the database opens, and again once it is migrated and
  // seeded: PGlite lays out a new database with files anyone may read.
  if (dataDir !== undefined) secureDataDirectory(dataDir);
  const database = await openDatabase(options);
  let app: FastifyInstance | undefined;
  try {
    await applyMigrations(database);
    await seedDemoData(database);
    if (dataDir !== undefined) secureDataDirectory(dataDir);
    const webDir = options.webDir ?? DEFAULT_WEB_DIR;
    app = await createApp({
      database,
      webDir,
      logLevel: options.logLevel,
      realtimeKey: options.realtimeKey,
      loginRateLimit: options.loginRateLimit,
      publicUrl: options.publicUrl,
      fingerprintMatcher: options.fingerprintMatcher ?? engineMatcher(),
      trustProxy: options.trustProxy,
      integrations: options.integrations,
      redisUrl: options.redisUrl,
    });
    await app.listen({ port: options.port, host: options.host });
    const { port } = app.server.address() as AddressInfo;
    const listening = app;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${urlHost(options.host)}:${port}`,
      servesWebApp: hasWebBuild(webDir),
      hasDemoAccounts: await hasDemoAccounts(database),
      database,
      close: () => (closing ??= listening.close().then(() => database.close())),
    };
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
}

/** The host to put in a URL: a wildcard address becomes the loopback one. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
