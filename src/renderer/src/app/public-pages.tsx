// The sign-in feature's public pages (the login page, single sign-on's popup pages, the legal
// pages) for a browser visit that starts on one without a session: on the browser's history
// alone, without React Router, the route table or the signed-in API families.
// Any other address is the signed-in app's: the pages hand over to it (start-app.tsx).
import { createElement, lazy, Suspense, useEffect, type ReactElement } from 'react';
import { authPages } from '../features/auth';
import { SignInApiProvider, type SignInApi } from '../api';
import { SuiteProvider, type Suite } from '../lib/apps';
import { HistoryNavigation, usePageLocation } from '../lib/navigation';
import { PageLoader } from './pages/page-loader';

const PUBLIC_PAGES = new Map(
  authPages.routes.flatMap((route): [string, ReactElement][] => {
    const screen = 'screen' in route ? route.screen : undefined;
    if (screen === undefined) return [];
    const Page = lazy(async () => ({ default: (await screen()).Component }));
    return [[route.path, createElement(Page)]];
  }),
);

/** Whether `pathname` is one of the pages this router shows. */
export function isPublicPage(pathname: string): boolean {
  return PUBLIC_PAGES.has(pathname);
}

interface PublicPagesProps {
  api: SignInApi;
  suite: Suite;
  /** Called once the address is no longer a public page (after a sign-in, a link onwards). */
  onLeave: () => void;
}

function PublicPage({ onLeave }: { onLeave: () => void }) {
  const { pathname } = usePageLocation();
  const page = PUBLIC_PAGES.get(pathname);
  useEffect(() => {
    if (page === undefined) onLeave();
  }, [page, onLeave]);
  return <Suspense fallback={<PageLoader fullPage />}>{page ?? <PageLoader fullPage />}</Suspense>;
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
