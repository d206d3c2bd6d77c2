// The sign-in feature's public pages (the login page, single sign-on's popup pages, the legal
// pages) for a browser visit that starts on one without a session: on the browser's history
// alone, without React Router, the route table or the signed-in API families. Any other address
// is the signed-in app's: the pages hand over to it (start-app.tsx).
import { createElement, useEffect, useLayoutEffect, useState, type ReactElement } from 'react';
import { authPages } from '../features/auth';
import { SignInApiProvider, type SignInApi } from '../api';
import { SuiteProvider, type LazyScreen, type Suite } from '../lib/apps';
import { HistoryNavigation, usePageLocation } from '../lib/navigation';
import { PageLoader } from './pages/page-loader';

const PUBLIC_SCREENS = new Map(
  authPages.routes.flatMap((route): [string, LazyScreen][] => {
    const screen = 'screen' in route ? route.screen : undefined;
    return screen === undefined ? [] : [[route.path, screen]];
  }),
);

/** Whether `pathname` is one of the pages this router shows. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_SCREENS.has(pathname);
}

/** Pages whose code has loaded ahead of the first render (loadPublicPage), by path. */
const pagesLoadedAhead = new Map<string, ReactElement>();

/**
 * Loads the code of the public page at `pathname` ahead of the first render, which then draws the
 * page itself rather than the loader: over a prerendered page (prerendered-page.ts), and for the
 * build's prerender (prerender-page.tsx). Null when `pathname` is not a public page.
 */
export async function loadPublicPage(pathname: string): Promise<ReactElement | null> {
  const screen = PUBLIC_SCREENS.get(pathname);
  if (screen === undefined) return null;
  const { Component } = await screen();
  const page = createElement(Component);
  pagesLoadedAhead.set(pathname, page);
  return page;
}

function pagesLoadedSoFar(): ReadonlyMap<string, Loaded> {
  return new Map([...pagesLoadedAhead].map(([path, page]) => [path, { page }]));
}

interface PublicPagesProps {
  api: SignInApi;
  suite: Suite;
  /** Called once the address is no longer a public page (after a sign-in, a link onwards). */
  onLeave: () => void;
}

type Loaded = { page: ReactElement } | { error: unknown };

/**
 * The page at the address, drawn once its code has loaded (no Suspense: React holds back what a
 * boundary reveals after its fallback, which would delay the first paint).
 */
function PublicPage({ onLeave }: { onLeave: () => void }) {
  const { pathname } = usePageLocation();
  const screen = PUBLIC_SCREENS.get(pathname);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(pagesLoadedSoFar);
  const current = loaded.get(pathname);
  // Before the browser paints the address it left for: the signed-in app draws in its place.
  useLayoutEffect(() => {
    if (screen === undefined) onLeave();
  }, [onLeave, screen]);
  useEffect(() => {
    if (screen === undefined || current !== undefined) return;
    const keep = (result: Loaded) => {
      setLoaded((pages) => new Map(pages).set(pathname, result));
    };
    screen().then(
      ({ Component }) => {
        keep({ page: createElement(Component) });
      },
      (error: unknown) => {
        keep({ error });
      },
    );
  }, [current, onLeave, pathname, screen]);
  // The app's error boundary shows and reports a page whose code failed to load.
  if (current !== undefined && 'error' in current) throw current.error;
  return current?.page ?? <PageLoader fullPage />;
}

export function PublicPages({ api, suite, onLeave }: PublicPagesProps) {
  return (
    <SignInApiProvider value={api}>
      <SuiteProvider suite={suite}>
        <HistoryNavigation>
          <PublicPage onLeave={onLeave} />
        </HistoryNavigation>
      </SuiteProvider>
    </SignInApiProvider>
  );
}
