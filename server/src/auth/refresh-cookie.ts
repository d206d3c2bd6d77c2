// The refresh cookie: httpOnly, SameSite=Strict, sent only to the auth family's paths. With
// remember me it outlives the browser session; otherwise the browser drops it on exit.
// Zyno Desktop's pages (app://zyno) call this server across sites, where a Strict cookie is never
// sent: for them it is SameSite=None, which browsers accept only with Secure — over https, or
// plain http to a loopback address, which Chromium counts as potentially trustworthy. CORS
// (http/cors.ts) lets only that origin read the answers.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_FAMILY_PREFIXES } from '@shared/runtime-config';
import { isDesktopAppRequest } from '../http/cors';
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
    ...cookieAttributes(request),
    ...(session.rememberMe ? { expires: session.expiresAt } : {}),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieAttributes(request));
}

function cookieAttributes(request: FastifyRequest): CookieSerializeOptions {
  const base = { path: COOKIE_PATH, httpOnly: true };
  if (isDesktopAppRequest(request)) return { ...base, sameSite: 'none', secure: true };
  return { ...base, sameSite: 'strict', secure: request.protocol === 'https' };
}
