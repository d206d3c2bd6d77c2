// Fetched only when error reporting is on, in Zyno Desktop: the renderer SDK, which has no DSN
// and sends its events to the main process (src/main/error-reporting), which scrubs them again.
import { captureException, init } from '@sentry/electron/renderer';
import type { PageScope, Reporter } from './error-reporting';
import { sentryOptions } from './sentry-options';

export function startSentry(dsn: string, scope: () => PageScope): Reporter {
  const { beforeSend, beforeBreadcrumb, sendDefaultPii } = sentryOptions(dsn, scope);
  init({ beforeSend, beforeBreadcrumb, sendDefaultPii });
  return { captureException };
}
