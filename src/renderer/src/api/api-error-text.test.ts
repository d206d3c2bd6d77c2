// The one wording of failures: the server's message, the spec's text for invalid_credentials, a
// screen's own words for a code, the message of an error raised for the person, and a fallback.
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES } from './api-error';
import { API_ERROR_TEXTS, apiErrorText, UserFacingError } from './api-error-text';

describe('apiErrorText', () => {
  it("shows the server's message", () => {
    expect(apiErrorText(new ApiError(429, 'rate_limited', 'Please wait a minute.'))).toBe(
      'Please wait a minute.',
    );
  });

  it('shows the spec text for invalid_credentials, whatever the server says', () => {
    expect(apiErrorText(new ApiError(401, 'invalid_credentials', 'No.'))).toBe(
      'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.',
    );
  });

  it("uses a screen's own words for a code it names", () => {
    const conflict = new ApiError(409, 'conflict', 'Already there.');
    expect(apiErrorText(conflict, { byCode: { conflict: 'Registered already.' } })).toBe(
      'Registered already.',
    );
  });

  it("words a failure to reach the server with the client's message", () => {
    const offline = new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_ERROR_MESSAGES.network);
    expect(apiErrorText(offline)).toBe(CLIENT_ERROR_MESSAGES.network);
  });

  it('shows the message of an error raised for the person, and hides any other', () => {
    expect(apiErrorText(new UserFacingError('Not a member.'))).toBe('Not a member.');
    expect(apiErrorText(new TypeError('x is undefined'))).toBe(API_ERROR_TEXTS.unexpected);
    expect(apiErrorText('odd', { fallback: 'Could not sign in.' })).toBe('Could not sign in.');
  });
});
