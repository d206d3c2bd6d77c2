// The error every API call rejects with: the HTTP status plus the `{ error: { code, message } }`
// body of the one error shape, or a client-side code when no such body could be read.
export const CLIENT_ERROR_CODES = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
  unexpectedStatus: 'unexpected_status',
} as const;

export const CLIENT_ERROR_MESSAGES = {
  network: 'Zyno could not reach the server. Please check your Internet connection and try again.',
  invalidResponse: 'The server sent an answer Zyno could not understand. Please try again later.',
  unexpectedStatus: (status: number) =>
    `The server answered with an unexpected status (${status}).`,
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** No answer the server meant (no connection, or the server in trouble), as against a refusal. */
export function isServerUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}
