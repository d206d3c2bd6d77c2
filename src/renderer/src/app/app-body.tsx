// What a started app shows, whichever way it started (start-app.tsx with its core at once,
// start-on-public-page.tsx with the core arriving after the first paint): the public pages while
// the visit is on one without a session, then the signed-in app, fetched when the visit leaves
// them (or ahead, while a password is typed). Nothing here builds the core or needs its code.
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState, type ReactElement } from 'react';
import type { SignInApi } from '../api';
import type { Suite } from '../lib/apps';
import type { QueryClients } from '../lib/query-clients';
import type { AppCore } from './app-core';
import { PageLoader } from './pages/page-loader';
import { PublicPages } from './public-pages';
import type * as SignedInAppModule from './signed-in-app';

type SignedInModule = typeof SignedInAppModule;

let signedInModule: SignedInModule | undefined;

const loadSignedInApp = async (): Promise<SignedInModule> =>
  (signedInModule ??= await import('./signed-in-app'));

/** The app's core: there at once, or arriving after the first paint. */
export interface AppCores {
  /** The core, once it exists. */
  current: () => AppCore | null;
  load: () => Promise<AppCore>;
}

/** The core of an app that started with it. */
export function existingCore(core: AppCore): AppCores {
  return { current: () => core, load: () => Promise.resolve(core) };
}

/**
 * The public pages' suite: the code a sign-in lands on, the query client it keeps its answers in
 * and the access table load on demand.
 */
export function publicSuite(queryClients: QueryClients): Suite {
  return {
    access: [],
    launcher: [],
    preloadSignedIn: () => {
      void queryClients.load();
      void loadSignedInApp().then((module) => {
        module.preloadSignedInStart();
      });
    },
    loadAccess: async () => (await loadSignedInApp()).SUITE_ACCESS,
  };
}

/** The signed-in app's element, created once, on the app's core, when first asked for. */
export interface SignedInStart {
  /** The element now, if its code, the core and its query client are there (ahead of a sign-in). */
  ready: () => ReactElement | null;
  load: () => Promise<ReactElement>;
}

export function signedInStart(cores: AppCores): SignedInStart {
  // Its router starts from the address the visit is at when it is first needed.
  let element: ReactElement | undefined;
  const create = (module: SignedInModule, core: AppCore, queryClient: QueryClient) =>
    (element ??= module.createSignedInApp(core, queryClient).element);
  return {
    ready: () => {
      const core = cores.current();
      const queryClient = core?.queryClients.current() ?? null;
      return signedInModule === undefined || core === null || queryClient === null
        ? null
        : create(signedInModule, core, queryClient);
    },
    load: async () => {
      const [module, core] = await Promise.all([loadSignedInApp(), cores.load()]);
      return create(module, core, await core.queryClients.load());
    },
  };
}

interface AppBodyProps {
  startPublic: boolean;
  signInApi: SignInApi;
  publicSuite: Suite;
  signedInApp: SignedInStart;
}

export function AppBody({ startPublic, signInApi, publicSuite, signedInApp }: AppBodyProps) {
  const [isPublic, setPublic] = useState(startPublic);
  const [signedIn, setSignedIn] = useState<ReactElement | null>(null);
  useEffect(() => {
    if (isPublic || signedIn !== null) return;
    signedInApp.load().then(
      (element) => {
        // The signed-in app's first render is the largest: a transition, drawn in slices.
        startTransition(() => {
          setSignedIn(element);
        });
      },
      (error: unknown) => {
        // Thrown while rendering, for the app's error boundary to show and report.
        setSignedIn(() => {
          throw error;
        });
      },
    );
  }, [isPublic, signedIn, signedInApp]);
  // Preloaded, the signed-in app draws in the same commit that ends the public pages.
  const leave = useCallback(() => {
    setSignedIn(signedInApp.ready());
    setPublic(false);
  }, [signedInApp]);
  if (isPublic) return <PublicPages api={signInApi} suite={publicSuite} onLeave={leave} />;
  return signedIn ?? <PageLoader fullPage />;
}
