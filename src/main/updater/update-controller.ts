// When Zyno Desktop checks for, downloads and installs updates: a check at start and every few
// hours, downloads in the background, the user told once per downloaded version and asked whether
// to restart now; otherwise the update installs when the app quits. Failures are logged and the
// next scheduled check tries again — an update problem never stops a station. Electron-free:
// electron-updater-source.ts is the source, updater/index.ts adds a native dialog.

export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;

export interface UpdateSource {
  /**
   * Checks the feed and, when a newer version exists, downloads and verifies it: resolves with
   * that version, or null when there is nothing newer; rejects when the check, the download or
   * its verification fails.
   */
  checkForUpdates(): Promise<string | null>;
  /** Quits the app, installs the downloaded update and starts the new version. */
  quitAndInstall(): void;
}

export type RestartAnswer = 'restart-now' | 'later';

export interface UpdateControllerOptions {
  source: UpdateSource;
  /** Tells the user a downloaded version is ready; resolves with their choice. */
  askToRestart: (version: string) => Promise<RestartAnswer>;
  log: { info(message: string): void; warn(message: string, error?: unknown): void };
  intervalMs?: number;
  timers?: {
    setInterval(callback: () => void, ms: number): unknown;
    clearInterval(handle: unknown): void;
  };
}

export interface UpdateController {
  /** First check now, then one every interval. */
  start(): void;
  stop(): void;
  /** A check outside the schedule (the user asked). */
  checkNow(): Promise<void>;
  /** Installs the downloaded update now; false when nothing is downloaded. */
  installNow(): boolean;
}

export function createUpdateController(options: UpdateControllerOptions): UpdateController {
  const { source, askToRestart, log } = options;
  const intervalMs = options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS;
  const timers = options.timers ?? {
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => {
      clearInterval(handle as ReturnType<typeof setInterval>);
    },
  };
  let schedule: unknown;
  let checking: Promise<void> | null = null;
  let readyVersion: string | null = null;

  const installNow = (): boolean => {
    if (readyVersion === null) return false;
    try {
      source.quitAndInstall();
      return true;
    } catch (error) {
      log.warn('Installing the update failed; it installs when the app quits.', error);
      return false;
    }
  };

  const downloaded = async (version: string): Promise<void> => {
    // Set before asking: checks stop here, so each downloaded version is announced once.
    readyVersion = version;
    log.info(`Zyno Desktop ${version} is downloaded and installs when the app quits.`);
    let answer: RestartAnswer;
    try {
      answer = await askToRestart(version);
    } catch (error) {
      log.warn('Could not ask about restarting; the update installs when the app quits.', error);
      return;
    }
    if (answer === 'restart-now') installNow();
  };

  const check = (): Promise<void> => {
    // A downloaded update installs on quit; checking again would only fetch it again.
    if (readyVersion !== null) return Promise.resolve();
    if (checking !== null) return checking;
    checking = source
      .checkForUpdates()
      .then((version) => (version === null ? undefined : downloaded(version)))
      .catch((error: unknown) => {
        log.warn('Updating failed; trying again at the next check.', error);
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  return {
    start() {
      if (schedule !== undefined) return;
      schedule = timers.setInterval(() => {
        void check();
      }, intervalMs);
      void check();
    },
    stop() {
      if (schedule === undefined) return;
      timers.clearInterval(schedule);
      schedule = undefined;
    },
    checkNow: check,
    installNow,
  };
}
