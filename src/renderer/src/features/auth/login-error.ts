// How the login steps word a failure (spec §8): apiErrorText (the spec's text for
// invalid_credentials, else the server's message in the error box), with the login's own words
// for a failure nobody foresaw.
import { apiErrorText } from '../../api';
import { LOGIN_MESSAGES } from './messages';

export function loginErrorText(error: unknown): string {
  return apiErrorText(error, { fallback: LOGIN_MESSAGES.unexpected });
}
