// Spec §8: the three single sign-on error texts, and what a successful redirect hands on.
import { describe, expect, it } from 'vitest';
import { readSsoCallback } from './sso-callback-result';

describe('readSsoCallback', () => {
  it('hands on the code, state and issuer of a successful sign-in', () => {
    expect(readSsoCallback({ code: 'c1', state: 's1', iss: 'http://idp.test/oidc' })).toEqual({
      ok: true,
      answer: { code: 'c1', state: 's1', iss: 'http://idp.test/oidc' },
    });
    expect(readSsoCallback({ code: 'c1', state: 's1' })).toEqual({
      ok: true,
      answer: { code: 'c1', state: 's1' },
    });
  });

  it("reports the provider's error with its description", () => {
    expect(
      readSsoCallback({
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
        state: 's1',
      }),
    ).toEqual({ ok: false, message: 'SSO error: access_denied: End-User aborted interaction' });
  });

  it('reports a redirect without parameters', () => {
    expect(readSsoCallback({})).toEqual({ ok: false, message: 'Missing callback parameters' });
    expect(readSsoCallback({ code: 'c1' })).toEqual({
      ok: false,
      message: 'Missing callback parameters',
    });
  });

  it('reports a state without a code', () => {
    expect(readSsoCallback({ state: 's1', code: '' })).toEqual({
      ok: false,
      message: 'Missing code parameter',
    });
  });
});
