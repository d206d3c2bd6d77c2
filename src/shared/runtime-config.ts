// The runtime configuration the web app reads at start (served as /config.json): where the three
// API families, realtime and the status feed live, and what the product is called.
import * as z from 'zod/mini';
import { STATUS_API_PREFIX, STATUS_PAGE_PATH } from './status/status-paths';
import { PRODUCT_NAME, PRODUCT_VERSION } from './product';
import { REALTIME_PATHS } from './realtime-paths';
import { SUPPORT_WIDGET_ID_PATTERN } from './support/support-widget';

export { RUNTIME_CONFIG_PATH } from './runtime-config-path';

/** Spec §9 realtime constants; pusher-js defaults, set explicitly. */
export const REALTIME_DEFAULTS = {
  cluster: 'mt1',
  activityTimeoutMs: 120_000,
  pongTimeoutMs: 30_000,
  unavailableTimeoutMs: 10_000,
} as const;

export const runtimeConfigSchema = z.object({
  productName: z.string().check(z.minLength(1)),
  version: z.string().check(z.minLength(1)),
  api: z.object({
    auth: z.url(),
    suite: z.url(),
    talk: z.url(),
  }),
  realtime: z.object({
    key: z.string().check(z.minLength(1)),
    cluster: z.string().check(z.minLength(1)),
    wsHost: z.string().check(z.minLength(1)),
    wsPort: z.number().check(z.int(), z.positive()),
    forceTLS: z.boolean(),
    activityTimeoutMs: z.number().check(z.int(), z.positive()),
    pongTimeoutMs: z.number().check(z.int(), z.positive()),
    unavailableTimeoutMs: z.number().check(z.int(), z.positive()),
    channelAuthorizationEndpoint: z.url(),
  }),
  status: z.object({
    /** Cachet 2.x API root; incidents are at `{apiUrl}/v1/incidents`. */
    apiUrl: z.url(),
    /** The human status page opened when the incident icon is clicked. */
    pageUrl: z.url(),
  }),
  /**
   * The support desk's help widget (integrations.md "Support desk"). Without a widget id the
   * widget's calls are queued but its remote script is never loaded (offline, tests).
   */
  support: z._default(
    z.object({ widgetId: z.nullable(z.string().check(z.regex(SUPPORT_WIDGET_ID_PATTERN))) }),
    { widgetId: null },
  ),
  /**
   * Where avatar images come from (spec §3 avatar resolution): the content network's base URL
   * (avatarId folders below it) and the e-mail-hash image service's. Null skips that step, so
   * offline deployments show initials.
   */
  avatars: z._default(
    z.object({ contentUrl: z.nullable(z.url()), emailHashUrl: z.nullable(z.url()) }),
    { contentUrl: null, emailHashUrl: null },
  ),
  /** Sentry (docs/error-reporting.md): the DSN events go to; null turns error reporting off. */
  errorReporting: z._default(z.object({ dsn: z.nullable(z.url()) }), { dsn: null }),
  /**
   * Session replay with assist (integrations.md "Session replay — OpenReplay"): the project key
   * and the ingest URL its tracker posts to. Null keeps the tracker from ever loading.
   */
  sessionReplay: z._default(
    z.object({
      projectKey: z.nullable(z.string().check(z.minLength(1))),
      ingestPoint: z.nullable(z.url()),
    }),
    { projectKey: null, ingestPoint: null },
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** A /config.json read at start: the configuration, or why the app cannot start with it. */
export type RuntimeConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; reason: string };

/** Path prefixes under which one origin serves each API family (the reference server's layout). */
export const API_FAMILY_PREFIXES = {
  auth: '/api/auth',
  suite: '/api/suite',
  talk: '/api/talk',
} as const;

/** The integrations a deployment turns on (server environment); each is off when left out. */
export interface RuntimeConfigOptions {
  /** The support desk's help widget id (ZYNO_SUPPORT_WIDGET_ID). */
  supportWidgetId?: string;
  /** Error reporting's DSN (ZYNO_SENTRY_DSN). */
  sentryDsn?: string;
  /** Session replay's project key and ingest URL (ZYNO_OPENREPLAY_*). */
  sessionReplay?: { projectKey: string; ingestPoint: string };
}

/**
 * The configuration for a deployment where one origin serves everything (the reference server).
 * Production deployments may point the families at separate hosts.
 */
export function runtimeConfigForOrigin(
  origin: string,
  realtimeKey: string,
  options: RuntimeConfigOptions = {},
): RuntimeConfig {
  const url = new URL(origin);
  const secure = url.protocol === 'https:';
  const port = url.port === '' ? (secure ? 443 : 80) : Number(url.port);
  const base = url.origin;
  return {
    productName: PRODUCT_NAME,
    version: PRODUCT_VERSION,
    api: {
      auth: `${base}${API_FAMILY_PREFIXES.auth}`,
      suite: `${base}${API_FAMILY_PREFIXES.suite}`,
      talk: `${base}${API_FAMILY_PREFIXES.talk}`,
    },
    realtime: {
      key: realtimeKey,
      cluster: REALTIME_DEFAULTS.cluster,
      wsHost: url.hostname,
      wsPort: port,
      forceTLS: secure,
      activityTimeoutMs: REALTIME_DEFAULTS.activityTimeoutMs,
      pongTimeoutMs: REALTIME_DEFAULTS.pongTimeoutMs,
      unavailableTimeoutMs: REALTIME_DEFAULTS.unavailableTimeoutMs,
      channelAuthorizationEndpoint: `${base}${API_FAMILY_PREFIXES.auth}${REALTIME_PATHS.channelAuthorization}`,
    },
    status: {
      apiUrl: `${base}${STATUS_API_PREFIX}`,
      pageUrl: `${base}${STATUS_PAGE_PATH}`,
    },
    support: { widgetId: options.supportWidgetId ?? null },
    avatars: { contentUrl: null, emailHashUrl: null },
    errorReporting: { dsn: options.sentryDsn ?? null },
    sessionReplay: options.sessionReplay ?? { projectKey: null, ingestPoint: null },
  };
}
