// The signed-in app's router as the pages' navigation (navigation.ts): its location and its
// navigate. Imported by the route table alone, so React Router stays off the public pages.
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageNavigationProvider, type NavigateOptions } from './navigation';

export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const value = useMemo(
    () => ({
      location,
      navigate: (to: string, options?: NavigateOptions) => {
        void routerNavigate(to, options);
      },
    }),
    [location, routerNavigate],
  );
  return <PageNavigationProvider value={value}>{children}</PageNavigationProvider>;
}
