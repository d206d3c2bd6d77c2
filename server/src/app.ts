// The reference server as a Fastify app, without listening: the platform pieces (error shape,
// security headers, CORS, rate limits, realtime, the local identity provider), the API families
// (families/), the status feed, /config.json, the health check, and the web app's build at /.
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { API_FAMILY_PREFIXES, type RuntimeConfigOptions } from '@shared/runtime-config';
import { scheduleEndedSessionSweeps } from './auth/ended-sessions';
import { loadOrCreateSigningKey } from './auth/signing-keys';
import { createAccessTokens } from './auth/tokens';
import type { Database } from './db/database';
import { closeRedis, connectRedis, type RedisConnection } from './db/redis';
import { authFamily, suiteFamily, talkFamily } from './families';
import type { FingerprintMatcher } from './installs';
import { attachRealtimeServer } from './realtime/realtime-server';
import type { RealtimePublisher } from './realtime/publisher';
import { OIDC_MOUNT, PROVIDER_PAGE_HEADERS, registerIdentityProvider } from './sso';
import { statusModule } from './status';
import { answerClientError } from './http/client-errors';
import { compressJsonAnswers } from './http/compression';
import { registerDesktopCors } from './http/cors';
import {
  rateLimitGroup,
  rateLimitStoreClass,
  rateLimitStoreFor,
} from './http/shared-rate-limit-store';
import { ApiError, notFound, sendError } from './http/errors';
import { healthRoute } from './http/health-route';
import { acceptEmptyJsonBodies } from './http/json-body';
import { runtimeConfigRoute } from './http/runtime-config-route';
import { registerSecurityHeaders } from './http/security-headers';
import { refuseUnstorableText } from './http/storable-text';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import { zodValidatorCompiler } from './http/validation';
import type { LoginRateLimit } from './http/rate-limits';
import { hasWebBuild, isWebAppNavigation, registerWebApp } from './http/web-app';
import { inlineScriptSourcesOf, loadWebAppPages } from './http/web-app-pages';

/** Where `npm run build:web` puts the web app (out/web at the repository root). */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../out/web', import.meta.url));
export const DEFAULT_REALTIME_KEY = 'zyno-local';
/** Per client IP and login route: generous for people and tests, a brake on guessing. */
export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimit = { max: 30, timeWindowMs: 60_000 };

export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppOptions {
  /** Migrated already (see db/migrate.ts). */
  database: Database;
  webDir?: string;
  /** 'silent' (the default) turns logging off. */
  logLevel?: LogLevel;
  realtimeKey?: string;
  loginRateLimit?: LoginRateLimit;
  /** Replaces the realtime server's publisher (tests record what routes publish). */
  realtime?: RealtimePublisher;
  /**
   * The URL browsers reach the server at (ZYNO_PUBLIC_URL): the local identity provider's issuer
   * and the origin of sign-in redirects. Without it, the address the server listens on.
   */
  publicUrl?: string;
  /** Fingerprint sign-in and approvals at installs: startServer passes the engine's; tests may pass their own. */
  fingerprintMatcher?: FingerprintMatcher;
  /** The proxies whose X-Forwarded-* headers are believed (ZYNO_TRUST_PROXY); none without it. */
  trustProxy?: TrustProxy;
  /** The integrations /config.json turns on (support widget …); all off without it. */
  integrations?: RuntimeConfigOptions;
  /** ZYNO_REDIS_URL: the realtime bus and the rate limits in Redis instead of the database. */
  redisUrl?: string;
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { database } = options;
  const webDir = options.webDir ?? DEFAULT_WEB_DIR;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent' },
    frameworkErrors: sendError,
    trustProxy: options.trustProxy === undefined ? false : fastifyTrustProxy(options.trustProxy),
    clientErrorHandler: answerClientError,
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);
  acceptEmptyJsonBodies(app);
  const realtimeKey = options.realtimeKey ?? DEFAULT_REALTIME_KEY;
  // Before any route and hook that answers, so every answer carries them. The identity
  // provider's own routes write their answers past Fastify's reply, with its pages' policy.
  const integrations = options.integrations ?? {};
  const webPages = hasWebBuild(webDir) ? loadWebAppPages(webDir) : undefined;
  registerSecurityHeaders(app, {
    realtimeKey,
    integrations,
    inlineScripts: webPages === undefined ? [] : inlineScriptSourcesOf(webPages),
    ownPolicies: [
      { pathPrefix: OIDC_MOUNT, policy: PROVIDER_PAGE_HEADERS['Content-Security-Policy'] },
    ],
  });
  refuseUnstorableText(app);
  // Before any route: Zyno Desktop's pages (app://zyno) call the API across origins.
  registerDesktopCors(app);
  await app.register(fastifyCookie);
  const redis = await openRedis(app, options.redisUrl);
  const rateLimitStore = rateLimitStoreFor(database, redis?.client);
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateLimitStoreClass(rateLimitStore),
    // One count per client and route, or per client and group (shared-rate-limit-store.ts).
    keyGenerator: (request) => `${request.ip} ${rateLimitGroup(request)}`,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many attempts. Try again in ${context.after}.`),
  });

  const tokens = createAccessTokens(await loadOrCreateSigningKey(database));
  scheduleEndedSessionSweeps(app, database);
  const realtimeServer = await attachRealtimeServer(app, {
    database,
    key: realtimeKey,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(redis === undefined ? {} : { redis }),
  });
  const loginRateLimit = options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT;
  // Before the auth family: its sign-in routes use the provider (app.sso).
  await registerIdentityProvider(app, { database, publicUrl: options.publicUrl, loginRateLimit });
  const dependencies = {
    database,
    tokens,
    realtime: options.realtime ?? realtimeServer,
    loginRateLimit,
    callBudgets: rateLimitStore,
  };
  // The families in a scope of their own, the only one whose answers are compressed per request.
  await app.register(async (api) => {
    await compressJsonAnswers(api);
    await api.register(authFamily, {
      prefix: API_FAMILY_PREFIXES.auth,
      ...dependencies,
      fingerprintMatcher: options.fingerprintMatcher,
    });
    await api.register(suiteFamily, {
      prefix: API_FAMILY_PREFIXES.suite,
      ...dependencies,
      fingerprintMatcher: options.fingerprintMatcher,
    });
    await api.register(talkFamily, { prefix: API_FAMILY_PREFIXES.talk, ...dependencies });
  });
  await app.register(statusModule, { database });
  await app.register(healthRoute, { database });
  await app.register(runtimeConfigRoute, { realtimeKey, integrations });

  const sendShell =
    webPages === undefined ? undefined : await registerWebApp(app, webDir, webPages);
  app.setNotFoundHandler((request, reply) => {
    if (sendShell !== undefined && isWebAppNavigation(request)) return sendShell(request, reply);
    return reply.code(404).send(notFound(request).toBody());
  });

  return app;
}

/** The process's Redis connection (ZYNO_REDIS_URL), closed with the app. */
async function openRedis(
  app: FastifyInstance,
  url: string | undefined,
): Promise<RedisConnection | undefined> {
  if (url === undefined) return undefined;
  const client = await connectRedis(url, app.log, 'commands');
  app.addHook('onClose', () => closeRedis(client));
  return { url, client };
}
