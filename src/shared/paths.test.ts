import { describe, expect, it } from 'vitest';
import { buildPath } from './paths';

describe('buildPath', () => {
  it('fills every parameter of a pattern, URL-encoded', () => {
    expect(
      buildPath('/endpoints/:endpointId/additional-extensions/:id', { endpointId: 'a b', id: 7 }),
    ).toBe('/endpoints/a%20b/additional-extensions/7');
  });

  it('leaves a pattern without parameters as it is', () => {
    expect(buildPath('/accounts/invitations')).toBe('/accounts/invitations');
  });

  it('encodes a value that would otherwise change the path', () => {
    expect(buildPath('/accounts/:id', { id: '../roles?x=1' })).toBe('/accounts/..%2Froles%3Fx%3D1');
  });
});
