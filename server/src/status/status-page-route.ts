// GET /status: the human status page (runtime config `status.pageUrl`), rendered on each request
// so it is never stale; it also reloads itself every minute.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { STATUS_PAGE_PATH } from '@shared/status/platform-status';
import type { Database } from '../db/database';
import { statusPageIncidents } from './incident-store';
import { renderStatusPage, STATUS_PAGE_STYLE_HASH } from './status-page';

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src '${STATUS_PAGE_STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const statusPageRoute: FastifyPluginCallbackZod<{ database: Database }> = (
  app,
  { database },
  done,
) => {
  app.get(STATUS_PAGE_PATH, async (_request, reply) => {
    const html = renderStatusPage(await statusPageIncidents(database), new Date());
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .header('X-Content-Type-Options', 'nosniff')
      .send(html);
  });
  done();
};
