// Starts the app in the page: a browser visit that opens on a public page without a session
// (the login page above all) starts with the public pages alone and fetches the signed-in app
// when it leaves them; any other visit, and Zyno Desktop always, starts with the signed-in app.
// Both run on the same core, so a sign-in on a public page carries over as it is.
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import type { Suite } from '../lib/apps';
import { sessionAtom } from '../lib/session';
import { createAppCore, type AppCore, type AppCoreOptions } from './app-core';
import { PageLoader } from './pages/page-loader';
import { AppProviders } from './providers';
import { isPublicPage, PublicPages } from './public-pages';

const loadSignedInApp = () => import('./signed-in-app');

/** The public pages' suite: the code a sign-in lands on and the access table load on demand. */
const PUBLIC_SUITE: Suite = {
  access: [],
  launcher: [],
  preloadSignedIn: () => {
    void loadSignedInApp().then((module) => {
      module.preloadSignedInStart();
    });
  },
  loadAccess: async () => (await loadSignedInApp()).SUITE_ACCESS,
};

function AppBody({ core, startPublic }: { core: AppCore; startPublic: boolean }) {
  const [isPublic, setPublic] = useState(startPublic);
  // Created once, when first needed: its router starts from the address the public pages left.
  const [SignedIn] = useState(() =>
    lazy(async () => {
      const app = (await loadSignedInApp()).createSignedInApp(core);
      return { default: () => app.element };
    }),
  );
  const leave = useCallback(() => {
    setPublic(false);
  }, []);
  if (isPublic) return <PublicPages api={core.signInApi} suite={PUBLIC_SUITE} onLeave={leave} />;
  return (
    <Suspense fallback={<PageLoader fullPage />}>
      <SignedIn />
    </Suspense>
  );
}

export function startApp(options: AppCoreOptions): ReactElement {
  const core = createAppCore(options);
  const startPublic =
    options.platform.kind === 'web' &&
    core.store.get(sessionAtom) === null &&
    isPublicPage(window.location.pathname);
  return (
    <AppProviders core={core}>
      <AppBody core={core} startPublic={startPublic} />
    </AppProviders>
  );
}
