// Sign-in activity for a tenant's administrators (admin screen /admin/iam/sign-ins): one page of
// attempts, newest first, behind an opaque keyset cursor; or all of them as a CSV download.
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  SIGN_IN_ACTIVITY_PATHS,
  signInActivityFiltersSchema,
  signInActivityPageSchema,
  signInActivityQuerySchema,
} from '@shared/sign-in-activity/sign-in-activity';
import { tenantAdminContext } from '../auth/request-context';
import { decodeCursor, keysetPage } from '../http/keyset-cursor';
import { tenantRoutes } from '../http/tenant-routes';
import { signInActivityCsv } from './sign-in-activity-csv';
import { listSignInAttempts } from './sign-in-activity-store';

const cursorSchema = z.object({
  at: z.iso.datetime(),
  id: z.string().regex(/^\d{1,19}$/),
});

export const signInActivityRoutes = tenantRoutes((app, deps) => {
  const { database } = deps;

  const page = {
    querystring: signInActivityQuerySchema,
    response: { 200: signInActivityPageSchema },
  };
  app.get(SIGN_IN_ACTIVITY_PATHS.list, { schema: page }, async (request) => {
    const { tenantId } = tenantAdminContext(request);
    const { cursor, limit, ...filters } = request.query;
    const after = cursor === undefined ? null : decodeCursor(cursor, cursorSchema);
    const rows = await listSignInAttempts(database, tenantId, {
      filters,
      after,
      limit: limit + 1,
    });
    return keysetPage(rows, limit);
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
});
