// A page drawn at one address that never moves: the build's prerender of a public page
// (app/prerender-page.tsx), which renders the page's HTML once, with no browser around it.
import { useMemo, type ReactNode } from 'react';
import { PageNavigationProvider } from './navigation';

export function StaticNavigation({
  pathname,
  children,
}: {
  pathname: string;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({
      location: { pathname, search: '', hash: '', state: null },
      navigate: (to: string) => {
        throw new Error(`A prerendered page cannot navigate (to ${to}).`);
      },
    }),
    [pathname],
  );
  return <PageNavigationProvider value={value}>{children}</PageNavigationProvider>;
}
