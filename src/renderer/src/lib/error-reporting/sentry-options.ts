// The SDK options both lazily loaded SDK modules start with: the shared options (release, tags,
// user id, scrubbing) over the scope the app reports at each event.
import {
  areaOfPath,
  errorReportingOptions,
  type ErrorReportingOptions,
} from '@shared/error-reporting/report-options';
import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import type { PageScope } from './error-reporting';

export function sentryOptions(
  dsn: string,
  scope: () => PageScope,
): ErrorReportingOptions<ErrorEvent, Breadcrumb> {
  return errorReportingOptions<ErrorEvent, Breadcrumb>(dsn, () => {
    const { pathname, ...current } = scope();
    return { ...current, area: areaOfPath(pathname) };
  });
}
