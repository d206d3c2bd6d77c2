// Zyno Desktop's main-process error reporting options, free of Electron so they are tested in
// Node: the shared options (release, scrubbing) tagged with area `main` and the station's
// registered install, read at each event from the settings store.
import type { Breadcrumb, ErrorEvent } from '@sentry/electron/main';
import {
  errorReportingOptions,
  type ErrorReportingOptions,
} from '@shared/error-reporting/report-options';
import { desktopInstallSchema, type DesktopInstall } from '@shared/desktop/desktop-bridge';
import { REGISTERED_INSTALL_ENTRY } from '../bridge/registration';
import type { KeyValueStore } from '../bridge/key-value-store';

/** `settings` is null until the stores are open (events before then carry no install). */
export function mainErrorReportingOptions(
  dsn: string,
  settings: () => KeyValueStore | null,
): ErrorReportingOptions<ErrorEvent, Breadcrumb> {
  return errorReportingOptions<ErrorEvent, Breadcrumb>(dsn, () => {
    const install = registeredInstall(settings());
    return {
      tenantId: install?.tenantId ?? null,
      installId: install?.id ?? null,
      userId: null,
      area: 'main',
      secrets: [],
    };
  });
}

function registeredInstall(settings: KeyValueStore | null): DesktopInstall | null {
  const stored = settings?.get(REGISTERED_INSTALL_ENTRY);
  if (typeof stored !== 'string') return null;
  try {
    const parsed = desktopInstallSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
