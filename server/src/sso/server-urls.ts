// Where the server is reached, for single sign-on: its public origin (ZYNO_PUBLIC_URL, else the
// address it listens on, known once it listens), the loopback aliases of that origin, the local
// identity provider's issuer, and the redirect URIs a sign-in may return to. Redirect and return
// URLs are checked against these lists, never taken from the Host header.
import type { AddressInfo } from 'node:net';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { SSO_PATHS, SSO_RETURN_PAGE } from '@shared/sso/sso';

/** The local identity provider is mounted here, on the server's own origin. */
export const OIDC_MOUNT = '/oidc';

export interface ServerUrls {
  /** The origin the server is published at, e.g. http://127.0.0.1:4000. */
  origin: string;
  /** Origins a browser may use for the same server: the public one and its loopback aliases. */
  origins: readonly string[];
  /** The local identity provider's issuer identifier. */
  issuer: string;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.includes(hostname);
}

/** `publicUrl` wins; otherwise the listening address, which exists only once the server listens. */
export function resolveServerUrls(
  address: AddressInfo | string | null,
  publicUrl?: string,
): ServerUrls {
  const origin = publicUrl === undefined ? listeningOrigin(address) : new URL(publicUrl).origin;
  const url = new URL(origin);
  const origins = isLoopbackHost(url.hostname)
    ? LOOPBACK_HOSTS.map(
        (host) => `${url.protocol}//${host}${url.port === '' ? '' : `:${url.port}`}`,
      )
    : [origin];
  return {
    origin,
    origins: [origin, ...origins.filter((other) => other !== origin)],
    issuer: `${origin}${OIDC_MOUNT}`,
  };
}

function listeningOrigin(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') {
    throw new Error(
      'Single sign-on needs the server to listen on a TCP port, or ZYNO_PUBLIC_URL (publicUrl) to name its address.',
    );
  }
  let host = address.address;
  if (host === '0.0.0.0' || host === '::') host = '127.0.0.1';
  else if (host.includes(':')) host = `[${host}]`;
  return `http://${host}:${address.port}`;
}

/** The web app's popup return page on each origin, where POST /login/sso-callback follows. */
export function popupReturnUris(urls: ServerUrls): string[] {
  return urls.origins.map((origin) => `${origin}${SSO_RETURN_PAGE}`);
}

/** The popup return page on the public origin: the default redirect URL. */
export function defaultPopupReturnUri(urls: ServerUrls): string {
  return `${urls.origin}${SSO_RETURN_PAGE}`;
}

/** GET /login/sso-callback: the server completes the sign-in itself. */
export function serverCallbackUri(urls: ServerUrls): string {
  return `${urls.origin}${API_FAMILY_PREFIXES.auth}${SSO_PATHS.callback}`;
}

/** GET /proxy-oidc/callback: the OIDC proxy's return. */
export function proxyCallbackUri(urls: ServerUrls): string {
  return `${urls.origin}${API_FAMILY_PREFIXES.auth}${SSO_PATHS.proxyCallback}`;
}

/** Every redirect URI of the server's client at an identity provider. */
export function allRedirectUris(urls: ServerUrls): string[] {
  return [...popupReturnUris(urls), serverCallbackUri(urls), proxyCallbackUri(urls)];
}

/** A page of this server: one of its origins, any path, no fragment. */
export function isServerPage(candidate: string, urls: ServerUrls): boolean {
  if (!URL.canParse(candidate)) return false;
  const url = new URL(candidate);
  return urls.origins.includes(url.origin) && url.hash === '';
}

/** A native client's loopback redirect (RFC 8252 §7.3): http, a loopback host, any port. */
export function isLoopbackReturnUrl(candidate: string): boolean {
  if (!URL.canParse(candidate)) return false;
  const url = new URL(candidate);
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) && url.hash === '';
}
