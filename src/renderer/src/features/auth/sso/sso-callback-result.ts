// What the identity provider's redirect to the popup's return page means (spec §4 Login, §8): a
// code and a state to hand to the server, or one of the spec's three single sign-on errors.
import type { SsoCallbackParameters } from '@shared/sso/sso';
import { SSO_ERRORS } from '../messages';

/** What goes on to POST /login/sso-callback. */
interface SsoCallbackAnswer {
  code: string;
  state: string;
  iss?: string;
}

type SsoCallbackResult = { ok: true; answer: SsoCallbackAnswer } | { ok: false; message: string };

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

export function readSsoCallback(parameters: SsoCallbackParameters): SsoCallbackResult {
  const { code, state, iss, error, error_description: description } = parameters;
  if (present(error)) return { ok: false, message: SSO_ERRORS.providerError(error, description) };
  if (!present(state)) return { ok: false, message: SSO_ERRORS.missingCallbackParameters };
  if (!present(code)) return { ok: false, message: SSO_ERRORS.missingCode };
  return { ok: true, answer: present(iss) ? { code, state, iss } : { code, state } };
}
