// The options every Sentry SDK of the suite starts with (web app, Zyno Desktop's main process):
// the product version as the release, no personal data collected by the SDK, every event tagged
// with where it happened and who it happened to (user id only), then scrubbed before it leaves.
import { PRODUCT_VERSION } from '../product';
import { scrubBreadcrumb, scrubEvent } from './scrub';

/** Where in the suite an event happened, read at each event. */
export interface ErrorReportingScope {
  tenantId: string | null;
  /** The station's install, in install mode only. */
  installId: string | null;
  /** The signed-in user's id; never the name or e-mail. */
  userId: string | null;
  /** The app the page belongs to (its first path segment), or `main` for Zyno Desktop's main. */
  area: string;
  /** Values to mask wherever they appear, such as the current session's token. */
  secrets: readonly string[];
}

/** The parts of an SDK event the options fill in; the SDKs' own event types are wider. */
interface ReportEvent {
  tags?: Record<string, unknown>;
  user?: unknown;
}

export interface ErrorReportingOptions<E extends ReportEvent, B extends object> {
  dsn: string;
  release: string;
  /** The SDK would otherwise attach IP addresses, cookies and request bodies. */
  sendDefaultPii: false;
  beforeSend: (event: E) => E;
  beforeBreadcrumb: (breadcrumb: B) => B;
}

const NO_SCOPE: ErrorReportingScope = {
  tenantId: null,
  installId: null,
  userId: null,
  area: 'unknown',
  secrets: [],
};

export function errorReportingOptions<E extends ReportEvent, B extends object>(
  dsn: string,
  scope: () => ErrorReportingScope = () => NO_SCOPE,
): ErrorReportingOptions<E, B> {
  return {
    dsn,
    release: PRODUCT_VERSION,
    sendDefaultPii: false,
    beforeSend: (event) => {
      const current = scope();
      const tagged = Object.assign({}, event, {
        tags: { ...event.tags, ...errorReportingTags(current) },
        user: current.userId === null ? undefined : { id: current.userId },
      });
      return scrubEvent(tagged, current.secrets);
    },
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, scope().secrets),
  };
}

function errorReportingTags(scope: ErrorReportingScope): Record<string, string> {
  return {
    area: scope.area,
    ...(scope.tenantId === null ? {} : { tenant: scope.tenantId }),
    ...(scope.installId === null ? {} : { install: scope.installId }),
  };
}

/** The app a path belongs to, as the `area` tag names it: its first segment. */
export function areaOfPath(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? 'launcher';
}
