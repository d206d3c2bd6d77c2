// Where the page is and how to move on, for pages that render both under the signed-in app's
// router and on the public pages' own (public-pages.tsx), which starts without React Router so
// that the login page's JavaScript stays small (docs/web-performance.md).
import { useMemo } from 'react';
import { requiredContext } from '../required-context';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (the route guard's `{ from }`). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface PageNavigation {
  location: PageLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

const navigationContext = requiredContext<PageNavigation>('PageNavigation');

export const PageNavigationProvider = navigationContext.Provider;

export function usePageLocation(): PageLocation {
  return navigationContext.use().location;
}

export function usePageNavigate(): PageNavigation['navigate'] {
  return navigationContext.use().navigate;
}

export function usePageSearchParams(): URLSearchParams {
  const { search } = usePageLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
