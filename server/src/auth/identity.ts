// The signed-in user's identity (spec §3): the account and the tenants it is a member of, read in
// one statement as one JSON text, and as a column another statement can add (a renewal reads it
// with the session). Each account's last identity is kept with its text, so a renewal whose
// account has not changed reuses the identity checked before instead of parsing it again.
import { identitySchema, type Identity } from '@shared/auth/sign-in';
import * as z from 'zod/mini';
import type { Queryable } from '../db/database';

/**
 * The identity of the account aliased `a` as JSON text in the API's field names, for the select
 * list of a statement that joins accounts AS a. Its tenants come as one array inside it, so the
 * identity costs no second round trip.
 */
export const IDENTITY_JSON = `json_build_object(
         'id', a.id, 'email', a.email, 'firstName', a.first_name, 'lastName', a.last_name,
         'avatarId', a.avatar_id, 'isSysAdmin', a.is_sys_admin, 'authMech', a.auth_mech,
         'tenants', COALESCE((SELECT json_agg(json_build_object(
                     'id', t.id, 'name', t.name, 'isFavorite', m.is_favorite,
                     'isAdmin', m.is_admin, 'apps', t.apps) ORDER BY t.name, t.id)
                     FROM memberships m JOIN tenants t ON t.id = m.tenant_id
                    WHERE m.account_id = a.id), '[]'))::text AS identity`;

/** How many accounts' identities are kept: far more than sign in within a renewal period. */
const KEPT_IDENTITIES = 1000;

/** Each account's last identity by account id, with the text it was read from. */
const lastIdentities = new Map<string, { text: string; identity: Identity }>();
/** The JSON each identity read here is answered as (`identityAsJson`). */
const identityJson = new WeakMap<Identity, string>();

/** The identity in IDENTITY_JSON's `text`, checked by its schema unless it is the account's last. */
export function toIdentity(accountId: string, text: string): Identity {
  const kept = lastIdentities.get(accountId);
  if (kept?.text === text) return kept.identity;
  const identity = frozen(identitySchema.parse(JSON.parse(text)));
  identityJson.set(identity, JSON.stringify(identity));
  lastIdentities.delete(accountId);
  if (lastIdentities.size >= KEPT_IDENTITIES) {
    const oldest = lastIdentities.keys().next();
    if (oldest.done !== true) lastIdentities.delete(oldest.value);
  }
  lastIdentities.set(accountId, { text, identity });
  return identity;
}

/** A kept identity is shared by every answer that reuses it: none may change it for the others. */
function frozen(identity: Identity): Identity {
  for (const tenant of identity.tenants) Object.freeze(Object.freeze(tenant).apps);
  Object.freeze(identity.tenants);
  Object.freeze(identity.authMech);
  return Object.freeze(identity);
}

/** The identity as JSON, kept from when it was read where it was. */
export function identityAsJson(identity: Identity): string {
  return identityJson.get(identity) ?? JSON.stringify(z.encode(identitySchema, identity));
}

/** Null when the account no longer exists. */
export async function loadIdentity(db: Queryable, accountId: string): Promise<Identity | null> {
  const [row] = await db.query<{ identity: string }>(
    `SELECT ${IDENTITY_JSON} FROM accounts a WHERE a.id = $1`,
    [accountId],
  );
  return row === undefined ? null : toIdentity(accountId, row.identity);
}
