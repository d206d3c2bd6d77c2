// The options every Sentry SDK of the suite starts with (web app, Zyno Desktop's main process):
// the product version as the release, no personal data collected by the SDK, and every event and
// breadcrumb scrubbed before it leaves.
import { PRODUCT_VERSION } from '../product';
import { scrubBreadcrumb, scrubEvent } from './scrub';

export interface ErrorReportingOptions<E extends object, B extends object> {
  dsn: string;
  release: string;
  /** The SDK would otherwise attach IP addresses, cookies and request bodies. */
  sendDefaultPii: false;
  beforeSend: (event: E) => E;
  beforeBreadcrumb: (breadcrumb: B) => B;
}

/**
 * `knownSecrets` is asked at each event for values to mask wherever they appear, such as the
 * current session's token.
 */
export function errorReportingOptions<E extends object, B extends object>(
  dsn: string,
  knownSecrets: () => readonly string[] = () => [],
): ErrorReportingOptions<E, B> {
  return {
    dsn,
    release: PRODUCT_VERSION,
    sendDefaultPii: false,
    beforeSend: (event) => scrubEvent(event, knownSecrets()),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, knownSecrets()),
  };
}

/** Where in the suite an event happened: the tags every event carries (user id goes as user). */
export interface ErrorReportingScope {
  tenantId: string | null;
  /** The station's install, in install mode only. */
  installId: string | null;
  /** `web`, `desktop-main` or `desktop-renderer`, and the app the user is in. */
  area: string;
}

export function errorReportingTags(scope: ErrorReportingScope): Record<string, string> {
  return {
    area: scope.area,
    ...(scope.tenantId === null ? {} : { tenant: scope.tenantId }),
    ...(scope.installId === null ? {} : { install: scope.installId }),
  };
}
