// The shape shared by every call that opens or renews a session (password, renewal, single
// sign-on, a station's credentials or fingerprint): a POST whose answer sets the refresh cookie,
// so credentials travel with it, and whose body is a login response.
import { loginResponseSchema, type LoginResponse } from '@shared/auth/sign-in';
import type { HttpClient } from './http-client';

/** A call that opens or renews a session with `Request` as its body. */
export type SessionCall<Request> = (request: Request) => Promise<LoginResponse>;

export function requestSession(
  client: HttpClient,
  path: string,
  body: unknown,
): Promise<LoginResponse> {
  return client.request({ method: 'POST', path, body, withCredentials: true }, loginResponseSchema);
}
