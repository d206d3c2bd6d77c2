// Who a request acts as, and in which tenant, from its headers (src/shared/api-headers.ts): the
// bearer token, the tenant id, and the masquerade headers. Every rule of spec §4/§6 is enforced
// here, once: a user acts only in tenants they belong to; a masquerade tenant only for MSP staff
// with msp.login over a tenant their MSP manages, or system administrators; a masquerade user
// only for system administrators (support operators); one impersonation at a time.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_HEADERS } from '@shared/api-headers';
import { uuidSchema } from '@shared/fields';
import type { Permissions } from '@shared/permissions';
import type { Queryable } from '../db/database';
import { forbidden, unauthorized, validationFailed } from '../http/errors';
import { loadEffectivePermissions } from './effective-permissions';
import { masqueradeAccess, masqueradePermissions } from './tenant-access';
import type { AccessTokens } from './tokens';

export interface SignedInCaller {
  /** The account that signed in (the bearer token's owner). */
  actorAccountId: string;
  actorIsSysAdmin: boolean;
  /** The account the request acts as: the actor, or the user a support operator impersonates. */
  accountId: string;
  /** The refresh session the bearer token belongs to. */
  sessionId: string;
  /** The install the session was signed in at, if any. */
  installId: string | null;
  /** True when a system administrator acts as another user. */
  impersonatingUser: boolean;
}

export type TenantAccess = 'member' | 'msp' | 'sysadmin';

export interface TenantContext extends SignedInCaller {
  tenantId: string;
  /** A member with isAdmin, or MSP / system-administrator access (which carries admin rights). */
  isTenantAdmin: boolean;
  access: TenantAccess;
  /** Effective permissions of `accountId` in `tenantId` (spec §6). */
  permissions: Permissions;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes behind requireSignIn / requireTenant. */
    caller: SignedInCaller | null;
    /** Set on routes behind requireTenant. */
    tenant: TenantContext | null;
  }
}

export interface AccessDependencies {
  database: Queryable;
  tokens: AccessTokens;
}

const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/;

function decorate(scope: FastifyInstance): void {
  if (!scope.hasRequestDecorator('caller')) scope.decorateRequest('caller', null);
  if (!scope.hasRequestDecorator('tenant')) scope.decorateRequest('tenant', null);
}

/**
 * Every route in `scope` needs a valid bearer token of a live session. Checked on request, before
 * the body is read, so an unauthenticated caller learns nothing about what it sent.
 */
export function requireSignIn(scope: FastifyInstance, deps: AccessDependencies): void {
  decorate(scope);
  scope.addHook('onRequest', async (request) => {
    request.caller = await resolveCaller(request, deps);
  });
}

/** Every route in `scope` needs sign-in and a tenant the caller may act in. */
export function requireTenant(scope: FastifyInstance, deps: AccessDependencies): void {
  decorate(scope);
  scope.addHook('onRequest', async (request) => {
    const caller = await resolveCaller(request, deps);
    request.caller = caller;
    request.tenant = await resolveTenant(request, caller, deps.database);
  });
}

/** The caller of a route behind requireSignIn or requireTenant. */
export function signedInCaller(request: FastifyRequest): SignedInCaller {
  if (request.caller === null) throw unauthorized();
  return request.caller;
}

/** The tenant context of a route behind requireTenant. */
export function tenantContext(request: FastifyRequest): TenantContext {
  if (request.tenant === null) throw unauthorized();
  return request.tenant;
}

/** Throws 403 unless the caller is an admin of the tenant (spec §6 admin routes). */
export function assertTenantAdmin(context: TenantContext): void {
  if (!context.isTenantAdmin) throw forbidden('Only administrators of this tenant may do this.');
}

/** The tenant context of a route behind requireTenant that only tenant admins may call. */
export function tenantAdminContext(request: FastifyRequest): TenantContext {
  const context = tenantContext(request);
  assertTenantAdmin(context);
  return context;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  if (Array.isArray(value)) {
    throw validationFailed(`Send the ${name} header once.`);
  }
  return value === undefined || value === '' ? undefined : value;
}

function uuidHeader(request: FastifyRequest, name: string, what: string): string | undefined {
  const value = header(request, name);
  if (value === undefined) return undefined;
  const parsed = uuidSchema.safeParse(value);
  if (!parsed.success) throw validationFailed(`The ${name} header must be ${what} (a uuid).`);
  return parsed.data;
}

