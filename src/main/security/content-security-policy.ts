// The Content Security Policy of Zyno Desktop's pages (sent as a header by the app:// protocol):
// code and everything else only from the app itself; network calls, realtime and images only to
// the configured server; nothing may frame the app, post forms or rebase its URLs.

export interface ContentSecurityPolicyOptions {
  /** The server's http(s) origin: API families, realtime (ws/wss on the same host) and images. */
  serverOrigin: string;
}

export function contentSecurityPolicy({ serverOrigin }: ContentSecurityPolicyOptions): string {
  const server = new URL(serverOrigin);
  if (server.protocol !== 'http:' && server.protocol !== 'https:') {
    throw new Error(`The server origin must be http(s), not ${serverOrigin}.`);
  }
  const http = server.origin;
  const realtime = `${server.protocol === 'https:' ? 'wss:' : 'ws:'}//${server.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Mantine writes its CSS variables into <style> elements at run time and sets style
    // attributes from component props; neither can carry a nonce, so inline styles stay allowed.
    // Inline styles cannot run code; scripts stay locked to 'self'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', http],
    'font-src': ["'self'"],
    'connect-src': ["'self'", http, realtime],
    'media-src': ["'none'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
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
