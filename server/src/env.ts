// The server's environment variables, validated: defaults, ranges and, for each bad value, a
// message that names the variable.
import { resolve } from 'node:path';
import { z } from 'zod';
import { isSentryDsn, sentryDsnMessage } from '@shared/error-reporting/dsn';
import { SUPPORT_WIDGET_ID_PATTERN } from '@shared/support/support-widget';
import { DEFAULT_LOGIN_RATE_LIMIT, DEFAULT_REALTIME_KEY, LOG_LEVELS } from './app';
import { isProxyAddress, MAX_PROXY_HOPS, type TrustProxy } from './http/trust-proxy';
import type { StartServerOptions } from './start';

/** An empty variable counts as unset. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

function wholeNumber(name: string, min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be a whole number from ${min} to ${max}.`)
        .max(max, `${name} must be a whole number from ${min} to ${max}.`),
    );
}

const TRUST_PROXY_MESSAGE = `ZYNO_TRUST_PROXY must be true, false, a number of proxies from 1 to ${MAX_PROXY_HOPS}, or a comma-separated list of proxy addresses and CIDR ranges such as 10.0.0.5,192.168.0.0/16.`;

/** 'false' turns trust off; `undefined` in the result means none. */
const trustProxy = z.string().transform((text, context): TrustProxy | undefined => {
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false') return undefined;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= MAX_PROXY_HOPS) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
  }
  context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});

const environmentSchema = z
  .object({
    PORT: optional(wholeNumber('PORT', 0, 65_535)),
    HOST: optional(z.string().trim().min(1, 'HOST must be a host name or IP address.')),
    ZYNO_DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(
      z
        .string()
        .regex(
          /^postgres(ql)?:\/\/\S+$/,
          'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database.',
        ),
    ),
    ZYNO_WEB_DIR: optional(z.string()),
    ZYNO_REALTIME_KEY: optional(z.string().trim().min(1, 'ZYNO_REALTIME_KEY must not be blank.')),
    ZYNO_LOG_LEVEL: optional(
      z.enum(LOG_LEVELS, { error: `ZYNO_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.` }),
    ),
    ZYNO_LOGIN_RATE_LIMIT: optional(wholeNumber('ZYNO_LOGIN_RATE_LIMIT', 1, 1_000_000)),
    ZYNO_PUBLIC_URL: optional(
      z
        .string()
        .regex(
          /^https?:\/\/[^/?#\s]+\/?$/,
          'ZYNO_PUBLIC_URL must be the origin browsers reach the server at, such as https://zyno.example.com.',
        ),
    ),
    ZYNO_TRUST_PROXY: optional(trustProxy),
    ZYNO_REDIS_URL: optional(
      z
        .string()
        .trim()
        .regex(
          /^rediss?:\/\/[^/?#\s]+(\/\d+)?$/,
          'ZYNO_REDIS_URL must be a Redis URL such as redis://redis.internal:6379 (rediss:// for TLS), optionally with a database number (/0).',
        ),
    ),
    ZYNO_SUPPORT_WIDGET_ID: optional(
      z
        .string()
        .trim()
        .regex(
          SUPPORT_WIDGET_ID_PATTERN,
          "ZYNO_SUPPORT_WIDGET_ID must be the support desk's help widget id, such as 150000001234.",
        ),
    ),
    ZYNO_SENTRY_DSN: optional(
      z.string().trim().refine(isSentryDsn, sentryDsnMessage('ZYNO_SENTRY_DSN')),
    ),
    ZYNO_OPENREPLAY_PROJECT_KEY: optional(z.string().trim()),
    ZYNO_OPENREPLAY_INGEST_URL: optional(
      z
        .string()
        .regex(
          /^https?:\/\/[^?#\s]+$/,
          'ZYNO_OPENREPLAY_INGEST_URL must be the OpenReplay ingest URL, such as https://openreplay.example.com/ingest.',
        )
        .transform((url) => url.replace(/\/+$/, '')),
    ),
  })
  // Session replay needs both or neither: one alone is a half-made configuration, not "off".
  .refine(
    (vars) =>
      (vars.ZYNO_OPENREPLAY_PROJECT_KEY === undefined) ===
      (vars.ZYNO_OPENREPLAY_INGEST_URL === undefined),
    'ZYNO_OPENREPLAY_PROJECT_KEY and ZYNO_OPENREPLAY_INGEST_URL must be set together.',
  );

const DEFAULT_PORT = 4000;
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_DATA_DIR = '.data';
const DEFAULT_LOG_LEVEL = 'warn';

export type EnvironmentResult =
  { ok: true; options: StartServerOptions } | { ok: false; problems: string[] };

/** Relative directories are taken from `cwd`. */
export function readEnvironment(env: NodeJS.ProcessEnv, cwd: string): EnvironmentResult {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  }
  const vars = parsed.data;
  return {
    ok: true,
    options: {
      port: vars.PORT ?? DEFAULT_PORT,
      host: vars.HOST ?? DEFAULT_HOST,
      ...(vars.DATABASE_URL === undefined
        ? { dataDir: resolve(cwd, vars.ZYNO_DATA_DIR ?? DEFAULT_DATA_DIR) }
        : { databaseUrl: vars.DATABASE_URL }),
      ...(vars.ZYNO_WEB_DIR === undefined ? {} : { webDir: resolve(cwd, vars.ZYNO_WEB_DIR) }),
      realtimeKey: vars.ZYNO_REALTIME_KEY ?? DEFAULT_REALTIME_KEY,
      logLevel: vars.ZYNO_LOG_LEVEL ?? DEFAULT_LOG_LEVEL,
      ...(vars.ZYNO_PUBLIC_URL === undefined ? {} : { publicUrl: vars.ZYNO_PUBLIC_URL }),
      ...(vars.ZYNO_TRUST_PROXY === undefined ? {} : { trustProxy: vars.ZYNO_TRUST_PROXY }),
      ...(vars.ZYNO_REDIS_URL === undefined ? {} : { redisUrl: vars.ZYNO_REDIS_URL }),
      integrations: {
        ...(vars.ZYNO_SUPPORT_WIDGET_ID === undefined
          ? {}
          : { supportWidgetId: vars.ZYNO_SUPPORT_WIDGET_ID }),
        ...(vars.ZYNO_SENTRY_DSN === undefined ? {} : { sentryDsn: vars.ZYNO_SENTRY_DSN }),
        ...(vars.ZYNO_OPENREPLAY_PROJECT_KEY === undefined ||
        vars.ZYNO_OPENREPLAY_INGEST_URL === undefined
          ? {}
          : {
              sessionReplay: {
                projectKey: vars.ZYNO_OPENREPLAY_PROJECT_KEY,
                ingestPoint: vars.ZYNO_OPENREPLAY_INGEST_URL,
              },
            }),
      },
      loginRateLimit: {
        max: vars.ZYNO_LOGIN_RATE_LIMIT ?? DEFAULT_LOGIN_RATE_LIMIT.max,
        timeWindowMs: DEFAULT_LOGIN_RATE_LIMIT.timeWindowMs,
      },
    },
  };
}
