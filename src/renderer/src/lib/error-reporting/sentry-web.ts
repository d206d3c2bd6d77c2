// Fetched only when a DSN is configured, in a browser: Sentry's browser SDK, sending to the DSN.
// Not @sentry/react: its one addition at run time, reading React's version, splits React out of
// the login page's chunks (+1.3 KB gzip); the app's own boundary reports render errors.
import { captureException, init } from '@sentry/browser';
import type { PageScope, Reporter } from './error-reporting';
import { sentryOptions } from './sentry-options';

export function startSentry(dsn: string, scope: () => PageScope): Reporter {
  init(sentryOptions(dsn, scope));
  return { captureException };
}
