// The refresh cookie: httpOnly, SameSite=Strict, sent only to the auth family's paths. With
// remember me it outlives the browser session; otherwise the browser drops it on exit.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import type { RefreshSession } from './refresh-sessions';

export const REFRESH_COOKIE = 'zyno_refresh';
const COOKIE_PATH = API_FAMILY_PREFIXES.auth;

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value === '' ? undefined : value;
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: RefreshSession,
): void {
  // A renewal within the grace period keeps the cookie the browser has.
  if (session.token === null) return;
  reply.setCookie(REFRESH_COOKIE, session.token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    ...(session.rememberMe ? { expires: session.expiresAt } : {}),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}
