// Spec §4 Login: after sign-in, a route the new session cannot reach sends the user to '/'.
import type { AccessContext } from '@shared/route-access';
import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination';

const crmUser: AccessContext = {
  signedIn: true,
  permissions: { crm: {}, talk: {} },
  isTenantAdmin: false,
  isInstall: false,
};

describe('loginDestination', () => {
  it('goes back to where the visitor wanted to be when the session may go there', () => {
    expect(loginDestination({ from: '/crm?q=ann#top' }, crmUser)).toBe('/crm?q=ann#top');
    expect(loginDestination({ from: '/talk/voicemail' }, crmUser)).toBe('/talk/voicemail');
  });

  it('goes to the launcher when the session may not reach that route', () => {
    expect(loginDestination({ from: '/sales/reports' }, crmUser)).toBe('/');
    expect(loginDestination({ from: '/admin' }, crmUser)).toBe('/');
  });

  it('goes to the launcher without a usable address', () => {
    expect(loginDestination(null, crmUser)).toBe('/');
    expect(loginDestination({ from: 'https://elsewhere.example/crm' }, crmUser)).toBe('/');
    expect(loginDestination({ from: '//elsewhere.example/crm' }, crmUser)).toBe('/');
    expect(loginDestination({ from: '/login/sso' }, crmUser)).toBe('/');
  });
});
