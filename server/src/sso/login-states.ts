// Sign-in requests in flight at an identity provider (`sso_login_states`): the state sent there,
// with the PKCE verifier, nonce and redirect URL kept here. A state is taken once — whatever
// happens next — and lapses after SSO_STATE_LIFETIME_MS.
import { SSO_STATE_LIFETIME_MS } from '@shared/sso/sso';
import type { Queryable } from '../db/database';

/** login: a Zyno sign-in; link: an administrator proving a tenant's link; proxy: the OIDC proxy. */
export type LoginStatePurpose = 'login' | 'link' | 'proxy';

export interface LoginState {
  state: string;
  codeVerifier: string;
  nonce: string;
  redirectUrl: string;
  /** The tenant link the request went to; null for the local provider without a link. */
  identityProviderId: string | null;
  purpose: LoginStatePurpose;
  /** For sign-ins the server completes itself (GET /login/sso-callback). */
  browserId: string | null;
  rememberMe: boolean | null;
  /** Where the browser goes once the server completed the sign-in (or the proxy answered). */
  returnUrl: string | null;
  /** The OIDC proxy client's PKCE challenge. */
  clientCodeChallenge: string | null;
}

interface LoginStateRow {
  state: string;
  code_verifier: string;
  nonce: string;
  redirect_url: string;
  identity_provider_id: string | null;
  purpose: LoginStatePurpose;
  browser_id: string | null;
  remember_me: boolean | null;
  return_url: string | null;
  client_code_challenge: string | null;
  expires_at: Date;
}

/** Stores the request; resolves to when it lapses. Lapsed requests are cleared on the way. */
export async function saveLoginState(db: Queryable, login: LoginState): Promise<Date> {
  const expiresAt = new Date(Date.now() + SSO_STATE_LIFETIME_MS);
  await db.query('DELETE FROM sso_login_states WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sso_login_states
       (state, code_verifier, nonce, redirect_url, identity_provider_id, purpose,
        browser_id, remember_me, return_url, client_code_challenge, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      login.state,
      login.codeVerifier,
      login.nonce,
      login.redirectUrl,
      login.identityProviderId,
      login.purpose,
      login.browserId,
      login.rememberMe,
      login.returnUrl,
      login.clientCodeChallenge,
      expiresAt,
    ],
  );
  return expiresAt;
}

/** Takes the request out (single use); null when unknown, for another purpose, or lapsed. */
export async function takeLoginState(
  db: Queryable,
  state: string,
  purpose: LoginStatePurpose,
): Promise<LoginState | null> {
  const [row] = await db.query<LoginStateRow>(
    'DELETE FROM sso_login_states WHERE state = $1 AND purpose = $2 RETURNING *',
    [state, purpose],
  );
  if (row === undefined || row.expires_at.getTime() <= Date.now()) return null;
  return {
    state: row.state,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    redirectUrl: row.redirect_url,
    identityProviderId: row.identity_provider_id,
    purpose: row.purpose,
    browserId: row.browser_id,
    rememberMe: row.remember_me,
    returnUrl: row.return_url,
    clientCodeChallenge: row.client_code_challenge,
  };
}
