// Sign-in activity for a tenant's administrators (admin screen /admin/iam/sign-ins): one page of
// attempts, newest first, behind an opaque keyset cursor; or all of them as a CSV download.
import { Readable } from 'node:stream';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SIGN_IN_ACTIVITY_PATHS,
  signInActivityFiltersSchema,
  signInActivityPageSchema,
  signInActivityQuerySchema,
} from '@shared/sign-in-activity/sign-in-activity';
import { requireTenant, tenantAdminContext } from '../auth/request-context';
import { validationFailed } from '../http/errors';
import type { ModuleDependencies } from '../http/module';
import { signInActivityCsv } from './sign-in-activity-csv';
import { listSignInAttempts, type AttemptCursor } from './sign-in-activity-store';

const cursorSchema = z.object({
  at: z.iso.datetime(),
  id: z.string().regex(/^\d{1,19}$/),
});

function encodeCursor(cursor: AttemptCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): AttemptCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const cursor = cursorSchema.safeParse(parsed);
  if (!cursor.success) {
    const message = 'Send the nextCursor of the previous page.';
    throw validationFailed(`cursor: ${message}`, [
      { path: 'cursor', code: 'invalid_cursor', message },
    ]);
  }
  return cursor.data;
}

export const signInActivityRoutes: FastifyPluginCallbackZod<ModuleDependencies> = (
  app,
  deps,
  done,
) => {
  const { database } = deps;
  requireTenant(app, deps);

  const page = {
    querystring: signInActivityQuerySchema,
    response: { 200: signInActivityPageSchema },
  };
  app.get(SIGN_IN_ACTIVITY_PATHS.list, { schema: page }, async (request) => {
    const { tenantId } = tenantAdminContext(request);
    const { cursor, limit, ...filters } = request.query;
    const after = cursor === undefined ? null : decodeCursor(cursor);
    // One more than asked tells whether a next page exists without counting.
    const rows = await listSignInAttempts(database, tenantId, {
      filters,
      after,
      limit: limit + 1,
    });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(({ cursor: _cursor, ...attempt }) => attempt),
      nextCursor: rows.length > limit && last !== undefined ? encodeCursor(last.cursor) : null,
    };
  });

  app.get(
    SIGN_IN_ACTIVITY_PATHS.export,
    { schema: { querystring: signInActivityFiltersSchema } },
    (request, reply) => {
      const { tenantId } = tenantAdminContext(request);
      const csv = Readable.from(signInActivityCsv(database, tenantId, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sign-in-activity.csv"')
        .send(csv);
    },
  );
  done();
};
