// Where the login page goes after sign-in (spec §4 Login): back to the address the visitor was
// sent away from, if the new session may reach it, else the launcher at '/'. The route guard
// puts that address into the navigation state as `{ from }`; the access table is the suite's.
import { canReachPath, type AccessContext, type RouteAccessEntry } from '@shared/route-access';
import * as z from 'zod/mini';

const fromStateSchema = z.object({ from: z.string().check(z.startsWith('/')) });

export function loginDestination(
  state: unknown,
  context: AccessContext,
  table: readonly RouteAccessEntry[],
): string {
  const parsed = fromStateSchema.safeParse(state);
  if (!parsed.success) return '/';
  // Resolved against a dummy origin only to split off query and hash; '//host' stays ours.
  const url = new URL(parsed.data.from, 'http://zyno.invalid');
  if (url.origin !== 'http://zyno.invalid' || url.pathname.startsWith('/login')) return '/';
  return canReachPath(table, url.pathname, context)
    ? `${url.pathname}${url.search}${url.hash}`
    : '/';
}
