// Sentry in Zyno Desktop's main process (docs/error-reporting.md): off without a DSN
// (ZYNO_SENTRY_DSN). The pages' renderer SDK sends through this process over the preload's IPC
// (no custom protocol: app:// is the one privileged scheme), and every event is scrubbed here.
import { init, IPCMode } from '@sentry/electron/main';
import type { KeyValueStore } from '../bridge/key-value-store';
import { mainErrorReportingOptions } from './main-options';

/** Before the app is ready, so start-up failures are reported too. */
export function startMainErrorReporting(
  dsn: string | null,
  settings: () => KeyValueStore | null,
): void {
  if (dsn === null) return;
  init({ ...mainErrorReportingOptions(dsn, settings), ipcMode: IPCMode.Classic });
}
