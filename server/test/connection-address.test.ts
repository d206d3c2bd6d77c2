// Which address a realtime connection is counted under: the socket's, unless ZYNO_TRUST_PROXY
// names the peer as a proxy, whose X-Forwarded-For then gives the client's.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { connectionAddress } from '../src/realtime/connection-address';

function upgrade(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('connectionAddress', () => {
  it('is the socket’s address without a trusted proxy, whatever the headers say', () => {
    const address = connectionAddress(undefined);
    expect(address(upgrade('198.51.100.7', '203.0.113.5'))).toBe('198.51.100.7');
    expect(address(upgrade('::ffff:198.51.100.7'))).toBe('198.51.100.7');
  });

  it('is the forwarded client when the peer is a trusted proxy, and only then', () => {
    const address = connectionAddress(['10.0.0.5']);
    expect(address(upgrade('10.0.0.5', '203.0.113.5'))).toBe('203.0.113.5');
    expect(address(upgrade('198.51.100.7', '203.0.113.5'))).toBe('198.51.100.7');
    expect(connectionAddress(1)(upgrade('10.0.0.9', '203.0.113.6'))).toBe('203.0.113.6');
  });
});
