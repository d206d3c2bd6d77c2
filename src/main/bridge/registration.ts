// The registration flow's state in the main process: launchRegistration opens one registration
// window (a second call while it is open brings it forward and shares its outcome), and the
// window's own page ends it with performPostRegistrationTasks; closing the window cancels.
import type { DesktopInstall, RegistrationOutcome } from '@shared/desktop/desktop-bridge';
import type { KeyValueStore } from './key-value-store';

/** The settings store's entry: the registered install as JSON. */
export const REGISTERED_INSTALL_ENTRY = 'install.registered';

export interface RegistrationWindow {
  /** Settles when the window is gone, however it went. */
  readonly closed: Promise<void>;
  focus(): void;
  close(): void;
}

/** Opens the window showing /zd/register (Zyno Desktop: a BrowserWindow; the harness: a page). */
export type OpenRegistrationWindow = () => RegistrationWindow;

export interface Registration {
  launch(): Promise<RegistrationOutcome>;
  /** The page registered this station: keep the install, end the flow, close its window. */
  complete(install: DesktopInstall): void;
}

export function createRegistration(
  openWindow: OpenRegistrationWindow,
  settings: KeyValueStore,
): Registration {
  let pending: {
    window: RegistrationWindow;
    outcome: Promise<RegistrationOutcome>;
    settle: (outcome: RegistrationOutcome) => void;
  } | null = null;

  return {
    launch() {
      if (pending !== null) {
        pending.window.focus();
        return pending.outcome;
      }
      const window = openWindow();
      let settle: (outcome: RegistrationOutcome) => void = () => undefined;
      const outcome = new Promise<RegistrationOutcome>((resolve) => {
        settle = resolve;
      });
      const flow = { window, outcome, settle };
      pending = flow;
      void window.closed.then(() => {
        if (pending === flow) {
          pending = null;
          flow.settle({ outcome: 'cancelled' });
        }
      });
      return outcome;
    },
    complete(install) {
      settings.set(REGISTERED_INSTALL_ENTRY, JSON.stringify(install));
      const flow = pending;
      if (flow === null) return;
      pending = null;
      flow.settle({ outcome: 'registered' });
      flow.window.close();
    },
  };
}
