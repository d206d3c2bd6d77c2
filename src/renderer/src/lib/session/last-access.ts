// The last identity and permissions the server gave the session, kept beside it with whose they
// are, so a station reloaded (or a tab opened) without the network still opens its app until the
// server answers.
//
// Security: nothing read back from here grants anything. The server authorises every call on the
// token alone, so permissions taken from storage (stale, or edited by hand) can at most show a
// screen whose calls the server then refuses; they never widen what the user may do. They are
// only ever a query's initial data, replaced by the server's answer as soon as it comes.
import { identitySchema } from '@shared/auth/sign-in';
import { mspTenantsResponseSchema } from '@shared/msp/msp-tenants';
import { permissionsSchema } from '@shared/permissions-schema';
import * as z from 'zod/mini';
import type { Session } from './session';
import { SESSION_KEYS } from './storage-keys';
import { readStoredJson } from './stored-json';

const id = z.string().check(z.minLength(1));

const accessOwnerSchema = z.object({
  userId: id,
  tenantId: id,
  installId: z.nullable(id),
  impersonatorUserId: z.nullable(id),
  impersonatorTenantId: z.nullable(id),
});
/** Whose answers an entry holds: another user, tenant, station or impersonation never reads them. */
export type AccessOwner = z.infer<typeof accessOwnerSchema>;

const lastAccessSchema = z.object({
  identity: z.optional(identitySchema),
  permissions: z.optional(permissionsSchema),
  /** In MSP mode: the tenants the home tenant may enter, the current one with its admin rights. */
  mspTenants: z.optional(mspTenantsResponseSchema),
});
export type LastAccess = z.infer<typeof lastAccessSchema>;
export type LastAccessKind = keyof LastAccess;

const storedSchema = z.extend(lastAccessSchema, { owner: accessOwnerSchema });
type StoredLastAccess = z.infer<typeof storedSchema>;

export function accessOwner(session: Session, installId: string | null): AccessOwner {
  return {
    userId: session.userId,
    tenantId: session.tenantId,
    installId,
    impersonatorUserId: session.impersonatorUserId,
    impersonatorTenantId: session.impersonatorTenantId,
  };
}

function sameOwner(a: AccessOwner, b: AccessOwner): boolean {
  return (
    a.userId === b.userId &&
    a.tenantId === b.tenantId &&
    a.installId === b.installId &&
    a.impersonatorUserId === b.impersonatorUserId &&
    a.impersonatorTenantId === b.impersonatorTenantId
  );
}

/**
 * The tenant whose queries answer for `owner`: its own for identity and permissions; the home
 * tenant for the MSP tenants (null outside MSP mode, where they are not kept).
 */
export function tenantAnswering(owner: AccessOwner, kind: LastAccessKind): string | null {
  return kind === 'mspTenants' ? owner.impersonatorTenantId : owner.tenantId;
}

/** The stored entry, or null; an entry that does not parse is removed, never trusted. */
function readStored(storage: Storage): StoredLastAccess | null {
  return readStoredJson(storage, SESSION_KEYS.lastAccess, storedSchema);
}

/** What the server last gave `owner`; null when the entry is anyone else's. */
export function readLastAccess(storage: Storage, owner: AccessOwner): LastAccess | null {
  const stored = readStored(storage);
  if (stored === null || !sameOwner(stored.owner, owner)) return null;
  return {
    identity: stored.identity,
    permissions: stored.permissions,
    mspTenants: stored.mspTenants,
  };
}

/**
 * Keeps one answer of the server for `owner`, replacing whatever another owner left. Only what
 * parses is kept: the reader would drop it anyway.
 */
export function rememberAccess(
  storage: Storage,
  owner: AccessOwner,
  kind: LastAccessKind,
  answer: unknown,
): void {
  const parsed = lastAccessSchema.shape[kind].safeParse(answer);
  if (!parsed.success || parsed.data === undefined) return;
  const entry = { ...readLastAccess(storage, owner), [kind]: parsed.data, owner };
  try {
    storage.setItem(SESSION_KEYS.lastAccess, JSON.stringify(entry));
  } catch {
    // A full storage only means the next offline reload finds nothing; nothing else depends on it.
  }
}

/** Removes the entry unless it is `owner`'s (with no owner, whoever's it is). */
export function forgetAccessUnlessOwnedBy(storage: Storage, owner: AccessOwner | null): void {
  const stored = readStored(storage);
  if (stored !== null && (owner === null || !sameOwner(stored.owner, owner))) forgetAccess(storage);
}

export function forgetAccess(storage: Storage): void {
  storage.removeItem(SESSION_KEYS.lastAccess);
}
