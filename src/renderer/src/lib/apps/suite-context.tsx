// What app/ composes from the list of apps and hands to features that cannot import it: every
// route's access (the route guard, the launcher and sign-in's way back agree on it) and the
// launcher's entries, and a way to fetch the signed-in start's code ahead of a sign-in.
import type { RouteAccessEntry } from '@shared/route-access';
import { createContext, useContext, type ReactNode } from 'react';
import type { AppIdentity } from './app-declaration';

export interface LauncherLink {
  label: string;
  path: string;
}

export interface LauncherEntry extends LauncherLink {
  app: AppIdentity;
  subItems: readonly LauncherLink[];
}

export interface Suite {
  access: readonly RouteAccessEntry[];
  /** In the order of the list of apps. */
  launcher: readonly LauncherEntry[];
  /** Fetches the code a sign-in lands on (the shell and the launcher) before it is needed. */
  preloadSignedIn: () => void;
  /**
   * `access`, once the code that declares it has loaded: the public pages start without the
   * route table and fetch it with the signed-in app when sign-in needs its way back.
   */
  loadAccess: () => Promise<readonly RouteAccessEntry[]>;
}

// Without a provider nothing is reachable and the launcher is empty: a screen rendered on its own,
// as in a feature's test, denies rather than guesses.
const SuiteContext = createContext<Suite>({
  access: [],
  launcher: [],
  preloadSignedIn: () => undefined,
  loadAccess: () => Promise.resolve([]),
});

export function SuiteProvider({ suite, children }: { suite: Suite; children: ReactNode }) {
  return <SuiteContext value={suite}>{children}</SuiteContext>;
}

export function useSuite(): Suite {
  return useContext(SuiteContext);
}
