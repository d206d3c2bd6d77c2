// Turns a failed login step into the text of the error box (spec §8): invalid_credentials has
// the spec's wording, any other server error shows the server's message.
import type { ApiErrorCode } from '@shared/api-error';
import { isApiError } from '../../api';
import { LOGIN_MESSAGES } from './messages';

/** A login failure the page itself detects, with a message meant for the user. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
}

const INVALID_CREDENTIALS: ApiErrorCode = 'invalid_credentials';

export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    return error.code === INVALID_CREDENTIALS ? LOGIN_MESSAGES.invalidCredentials : error.message;
  }
  if (error instanceof LoginError) return error.message;
  return LOGIN_MESSAGES.unexpected;
}
