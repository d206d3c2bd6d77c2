// The shape shared by every call that opens or renews a session (password, renewal, single
// sign-on, a station's credentials or fingerprint): a POST whose answer sets the refresh cookie,
// so credentials travel with it, and whose body is a login response, its expiries moved onto
// this machine's clock (server-clock.ts).
import { loginResponseSchema, type LoginResponse } from '@shared/auth/sign-in';
import type { HttpClient } from './http-client';
import { onThisMachinesClock, serverTimeFrom } from './server-clock';

/** A call that opens or renews a session with `Request` as its body. */
export type SessionCall<Request> = (request: Request) => Promise<LoginResponse>;

export async function requestSession(
  client: HttpClient,
  path: string,
  body: unknown,
): Promise<LoginResponse> {
  const answer = await client.requestWithHeaders(
    { method: 'POST', path, body, withCredentials: true },
    loginResponseSchema,
  );
  return onThisMachinesClock(answer.body, serverTimeFrom(answer.headers), Date.now());
}
