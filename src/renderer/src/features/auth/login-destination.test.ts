// Spec §4 Login: after sign-in, a route the new session cannot reach sends the user to '/'.
import {
  permission,
  PUBLIC,
  tenantAdmin,
  type AccessContext,
  type RouteAccessEntry,
} from '@shared/route-access';
import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination';

const crmUser: AccessContext = {
  signedIn: true,
  permissions: { crm: {}, talk: {} },
  isTenantAdmin: false,
  isInstall: false,
};

const TABLE: readonly RouteAccessEntry[] = [
  { path: '/crm', access: permission('crm') },
  { path: '/talk/voicemail', access: permission('talk') },
  { path: '/sales/reports', access: permission('sales', 'reportsView') },
  { path: '/admin', access: tenantAdmin() },
  { path: '/login/sso', access: PUBLIC },
];

describe('loginDestination', () => {
  it('goes back to where the visitor wanted to be when the session may go there', () => {
    expect(loginDestination({ from: '/crm?q=ann#top' }, crmUser, TABLE)).toBe('/crm?q=ann#top');
    expect(loginDestination({ from: '/talk/voicemail' }, crmUser, TABLE)).toBe('/talk/voicemail');
  });

  it('goes to the launcher when the session may not reach that route', () => {
    expect(loginDestination({ from: '/sales/reports' }, crmUser, TABLE)).toBe('/');
    expect(loginDestination({ from: '/admin' }, crmUser, TABLE)).toBe('/');
  });

  it('goes to the launcher without a usable address', () => {
    expect(loginDestination(null, crmUser, TABLE)).toBe('/');
    expect(loginDestination({ from: 'https://elsewhere.example/crm' }, crmUser, TABLE)).toBe('/');
    expect(loginDestination({ from: '//elsewhere.example/crm' }, crmUser, TABLE)).toBe('/');
    expect(loginDestination({ from: '/login/sso' }, crmUser, TABLE)).toBe('/');
  });
});
