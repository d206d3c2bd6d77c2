// The client address a realtime connection is counted under (connections-per-address.ts). Behind
// a reverse proxy every socket comes from the proxy: with ZYNO_TRUST_PROXY (http/trust-proxy.ts)
// the address comes from X-Forwarded-For, believed only from the peers it names, as for HTTP.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../http/trust-proxy';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

type ConnectionAddress = (request: IncomingMessage) => string;

/** How a connection's client address is read; without trust, the socket's remote address. */
export function connectionAddress(trust: TrustProxy | undefined): ConnectionAddress {
  const trusted =
    trust === undefined
      ? null
      : trust === true
        ? () => true
        : typeof trust === 'number'
          ? (_address: string, hop: number) => hop < trust
          : proxyAddr.compile([...trust]);
  return (request) => {
    const address =
      trusted === null ? (request.socket.remoteAddress ?? 'unknown') : proxyAddr(request, trusted);
    // An IPv4 client on a dual-stack listener counts as its IPv4 address.
    return IPV4_MAPPED.exec(address)?.[1] ?? address;
  };
}
