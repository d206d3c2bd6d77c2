// Wires the session atoms to client storage: loads the stored session at start (spec §4
// Session start 1–2) and writes every later change back. Renewal is the session keeper's.
import type { createStore } from 'jotai';
import { loadBrowserId } from './browser-id';
import { clearStoredSession, loadStoredSession, writeStoredSession } from './session';
import {
  browserIdAtom,
  logoutCauseAtom,
  preferredTenantIdAtom,
  sessionAtom,
} from './session-atoms';
import { SESSION_KEYS } from './storage-keys';

type JotaiStore = ReturnType<typeof createStore>;

export interface SessionStoreOptions {
  store: JotaiStore;
  /** Where the session lives: localStorage in a browser, sessionStorage in install mode. */
  storage: Storage;
  /** Where the browser id lives; always persistent. */
  persistentStorage: Storage;
  now?: () => number;
}

/** Loads the stored session into `store` and persists its changes; returns the unsubscribe. */
export function initSessionStore({
  store,
  storage,
  persistentStorage,
  now = Date.now,
}: SessionStoreOptions): () => void {
  const stored = loadStoredSession(storage, now());
  // An expired session with an unexpired remember-me is offered as is: the session keeper
  // renews it once at start (spec §4 Session start 3).
  store.set(sessionAtom, stored.kind === 'none' ? null : stored.session);
  store.set(preferredTenantIdAtom, storage.getItem(SESSION_KEYS.tenantId));
  store.set(browserIdAtom, loadBrowserId(persistentStorage));

  // The logout cause is read once: it moves from storage into memory at start.
  store.set(logoutCauseAtom, storage.getItem(SESSION_KEYS.logoutCause));
  storage.removeItem(SESSION_KEYS.logoutCause);

  return store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    if (session === null) clearStoredSession(storage, { keepTenant: true });
    else writeStoredSession(storage, session);
  });
}
