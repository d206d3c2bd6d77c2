// The HTML of a public page as a visitor without a session first sees it, rendered once at build
// time by react-dom/server (vite.prerender.ts loads this module in Node): the page's own
// components under the app's providers and theme, so that the browser paints the real page before
// any script has run. The app then draws the same page over it (prerendered-page.ts).
//
// What the render may not depend on, since the build knows none of it: the runtime configuration
// (/config.json: not provided here, so a page that reads it fails the build), a stored session or station (none here: such a
// visit hides the prerendered page until the app has drawn), the API (never called while
// rendering) and the browser (no window in Node).
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { SignInApiProvider, type SignInApi } from '../api';
import { SuiteProvider, type Suite } from '../lib/apps';
import { StaticNavigation } from '../lib/navigation';
import { createWebPlatform } from '../platform';
import { AppProviders } from './providers';
import { loadPublicPage } from './public-pages';

function unavailable(what: string): never {
  throw new Error(`A prerendered page cannot depend on ${what}: the build does not know it.`);
}

/** The API is called on a visitor's action, never while rendering: any call fails the build. */
const NO_API = new Proxy({} as SignInApi, {
  get: (_target, family) =>
    new Proxy(
      {},
      { get: (_family, call) => unavailable(`the API (${String(family)}.${String(call)})`) },
    ),
});

const NO_SUITE: Suite = {
  access: [],
  launcher: [],
  preloadSignedIn: () => undefined,
  loadAccess: () => unavailable('the route table'),
};

/** The markup of the public page at `pathname`, for the build's copy of index.html. */
export async function prerenderPublicPage(pathname: string): Promise<string> {
  const page = await loadPublicPage(pathname);
  if (page === null) throw new Error(`${pathname} is not a public page.`);
  const core = {
    options: { platform: createWebPlatform(false) },
    store: createStore(),
    queryClients: { current: () => null, load: () => unavailable('the query client') },
  };
  return renderToString(
    <AppProviders core={core}>
      <SignInApiProvider value={NO_API}>
        <SuiteProvider suite={NO_SUITE}>
          <StaticNavigation pathname={pathname}>{page}</StaticNavigation>
        </SuiteProvider>
      </SignInApiProvider>
    </AppProviders>,
  );
}
