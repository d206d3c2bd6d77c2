// The client address a realtime connection is counted under (connections-per-address.ts). One
// function on purpose: behind a reverse proxy every socket comes from the proxy, and when the
// server learns to trust one (Fastify's trustProxy), this is where X-Forwarded-For is honoured.
import type { IncomingMessage } from 'node:http';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The socket's remote address; an IPv4 client on a dual-stack listener counts as its IPv4. */
export function connectionAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? 'unknown';
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}
