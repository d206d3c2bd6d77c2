import { describe, expect, it } from 'vitest';
import {
  ImpersonationError,
  impersonationKind,
  requestAuth,
  startTenantImpersonation,
  startUserImpersonation,
  stopImpersonation,
} from './impersonation';
import type { Session } from './session';

const OPERATOR = '11111111-1111-4111-8111-111111111111';
const CUSTOMER_USER = '22222222-2222-4222-8222-222222222222';
const MSP_TENANT = '33333333-3333-4333-8333-333333333333';
const CUSTOMER_TENANT = '44444444-4444-4444-8444-444444444444';

const session: Session = {
  jwt: 'token',
  expiresAt: 1,
  rememberMeExpiresAt: null,
  userId: OPERATOR,
  tenantId: MSP_TENANT,
  impersonatorUserId: null,
  impersonatorTenantId: null,
};

describe('impersonation', () => {
  it('enters a customer tenant in MSP mode and returns to the MSP tenant', () => {
    const inside = startTenantImpersonation(session, CUSTOMER_TENANT);
    expect(impersonationKind(inside)).toBe('tenant');
    expect(requestAuth(inside)).toMatchObject({
      tenantId: CUSTOMER_TENANT,
      masqueradeTenantId: CUSTOMER_TENANT,
      masqueradeUserId: null,
    });
    expect(stopImpersonation(inside)).toEqual(session);
  });

  it('acts as another user and back', () => {
    const asUser = startUserImpersonation(session, CUSTOMER_USER);
    expect(impersonationKind(asUser)).toBe('user');
    expect(requestAuth(asUser)).toMatchObject({ masqueradeUserId: CUSTOMER_USER });
    expect(stopImpersonation(asUser)).toEqual(session);
  });

  it('sets an impersonation only when none is set', () => {
    const inside = startTenantImpersonation(session, CUSTOMER_TENANT);
    expect(() => startUserImpersonation(inside, CUSTOMER_USER)).toThrow(ImpersonationError);
    expect(() => startTenantImpersonation(inside, MSP_TENANT)).toThrow(ImpersonationError);
  });

  it('clears an impersonation only when one is set', () => {
    expect(() => stopImpersonation(session)).toThrow('There is no impersonation to stop.');
    expect(impersonationKind(session)).toBeNull();
    expect(requestAuth(session)).toEqual({
      jwt: 'token',
      tenantId: MSP_TENANT,
      masqueradeTenantId: null,
      masqueradeUserId: null,
    });
  });
});
