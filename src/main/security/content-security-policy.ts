// The Content Security Policy of Zyno Desktop's pages (sent as a header by the app:// protocol):
// code and everything else only from the app itself; network calls, realtime and images only to
// the configured server, images also from the avatar services its configuration names, and
// session replay's ingest while the configuration turns replay on; nothing may frame the app,
// post forms or rebase its URLs.
import { policyOrigins } from '@shared/security/policy-origins';
import { replayIngestOrigins } from '@shared/session-replay/ingest-origins';

export interface ContentSecurityPolicyOptions {
  /** The server's http(s) origin: API families, realtime (ws/wss on the same host) and images. */
  serverOrigin: string;
  /** Session replay's ingest (`sessionReplay.ingestPoint` of the runtime configuration), or null. */
  replayIngestPoint?: string | null;
  /** The avatar services (`avatars.contentUrl` and `avatars.emailHashUrl`), null for one not used. */
  avatarUrls?: readonly (string | null)[];
}

export function contentSecurityPolicy({
  serverOrigin,
  replayIngestPoint = null,
  avatarUrls = [],
}: ContentSecurityPolicyOptions): string {
  const server = new URL(serverOrigin);
  if (server.protocol !== 'http:' && server.protocol !== 'https:') {
    throw new Error(`The server origin must be http(s), not ${serverOrigin}.`);
  }
  const http = server.origin;
  const realtime = `${server.protocol === 'https:' ? 'wss:' : 'ws:'}//${server.host}`;
  const replay = replayIngestOrigins(replayIngestPoint);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine writes its CSS variables into <style> elements at run time and sets style
    // attributes from component props; neither can carry a nonce, so inline styles stay allowed.
    // Inline styles cannot run code; scripts stay locked to 'self'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...policyOrigins([http, ...avatarUrls])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", http, realtime, ...replay],
    'media-src': ["'none'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    // The replay tracker records and compresses in workers it builds from blob: URLs.
    'worker-src': ["'self'", ...(replay.length === 0 ? [] : ['blob:'])],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The origins the policy lets pages connect to (for checking the runtime configuration). */
export function connectableOrigins(serverOrigin: string): string[] {
  const server = new URL(serverOrigin);
  return [server.origin, `${server.protocol === 'https:' ? 'wss:' : 'ws:'}//${server.host}`];
}
