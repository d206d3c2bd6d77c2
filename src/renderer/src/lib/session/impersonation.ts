// Impersonation rules (spec §4 "Impersonation", §7 headers): a session impersonates a user or a
// tenant, never both; it may be set only when none is set and cleared only when one is set.
import type { RequestAuth } from '../../api';
import type { Session } from './session';

export type ImpersonationKind = 'user' | 'tenant';

export class ImpersonationError extends Error {
  override name = 'ImpersonationError';
}

export function impersonationKind(session: Session): ImpersonationKind | null {
  if (session.impersonatorUserId !== null) return 'user';
  if (session.impersonatorTenantId !== null) return 'tenant';
  return null;
}

/** An MSP technician or system administrator enters a tenant they are not a member of. */
export function startTenantImpersonation(session: Session, tenantId: string): Session {
  if (impersonationKind(session) !== null) {
    throw new ImpersonationError('An impersonation is already active; stop it first.');
  }
  return { ...session, impersonatorTenantId: session.tenantId, tenantId };
}

/** A support operator (system administrator) acts as another user. */
export function startUserImpersonation(session: Session, userId: string): Session {
  if (impersonationKind(session) !== null) {
    throw new ImpersonationError('An impersonation is already active; stop it first.');
  }
  if (userId === session.userId) {
    throw new ImpersonationError('You cannot impersonate yourself.');
  }
  return { ...session, impersonatorUserId: session.userId, userId };
}

/** Back to the impersonator's own user and tenant. */
export function stopImpersonation(session: Session): Session {
  if (session.impersonatorUserId !== null) {
    return { ...session, userId: session.impersonatorUserId, impersonatorUserId: null };
  }
  if (session.impersonatorTenantId !== null) {
    return { ...session, tenantId: session.impersonatorTenantId, impersonatorTenantId: null };
  }
  throw new ImpersonationError('There is no impersonation to stop.');
}

/** The headers a session's requests carry (src/shared/api-headers.ts). */
export function requestAuth(session: Session | null): RequestAuth | null {
  if (session === null) return null;
  return {
    jwt: session.jwt,
    tenantId: session.tenantId,
    masqueradeTenantId: session.impersonatorTenantId === null ? null : session.tenantId,
    masqueradeUserId: session.impersonatorUserId === null ? null : session.userId,
  };
}
