// Zyno Desktop checks in before anything else (spec §4 "Desktop detection"): until this window
// has detected its install, every route but /zd/* goes to /zd/detect, which comes back here.
// In a browser there is nothing to detect. Every page past it can open the built-in support form.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useInstall } from '../../lib/session';
import { SupportFormHost } from '../../lib/support-widget';
import { usePlatform } from '../../platform';

export function RequireInstall() {
  const platform = usePlatform();
  const install = useInstall();
  const location = useLocation();
  if (platform.kind === 'desktop' && install === null) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/zd/detect" replace state={from === '/' ? null : { from }} />;
  }
  return (
    <>
      <Outlet />
      <SupportFormHost />
    </>
  );
}
