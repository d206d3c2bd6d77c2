// Signed-in routes: without a session the visitor goes to /login, which remembers where they
// wanted to go. A shared station does not: the next person to sign in there starts at the
// launcher, never on the screen the previous one left open.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useInstall, useSession } from '../../lib/session';

export function RequireSession() {
  const session = useSession();
  const install = useInstall();
  const location = useLocation();
  if (session === null) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const remembered = install === null && from !== '/';
    return <Navigate to="/login" replace state={remembered ? { from } : null} />;
  }
  return <Outlet />;
}
