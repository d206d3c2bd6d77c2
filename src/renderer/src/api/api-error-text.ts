// The one way a screen turns a failure into text for the person: an API error shows the server's
// message, except for codes whose text the product fixes (spec §8: invalid_credentials) or the
// screen words itself; an error the screen raised for the person shows its own message; anything
// else (a bug, not news for the person) shows the screen's fallback.
import { isApiErrorCode, type ApiErrorCode } from '@shared/api-error-codes';
import { isApiError } from './api-error';

/** An error a screen raises with a message meant for the person ("not a member of any tenant"). */
export class UserFacingError extends Error {
  override readonly name = 'UserFacingError';
}

export const API_ERROR_TEXTS = {
  /** Spec §8: the login page's text for invalid_credentials, wherever credentials are checked. */
  invalidCredentials:
    'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

const TEXT_BY_CODE: Partial<Record<ApiErrorCode, string>> = {
  invalid_credentials: API_ERROR_TEXTS.invalidCredentials,
};

export interface ErrorTextOptions {
  /** A screen's own words for some codes (e.g. 'conflict' when registering twice). */
  byCode?: Partial<Record<ApiErrorCode, string>>;
  /** What an unforeseen failure says on this screen. */
  fallback?: string;
}

export function apiErrorText(error: unknown, options: ErrorTextOptions = {}): string {
  if (isApiError(error)) {
    const fixed = isApiErrorCode(error.code)
      ? (options.byCode?.[error.code] ?? TEXT_BY_CODE[error.code])
      : undefined;
    return fixed ?? error.message;
  }
  if (error instanceof UserFacingError) return error.message;
  return options.fallback ?? API_ERROR_TEXTS.unexpected;
}
