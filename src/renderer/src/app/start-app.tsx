// Starts the app in the page: a browser visit that opens on a public page without a session
// (the login page above all) starts with the public pages alone and fetches the signed-in app
// when it leaves them; any other visit, and Zyno Desktop always, starts with the signed-in app.
// Both run on the same core, so a sign-in on a public page carries over as it is.
import { useCallback, useEffect, useState, type ReactElement } from 'react';
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

interface AppBodyProps {
  startPublic: boolean;
  signInApi: AppCore['signInApi'];
  /** The signed-in app's element, created once, on first call, on the app's core. */
  signedInApp: () => Promise<ReactElement>;
}

function AppBody({ startPublic, signInApi, signedInApp }: AppBodyProps) {
  const [isPublic, setPublic] = useState(startPublic);
  const [signedIn, setSignedIn] = useState<ReactElement | null>(null);
  useEffect(() => {
    if (isPublic) return;
    signedInApp().then(setSignedIn, (error: unknown) => {
      // Thrown while rendering, for the app's error boundary to show and report.
      setSignedIn(() => {
        throw error;
      });
    });
  }, [isPublic, signedInApp]);
  const leave = useCallback(() => {
    setPublic(false);
  }, []);
  if (isPublic) return <PublicPages api={signInApi} suite={PUBLIC_SUITE} onLeave={leave} />;
  return signedIn ?? <PageLoader fullPage />;
}

export function startApp(options: AppCoreOptions): ReactElement {
  const core = createAppCore(options);
  const startPublic =
    options.platform.kind === 'web' &&
    core.store.get(sessionAtom) === null &&
    isPublicPage(window.location.pathname);
  // Its router starts from the address the visit is at when it is first needed.
  let signedIn: Promise<ReactElement> | undefined;
  const signedInApp = () =>
    (signedIn ??= loadSignedInApp().then((module) => module.createSignedInApp(core).element));
  return (
    <AppProviders core={core}>
      <AppBody startPublic={startPublic} signInApi={core.signInApi} signedInApp={signedInApp} />
    </AppProviders>
  );
}
