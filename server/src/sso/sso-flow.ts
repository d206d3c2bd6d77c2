// The two halves of every single sign-on: sending the browser to the identity provider (the
// authorization URL, its state remembered), and taking the provider's answer (state checked and
// used up, code exchanged). Sign-in, the OIDC proxy and the admin's link proof all go through here.
import type { SsoCallbackParameters } from '@shared/sso/sso';
import type { Queryable } from '../db/database';
import type { SingleSignOn } from './identity-provider';
import { findLink, targetOfLink, type IdpLink } from './idp-links';
import {
  saveLoginState,
  takeLoginState,
  type LoginState,
  type LoginStatePurpose,
} from './login-states';
import type { OidcTarget, ProviderIdentity } from './relying-party';
import { ssoFailed } from './sso-errors';

export interface SignInStart {
  purpose: LoginStatePurpose;
  /** The tenant link to sign in at; null for the local provider. */
  link: IdpLink | null;
  redirectUri: string;
  /** Pre-fills the provider's sign-in form. */
  loginHint?: string;
  browserId?: string;
  rememberMe?: boolean;
  returnUrl?: string;
  clientCodeChallenge?: string;
}

export async function startSignIn(
  db: Queryable,
  sso: SingleSignOn,
  start: SignInStart,
): Promise<{ authorizeUrl: string; expiresAt: Date }> {
  const target = await targetOfLink(start.link, sso);
  const request = await sso.relyingParty.authorizationRequest(target, {
    redirectUri: start.redirectUri,
    ...(start.loginHint === undefined ? {} : { loginHint: start.loginHint }),
  });
  const expiresAt = await saveLoginState(db, {
    state: request.state,
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    redirectUrl: start.redirectUri,
    identityProviderId: start.link?.id ?? null,
    purpose: start.purpose,
    browserId: start.browserId ?? null,
    rememberMe: start.rememberMe ?? null,
    returnUrl: start.returnUrl ?? null,
    clientCodeChallenge: start.clientCodeChallenge ?? null,
  });
  return { authorizeUrl: request.authorizeUrl, expiresAt };
}

export interface SignInFinish {
  login: LoginState;
  link: IdpLink | null;
  target: OidcTarget;
  identity: ProviderIdentity;
}

/** Takes the state the provider sent back, if any (used up whatever happens next). */
export function takeAnsweredState(
  db: Queryable,
  purpose: LoginStatePurpose,
  answer: SsoCallbackParameters,
): Promise<LoginState | null> {
  return answer.state === undefined
    ? Promise.resolve(null)
    : takeLoginState(db, answer.state, purpose);
}

/**
 * Checks what the provider sent back against the request taken for its state, then exchanges
 * the code. `redirectUrl`, when the client names it, must be the one the request was sent with.
 * Throws sso_failed (spec §8 messages) or 502 identity_provider_unreachable.
 */
export async function completeSignIn(
  db: Queryable,
  sso: SingleSignOn,
  login: LoginState | null,
  answer: SsoCallbackParameters,
  redirectUrl?: string,
): Promise<SignInFinish> {
  if (answer.error !== undefined) {
    throw ssoFailed('provider_error', {
      error: answer.error,
      ...(answer.error_description === undefined
        ? {}
        : { error_description: answer.error_description }),
    });
  }
  if (answer.state === undefined) throw ssoFailed('missing_parameters');
  if (answer.code === undefined) throw ssoFailed('missing_code');
  if (login === null || (redirectUrl !== undefined && redirectUrl !== login.redirectUrl)) {
    throw ssoFailed('invalid_state');
  }
  const link =
    login.identityProviderId === null ? null : await findLink(db, login.identityProviderId);
  if (login.identityProviderId !== null && link === null) throw ssoFailed('invalid_state');
  const target = await targetOfLink(link, sso);
  const identity = await sso.relyingParty.exchangeCode(target, {
    redirectUri: login.redirectUrl,
    code: answer.code,
    state: login.state,
    iss: answer.iss,
    codeVerifier: login.codeVerifier,
    nonce: login.nonce,
  });
  return { login, link, target, identity };
}

/** takeAnsweredState, then completeSignIn. */
export async function finishSignIn(
  db: Queryable,
  sso: SingleSignOn,
  purpose: LoginStatePurpose,
  answer: SsoCallbackParameters,
  redirectUrl?: string,
): Promise<SignInFinish> {
  const login = await takeAnsweredState(db, purpose, answer);
  return completeSignIn(db, sso, login, answer, redirectUrl);
}
