// Starts the app in the page: a browser visit that opens on a public page without a session
// (the login page above all) starts with the public pages alone and fetches the signed-in app
// when it leaves them; any other visit, and Zyno Desktop always, starts with the signed-in app.
// Both run on the same core, so a sign-in on a public page carries over as it is.
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import type { Suite } from '../lib/apps';
import { sessionAtom } from '../lib/session';
import { createAppCore, type AppCore, type AppCoreOptions } from './app-core';
import { PageLoader } from './pages/page-loader';
import { AppProviders } from './providers';
import { isPublicPage, PublicPages } from './public-pages';
import type * as SignedInAppModule from './signed-in-app';

type SignedInModule = typeof SignedInAppModule;

let signedInModule: SignedInModule | undefined;

const loadSignedInApp = async (): Promise<SignedInModule> =>
  (signedInModule ??= await import('./signed-in-app'));

/**
 * The public pages' suite: the code a sign-in lands on, the query client it keeps its answers in
 * and the access table load on demand.
 */
function publicSuite(core: AppCore): Suite {
  return {
    access: [],
    launcher: [],
    preloadSignedIn: () => {
      void core.queryClients.load();
      void loadSignedInApp().then((module) => {
        module.preloadSignedInStart();
      });
    },
    loadAccess: async () => (await loadSignedInApp()).SUITE_ACCESS,
  };
}

/** The signed-in app's element, created once, on the app's core, when first asked for. */
interface SignedInStart {
  /** The element now, if its code has loaded (ahead of a sign-in, while the password is typed). */
  ready: () => ReactElement | null;
  load: () => Promise<ReactElement>;
}

interface AppBodyProps {
  startPublic: boolean;
  signInApi: AppCore['signInApi'];
  publicSuite: Suite;
  signedInApp: SignedInStart;
}

function AppBody({ startPublic, signInApi, publicSuite, signedInApp }: AppBodyProps) {
  const [isPublic, setPublic] = useState(startPublic);
  const [signedIn, setSignedIn] = useState<ReactElement | null>(null);
  useEffect(() => {
    if (isPublic || signedIn !== null) return;
    signedInApp.load().then(setSignedIn, (error: unknown) => {
      // Thrown while rendering, for the app's error boundary to show and report.
      setSignedIn(() => {
        throw error;
      });
    });
  }, [isPublic, signedIn, signedInApp]);
  // Preloaded, the signed-in app draws in the same commit that ends the public pages.
  const leave = useCallback(() => {
    setSignedIn(signedInApp.ready());
    setPublic(false);
  }, [signedInApp]);
  if (isPublic) return <PublicPages api={signInApi} suite={publicSuite} onLeave={leave} />;
  return signedIn ?? <PageLoader fullPage />;
}

export function startApp(options: AppCoreOptions): ReactElement {
  const core = createAppCore(options);
  const startPublic =
    options.platform.kind === 'web' &&
    core.store.get(sessionAtom) === null &&
    isPublicPage(window.location.pathname);
  // Its router starts from the address the visit is at when it is first needed.
  let element: ReactElement | undefined;
  const create = (module: SignedInModule, queryClient: QueryClient) =>
    (element ??= module.createSignedInApp(core, queryClient).element);
  const signedInApp: SignedInStart = {
    ready: () => {
      const queryClient = core.queryClients.current();
      return signedInModule === undefined || queryClient === null
        ? null
        : create(signedInModule, queryClient);
    },
    load: async () => {
      const [module, queryClient] = await Promise.all([
        loadSignedInApp(),
        core.queryClients.load(),
      ]);
      return create(module, queryClient);
    },
  };
  return (
    <AppProviders core={core}>
      <AppBody
        startPublic={startPublic}
        signInApi={core.signInApi}
        publicSuite={publicSuite(core)}
        signedInApp={signedInApp}
      />
    </AppProviders>
  );
}
