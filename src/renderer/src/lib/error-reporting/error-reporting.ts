// Error reporting in the web app and Zyno Desktop's pages (docs/error-reporting.md). Nothing of
// it beyond this module loads unless /config.json names a DSN; then the SDK module for the
// platform is fetched.
import type { ErrorReportingScope } from '@shared/error-reporting/report-options';
import type { RuntimeConfig } from '@shared/runtime-config';
import type { createStore } from 'jotai';
import { installAtom, sessionAtom } from '../session';

export interface ErrorReportingStart {
  config: RuntimeConfig;
  platformKind: 'web' | 'desktop';
  /** The app's store: each event is tagged with the session and install at that moment. */
  store: ReturnType<typeof createStore>;
  /** Where the page is, for the `area` tag. */
  location: Pick<Location, 'pathname'>;
}

/** What the SDK modules are told at each event: the scope, with the page's path for its area. */
export type PageScope = Omit<ErrorReportingScope, 'area'> & { pathname: string };

/** What the app reports through once an SDK is loaded. */
export interface Reporter {
  captureException(error: unknown, hint?: { extra?: Record<string, unknown> }): string;
}

/** One per page, as the SDK's own client is. */
let reporter: Promise<Reporter> | null = null;

/** Starts error reporting when configured; resolves once the SDK is ready (at once when off). */
export function startErrorReporting(start: ErrorReportingStart): Promise<void> {
  const { dsn } = start.config.errorReporting;
  if (dsn === null || reporter !== null) return Promise.resolve();
  const scope = () => pageScope(start);
  const sdk =
    start.platformKind === 'desktop' ? import('./sentry-desktop') : import('./sentry-web');
  reporter = sdk.then(({ startSentry }) => startSentry(dsn, scope));
  return reporter.then(
    () => undefined,
    (error: unknown) => {
      reporter = null;
      console.warn('Zyno: error reporting could not start.', error);
    },
  );
}

/** Reports an error the app caught itself (the root boundary, a screen's error page). */
export function reportError(error: unknown, componentStack?: string): void {
  void reporter?.then((sdk) =>
    sdk.captureException(
      error,
      componentStack === undefined ? undefined : { extra: { componentStack } },
    ),
  );
}

function pageScope({ store, location }: ErrorReportingStart): PageScope {
  const session = store.get(sessionAtom);
  const install = store.get(installAtom);
  return {
    tenantId: session?.tenantId ?? install?.tenantId ?? null,
    installId: install?.id ?? null,
    userId: session?.userId ?? null,
    pathname: location.pathname,
    secrets: session === null ? [] : [session.jwt],
  };
}
