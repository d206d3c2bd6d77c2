// A browser visit that opens on a public page (the login page above all) with no session, no
// logout cause to show and no Zyno Desktop: the page is drawn, and takes input, before the app's
// core exists (issue 17: the login page's first paint without the core's code and zod). The core
// (app-core.ts: the session store, the keepers, the sign-in API and the configuration it is
// built from) arrives a moment later on the store the page was drawn on; until then the page's
// calls (the e-mail step's Next) wait for it. The public pages read nothing else of the core
// while they draw (the build's prerender draws them with none of it: prerender-page.tsx).
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { deferredSignInApi } from '../api';
import type { QueryClients } from '../lib/query-clients';
import { SESSION_KEYS } from '../lib/session';
import { hasDesktopBridge, type Platform } from '../platform';
import { AppBody, publicSuite, signedInStart, type AppCores } from './app-body';
import type { AppCore } from './app-core';
import { AppProviders } from './providers';
import { isPublicPage } from './public-pages';

/**
 * Whether this visit may start before its core: a public address in a browser whose storage
 * holds no session and no logout cause (the start would have to read either first), the same
 * test the prerendered page's guard makes (vite.prerender.ts).
 */
export function startsOnPublicPage(target: {
  location: { pathname: string };
  localStorage: Storage;
}): boolean {
  if (hasDesktopBridge(target)) return false;
  if (!isPublicPage(target.location.pathname)) return false;
  try {
    const storage = target.localStorage;
    return (
      storage.getItem(SESSION_KEYS.jwt) === null &&
      storage.getItem(SESSION_KEYS.logoutCause) === null
    );
  } catch {
    // Storage the browser refuses to open: the regular start says what that means.
    return false;
  }
}

/** The core as the public pages see it before it exists; `arrive` or `fail` settles it. */
export interface ArrivingCore extends AppCores {
  arrive: (core: AppCore) => void;
  fail: (error: unknown) => void;
}

function arrivingCore(): ArrivingCore {
  let core: AppCore | null = null;
  let arrive: (core: AppCore) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const arrived = new Promise<AppCore>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  // A core that never arrives is the start's to show (the boot error page), not a rejection
  // nobody handled.
  arrived.catch(() => undefined);
  return {
    current: () => core,
    load: () => arrived,
    arrive: (arriving) => {
      core = arriving;
      arrive(arriving);
    },
    fail,
  };
}

export interface PublicPageStart {
  /** The app to render now. */
  element: ReactElement;
  /** The store the page is drawn on, for the core to take over. */
  store: ReturnType<typeof createStore>;
  core: ArrivingCore;
}

/** The public pages on `platform`, their calls waiting for the core. */
export function startOnPublicPage(platform: Platform): PublicPageStart {
  const store = createStore();
  const core = arrivingCore();
  const queryClients: QueryClients = {
    current: () => core.current()?.queryClients.current() ?? null,
    load: async () => (await core.load()).queryClients.load(),
  };
  const signInApi = deferredSignInApi(async () => (await core.load()).signInApi);
  const element = (
    <AppProviders core={{ store, queryClients, options: { platform } }}>
      <AppBody
        startPublic
        signInApi={signInApi}
        publicSuite={publicSuite(queryClients)}
        signedInApp={signedInStart(core)}
      />
    </AppProviders>
  );
  return { element, store, core };
}
