// Starts the app with its core at once: a browser visit that opens on a public page without a
// session starts with the public pages alone and fetches the signed-in app when it leaves them;
// any other visit, and Zyno Desktop always, starts with the signed-in app (app-body.tsx). A visit
// to the login page without a session or station starts before this module arrives
// (start-on-public-page.tsx), and takes its core from here.
import type { ReactElement } from 'react';
import { sessionAtom } from '../lib/session';
import { AppBody, existingCore, publicSuite, signedInStart } from './app-body';
import { createAppCore, type AppCoreOptions } from './app-core';
import { AppProviders } from './providers';
import { isPublicPage } from './public-pages';

export { createAppCore } from './app-core';
export { parseRuntimeConfig } from '../lib/runtime-config';

export function startApp(options: AppCoreOptions): ReactElement {
  const core = createAppCore(options);
  const startPublic =
    options.platform.kind === 'web' &&
    core.store.get(sessionAtom) === null &&
    isPublicPage(window.location.pathname);
  return (
    <AppProviders core={core}>
      <AppBody
        startPublic={startPublic}
        signInApi={core.signInApi}
        publicSuite={publicSuite(core.queryClients)}
        signedInApp={signedInStart(existingCore(core))}
      />
    </AppProviders>
  );
}
