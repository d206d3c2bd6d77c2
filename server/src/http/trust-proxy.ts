// ZYNO_TRUST_PROXY: whose X-Forwarded-For, -Proto and -Host the server believes. Behind a
// TLS-terminating proxy they carry the client's address (rate limits, the sign-in audit) and
// https (the refresh cookie's Secure, HSTS); without the setting any client could forge them, so
// they are ignored.
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/** Every peer, the nearest N hops, or peers at these addresses and CIDR ranges. */
export type TrustProxy = true | number | readonly string[];

export const MAX_PROXY_HOPS = 10;
/** The names proxy-addr (Fastify's parser of these headers) knows for whole ranges. */
const RANGE_NAMES: readonly string[] = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, a CIDR range of either, or one of the range names. */
export function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export function fastifyTrustProxy(
  trust: TrustProxy,
): NonNullable<FastifyServerOptions['trustProxy']> {
  // Fastify ignores a bare hop count (it trusts whatever peer connects directly); one who sets
  // a count says the server is reachable only through that many proxies, so it is honoured.
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust === true ? true : [...trust];
}
