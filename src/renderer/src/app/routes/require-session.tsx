// Signed-in routes: without a session the visitor goes to /login, which remembers where they
// wanted to go.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';

export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session === null) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={from === '/' ? null : { from }} />;
  }
  return <Outlet />;
}
