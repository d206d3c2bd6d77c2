// Security headers on every answer: helmet's fixed set, a Permissions-Policy, HSTS over https,
// and a Content-Security-Policy chosen per answer — the web app's, built from the runtime
// configuration the app is given at /config.json; a locked-down one for the API and every JSON
// answer; pages that bring their own policy (the status page, the identity provider's) keep it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { STATUS_API_PREFIX } from '@shared/status/platform-status';
import {
  RUNTIME_CONFIG_PATH,
  runtimeConfigForOrigin,
  type RuntimeConfig,
  type RuntimeConfigOptions,
} from '@shared/runtime-config';
import { policyOrigins } from '@shared/security/policy-origins';
import { replayIngestOrigins } from '@shared/session-replay/ingest-origins';
import { SUPPORT_WIDGET_SOURCES } from '@shared/support/support-widget';

/** For answers no page runs in: nothing may load, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Features no app of the suite uses are denied to every page. The microphone stays with this
 * origin for the talk app's softphone.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Only over https: a browser keeps to https for the host for a year. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Paths answered as API: the three families, the status feed and the runtime configuration. */
const API_PATHS = ['/api', STATUS_API_PREFIX, RUNTIME_CONFIG_PATH].map(underPrefix);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export interface SecurityHeaderOptions {
  /** The realtime key the runtime configuration hands the web app. */
  realtimeKey: string;
  /** The integrations the runtime configuration turns on; their origins join the policy. */
  integrations?: RuntimeConfigOptions;
  /**
   * Path prefixes whose answers are written outside Fastify's reply (the local identity
   * provider's routes) and the policy their pages need.
   */
  ownPolicies?: readonly { pathPrefix: string; policy: string }[];
  /** The web build's inline scripts, as `'sha256-…'` sources (web-app-pages.ts). */
  inlineScripts?: readonly string[];
}

/**
 * The web app's policy: exactly what the app loads and calls, taken from the runtime
 * configuration it is given, so a deployment that points it at other hosts allows those. The
 * support desk's widget (config.support) adds its vendor's script, frame, API and image origins
 * only while a widget id is configured.
 */
export function webAppContentSecurityPolicy(
  config: RuntimeConfig,
  inlineScripts: readonly string[] = [],
): string {
  const { api, realtime, status, avatars, support, errorReporting, sessionReplay } = config;
  const widget = support.widgetId === null ? null : SUPPORT_WIDGET_SOURCES;
  const scheme = realtime.forceTLS ? 'wss' : 'ws';
  const calls = policyOrigins([
    api.auth,
    api.suite,
    api.talk,
    realtime.channelAuthorizationEndpoint,
    status.apiUrl,
    `${scheme}://${realtime.wsHost}:${realtime.wsPort}`,
    // Sentry's envelopes go to the DSN's origin.
    errorReporting.dsn,
    ...replayIngestOrigins(sessionReplay.ingestPoint),
  ]);
  const images = policyOrigins([avatars.contentUrl, avatars.emailHashUrl]);
  return serialize([
    ['default-src', ["'self'"]],
    // The build's own inline scripts, each by its hash (the prerendered login page's guard).
    ['script-src', ["'self'", ...inlineScripts, ...(widget?.script ?? [])]],
    // Mantine sets style attributes and adds its own style elements.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...images, ...(widget?.img ?? [])]],
    ['font-src', ["'self'"]],
    // The service worker, registered from the site root (docs/service-worker.md); the replay
    // tracker records and compresses in workers it builds from blob: URLs.
    ['worker-src', ["'self'", ...(sessionReplay.ingestPoint === null ? [] : ['blob:'])]],
    ['connect-src', ["'self'", ...calls, ...(widget?.connect ?? [])]],
    ...(widget === null ? [] : [['frame-src', widget.frame] satisfies Directive]),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
}

/**
 * helmet's fixed set, its middleware built once: @fastify/helmet builds it again for every
 * request, behind two hooks of its own (about 20 µs of a renewal's ~0.6 ms of server CPU,
 * docs/server-performance.md).
 */
const applyHelmetHeaders = helmet({
  // Chosen per answer below: the web app's depends on the origin it was reached at.
  contentSecurityPolicy: false,
  // Set below, over https only.
  strictTransportSecurity: false,
  // The sign-on popup goes to the identity provider's origin and back; under an opener policy
  // the login page would lose its handle on the popup and take it for closed.
  crossOriginOpenerPolicy: false,
  // Whole URLs only within this origin; other sites learn nothing, and same-origin requests
  // keep their Origin header.
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
});

/** What helmet's middleware calls when done; since helmet 8.1 it throws rather than passing errors. */
function afterHelmet(): void {}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): void {
  const ownPolicies = (options.ownPolicies ?? []).map(({ pathPrefix, policy }) => ({
    under: underPrefix(pathPrefix),
    policy,
  }));
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, so answers written outside Fastify's reply carry them too; a route's
    // own header (reply.header) still wins when its answer is sent.
    applyHelmetHeaders(request.raw, reply.raw, afterHelmet);
    const path = pathOf(request);
    reply.raw.setHeader(
      'Content-Security-Policy',
      ownPolicies.find(({ under }) => under(path))?.policy ??
        (API_PATHS.some((under) => under(path))
          ? API_CONTENT_SECURITY_POLICY
          : webAppPolicyFor(request, options)),
    );
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.raw.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    done();
  });
  // Whatever path answered JSON (errors and 404s included), no page runs in it.
  app.addHook('onSend', (_request, reply: FastifyReply, payload, done) => {
    if (JSON_TYPE.test(String(reply.getHeader('Content-Type') ?? ''))) {
      void reply.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
    done(null, payload);
  });
}

/** For the origin the browser used, as /config.json answers it; locked down for a bad Host. */
function webAppPolicyFor(request: FastifyRequest, options: SecurityHeaderOptions): string {
  const origin = `${request.protocol}://${request.host}`;
  if (!URL.canParse(origin)) return API_CONTENT_SECURITY_POLICY;
  return webAppContentSecurityPolicy(
    runtimeConfigForOrigin(origin, options.realtimeKey, options.integrations),
    options.inlineScripts,
  );
}

/** The distinct origins of these URLs; none that could not be written safely into a policy. */
type Directive = [name: string, sources: readonly string[]];

function serialize(directives: readonly Directive[]): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/** Whether a path is the prefix itself or below it. */
function underPrefix(prefix: string): (path: string) => boolean {
  const below = `${prefix}/`;
  return (path) => path === prefix || path.startsWith(below);
}
