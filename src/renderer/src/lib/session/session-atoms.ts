// The session as client state (jotai): who is signed in, into which tenant, and the one-shot
// logout cause. Write atoms are the only way the app starts or ends a session.
import { atom } from 'jotai';
import type { Session } from './session';

export const sessionAtom = atom<Session | null>(null);

/** The tenant the next sign-in prefers: the last session's tenant (spec §4 Session start 4). */
export const preferredTenantIdAtom = atom<string | null>(null);

/** Random id of this browser, sent with password login and renewal. */
export const browserIdAtom = atom<string>('');

/** Why the last session ended; shown once as a warning on the login page (spec §4). */
export const logoutCauseAtom = atom<string | null>(null);

export const startSessionAtom = atom(null, (_get, set, session: Session) => {
  set(sessionAtom, session);
  set(preferredTenantIdAtom, session.tenantId);
  set(logoutCauseAtom, null);
});

export const endSessionAtom = atom(null, (_get, set, cause: string | null = null) => {
  set(sessionAtom, null);
  set(logoutCauseAtom, cause);
});

export const dismissLogoutCauseAtom = atom(null, (_get, set) => {
  set(logoutCauseAtom, null);
});
