// Single sign-on as the sign-in routes use it: the e-mail step's answer, the redirect and return
// URLs a request may name, and the account a finished sign-in is (with its audit row).
import type { LoginAnswer, LoginRequest, SignInNotice } from '@shared/auth/sign-in';
import { recordSignInAttempt } from '../auth/sign-in-audit';
import { signInNotice } from '../auth/sign-in-notice';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/errors';
import type { SingleSignOn } from './identity-provider';
import { accountForIdentity, signInRoute } from './sso-accounts';
import { startSignIn, type SignInFinish } from './sso-flow';
import { ssoFailed } from './sso-errors';
import { defaultPopupReturnUri, popupReturnUris } from './server-urls';

function notAllowed(field: string, url: string, what: string) {
  const message = `${url} is not ${what} of this server.`;
  return validationFailed(`${field}: ${message}`, [{ path: field, code: 'not_allowed', message }]);
}

/** A redirect URL must be one of `allowed` exactly (the provider compares them exactly too). */
export function assertRedirectUrl(field: string, url: string, allowed: readonly string[]): void {
  if (!allowed.includes(url)) throw notAllowed(field, url, 'a sign-in redirect URL');
}

export function assertReturnUrl(
  field: string,
  url: string,
  allowed: (url: string) => boolean,
): void {
  if (!allowed(url)) throw notAllowed(field, url, 'a page');
}

/**
 * POST /login (spec §4 e-mail step): `{ authorizeUrl }` for single-sign-on addresses and for a
 * named provider (the local provider stands in for Microsoft and Google), `{ passwordRequired }`
 * for everyone else, unknown addresses included. `redirectUrl` must be the web app's popup return
 * page on one of the server's origins; without it, the public origin's.
 */
export async function emailStep(
  db: Queryable,
  sso: SingleSignOn,
  body: LoginRequest,
): Promise<LoginAnswer> {
  if (body.redirectUrl !== undefined) {
    assertRedirectUrl('redirectUrl', body.redirectUrl, popupReturnUris(sso.urls()));
  }
  const route =
    'provider' in body ? { kind: 'sso' as const, link: null } : await signInRoute(db, body.email);
  if (route.kind === 'password') return { passwordRequired: true };
  const { authorizeUrl } = await startSignIn(db, sso, {
    purpose: 'login',
    link: route.link,
    redirectUri: body.redirectUrl ?? defaultPopupReturnUri(sso.urls()),
    ...('email' in body ? { loginHint: body.email } : {}),
  });
  return { authorizeUrl };
}

/**
 * The account of a finished sign-in, audited, with what to tell its owner of failed attempts
 * since their last sign-in; throws sso_failed (no_account) when there is none.
 */
export async function signedInAccount(
  db: Queryable,
  finish: SignInFinish,
  ip: string,
): Promise<{ accountId: string; notice: SignInNotice | undefined }> {
  const accountId = await accountForIdentity(db, finish.identity, finish.target, finish.link);
  // Read before this success is audited: it counts what failed since the previous one.
  const notice = accountId === null ? undefined : await signInNotice(db, accountId);
  await recordSignInAttempt(db, {
    accountId,
    email: finish.identity.email,
    method: 'sso',
    result: accountId === null ? 'unknown_account' : 'success',
    ip,
  });
  if (accountId === null) throw ssoFailed('no_account');
  return { accountId, notice };
}