interface SessionRow {
  is_sys_admin: boolean;
  install_id: string | null;
}

/** The bearer token the request carries, if any (not yet verified). */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(header(request, API_HEADERS.authorization) ?? '')?.[1];
}

async function resolveCaller(
  request: FastifyRequest,
  { database, tokens }: AccessDependencies,
): Promise<SignedInCaller> {
  const jwt = bearerToken(request);
  if (jwt === undefined) throw unauthorized();
  const subject = await tokens.verify(jwt);
  if (subject === null) throw unauthorized('Your session has expired. Sign in again.');
  const [session] = await database.query<SessionRow>(
    `SELECT a.is_sys_admin, s.install_id
       FROM refresh_sessions s JOIN accounts a ON a.id = s.account_id
      WHERE s.id = $1 AND a.id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [subject.sessionId, subject.accountId],
    { prepareAs: 'caller_session' },
  );
  if (session === undefined) throw unauthorized('Your session has ended. Sign in again.');

  const caller: SignedInCaller = {
    actorAccountId: subject.accountId,
    actorIsSysAdmin: session.is_sys_admin,
    accountId: subject.accountId,
    sessionId: subject.sessionId,
    installId: session.install_id,
    impersonatingUser: false,
  };
  const masqueradeUserId = uuidHeader(request, API_HEADERS.masqueradeUserId, 'one user id');
  if (masqueradeUserId === undefined || masqueradeUserId === subject.accountId) return caller;
  if (!session.is_sys_admin) {
    throw forbidden('Only system administrators may impersonate a user.');
  }
  const target = await database.query('SELECT 1 FROM accounts WHERE id = $1', [masqueradeUserId]);
  if (target.length === 0) throw forbidden('The user to impersonate does not exist.');
  return { ...caller, accountId: masqueradeUserId, impersonatingUser: true };
}

async function resolveTenant(
  request: FastifyRequest,
  caller: SignedInCaller,
  database: Queryable,
): Promise<TenantContext> {
  const tenantId = uuidHeader(request, API_HEADERS.tenantId, 'one tenant id');
  const masqueradeTenantId = uuidHeader(request, API_HEADERS.masqueradeTenantId, 'one tenant id');
  if (masqueradeTenantId !== undefined && caller.impersonatingUser) {
    throw validationFailed('Impersonate either a user or a tenant, not both at once.');
  }
  if (
    masqueradeTenantId !== undefined &&
    tenantId !== undefined &&
    masqueradeTenantId !== tenantId
  ) {
    throw validationFailed(
      `The ${API_HEADERS.tenantId} and ${API_HEADERS.masqueradeTenantId} headers must name the same tenant.`,
    );
  }
  const actedIn = masqueradeTenantId ?? tenantId;
  if (actedIn === undefined) {
    throw validationFailed(`The ${API_HEADERS.tenantId} header is required.`);
  }

  const membership = await memberContext(database, caller, actedIn);
  if (membership !== null) return membership;
  if (masqueradeTenantId === undefined) {
    throw forbidden(`You are not a member of the tenant in ${API_HEADERS.tenantId}.`);
  }
  const access = await masqueradeAccess(
    database,
    { id: caller.actorAccountId, isSysAdmin: caller.actorIsSysAdmin },
    actedIn,
  );
  if (access === null) throw forbidden('You may not act in this tenant.');
  return {
    ...caller,
    tenantId: actedIn,
    isTenantAdmin: true,
    access,
    permissions: await masqueradePermissions(database, actedIn),
  };
}

async function memberContext(
  database: Queryable,
  caller: SignedInCaller,
  tenantId: string,
): Promise<TenantContext | null> {
  const [membership] = await database.query<{ is_admin: boolean }>(
    'SELECT is_admin FROM memberships WHERE account_id = $1 AND tenant_id = $2',
    [caller.accountId, tenantId],
    { prepareAs: 'tenant_membership' },
  );
  if (membership === undefined) return null;
  const permissions = await loadEffectivePermissions(database, caller.accountId, tenantId);
  return {
    ...caller,
    tenantId,
    isTenantAdmin: membership.is_admin,
    access: 'member',
    permissions: permissions ?? {},
  };
}
