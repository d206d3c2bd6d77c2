// The errors of single sign-on (spec §8): one code, `sso_failed`, whose details say why and whose
// message is the spec's text where it has one, so the login page can show it as it comes.
import {
  SSO_MESSAGES,
  ssoProviderErrorMessage,
  type SsoFailureDetails,
  type SsoFailureReason,
} from '@shared/sso/sso';
import { ApiError } from '../http/errors';

type ProviderAnswer = Pick<SsoFailureDetails, 'error' | 'error_description'>;

const MESSAGES: Record<Exclude<SsoFailureReason, 'provider_error' | 'exchange_failed'>, string> = {
  domain_mismatch: 'You signed in with an account outside the domains of this link.',
  missing_parameters: SSO_MESSAGES.missingCallbackParameters,
  missing_code: SSO_MESSAGES.missingCode,
  invalid_state: 'This sign-in has expired or was already used. Please start again.',
  no_account:
    'You signed in at the identity provider, but no account here matches you. Please contact your administrator.',
};

/** `message` replaces the reason's usual text. */
export function ssoFailed(
  reason: SsoFailureReason,
  answer: ProviderAnswer = {},
  message?: string,
): ApiError {
  const details: SsoFailureDetails = { reason, ...answer };
  const status = reason === 'no_account' ? 401 : 400;
  let text: string;
  if (message !== undefined) text = message;
  else if (reason === 'provider_error' || reason === 'exchange_failed') {
    text = ssoProviderErrorMessage(answer.error ?? 'server_error', answer.error_description);
  } else {
    text = MESSAGES[reason];
  }
  return new ApiError(status, 'sso_failed', text, details);
}
