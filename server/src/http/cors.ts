// Cross-origin calls from Zyno Desktop. Its pages live at app://zyno (a privileged custom scheme
// in the Electron shell, src/shared/desktop/desktop-app-origin.ts) while the API families stay here, so
// the API answers that one origin — with credentials, for the refresh cookie — and its
// preflights. Every other origin is left to the browser's same-origin rules: the web app is
// served from this server and needs no CORS.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_HEADERS } from '@shared/api-headers';
import { DESKTOP_APP_ORIGIN } from '@shared/desktop/desktop-app-origin';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = ['Content-Type', 'Accept', ...Object.values(API_HEADERS)].join(', ');
/** How long a browser may reuse a preflight's answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = '600';
const API_PATH = /^\/api(\/|$)/;

/** True when the request comes from a Zyno Desktop page (by its Origin header). */
export function isDesktopAppRequest(request: FastifyRequest): boolean {
  return request.headers.origin === DESKTOP_APP_ORIGIN;
}

export function registerDesktopCors(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (API_PATH.test(request.url)) {
      if (request.headers.origin !== undefined) void reply.header('Vary', 'Origin');
      if (isDesktopAppRequest(request)) {
        // Date: the web app reads the server's clock from session answers (server-clock.ts).
        void reply
          .header('Access-Control-Allow-Origin', DESKTOP_APP_ORIGIN)
          .header('Access-Control-Allow-Credentials', 'true')
          .header('Access-Control-Expose-Headers', 'Date');
        // Answered here, before routing (a hook that replies does not call done): no route
        // needs to know about OPTIONS.
        if (isPreflight(request)) {
          answerPreflight(reply);
          return;
        }
      }
    }
    done();
  });
}

function isPreflight(request: FastifyRequest): boolean {
  return (
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
  );
}

function answerPreflight(reply: FastifyReply): void {
  void reply
    .code(204)
    .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
    .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
    .header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS)
    .send();
}
