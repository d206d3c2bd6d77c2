// Permission-gated and admin routes (spec §2): the current path must be reachable with the
// user's permissions and tenant, following redirects to their target.
import { canReachPath } from '@shared/route-access';
import { Outlet, useLocation } from 'react-router';
import { PermissionsFailedMessage, useAccessState } from '../../lib/session';
import { ForbiddenPage } from '../pages/forbidden-page';
import { PageLoader } from '../pages/page-loader';
import { SUITE } from '../suite';

export function RequireAccess() {
  const access = useAccessState();
  const { pathname } = useLocation();

  if (access.status === 'loading') return <PageLoader />;
  if (access.status === 'error') return <PermissionsFailedMessage order={1} />;
  if (!canReachPath(SUITE.access, pathname, access.context)) return <ForbiddenPage />;
  return <Outlet />;
}
