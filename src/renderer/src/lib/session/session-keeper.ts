// Keeps a session alive and ends it when it should (spec §4 "Session start" 3, "Renewal, idle and
// logout", §9): every 30 s the token is checked and renewed when under 5 minutes remain; one
// renewal is shared by concurrent callers; a 401 on renewal, or a token still expired after it,
// clears the session. Idle beyond the platform's threshold (unless remember-me is unexpired or a
// component switched the timeout off), or an expired token when the window regains focus, clears
// it with the timeout message. Logout and activity travel between tabs.
import type { LoginResponse } from '@shared/auth/sign-in';
import type { createStore } from 'jotai';
import { isApiError } from '../../api';
import type { TabBroadcast } from '../tab-broadcast';
import { SESSION_MESSAGES } from './messages';
import type { Session } from './session';
import { idleTimeoutDisablersAtom } from './session-control-atoms';
import { browserIdAtom, endSessionAtom, sessionAtom } from './session-atoms';

type JotaiStore = ReturnType<typeof createStore>;

export const TOKEN_CHECK_INTERVAL_MS = 30_000;
export const RENEW_WHEN_UNDER_MS = 300_000;
/** Activity is told to other tabs at most this often. */
const ACTIVITY_BROADCAST_MS = 5_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;

export interface SessionKeeperOptions {
  store: JotaiStore;
  renew: (request: { browserId: string }) => Promise<LoginResponse>;
  idleTimeoutMs: number;
  tabs: TabBroadcast;
  /** Called after the session ends, so cached server data can be dropped. */
  onEnded: () => void;
  now?: () => number;
  target?: Window;
}

export interface SessionKeeper {
  /** Renews now, sharing one request among concurrent callers; resolves false if it ended. */
  renew(): Promise<boolean>;
  stop(): void;
}

export function startSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const { store, tabs, idleTimeoutMs, onEnded } = options;
  const now = options.now ?? Date.now;
  const target = options.target ?? window;
  let lastActivity = now();
  let lastBroadcast = 0;
  let renewal: Promise<boolean> | null = null;

  const end = (cause: string | null, { tellTabs }: { tellTabs: boolean }) => {
    if (store.get(sessionAtom) === null) return;
    store.set(endSessionAtom, cause);
    onEnded();
    if (tellTabs) tabs.post({ type: 'logout', cause });
  };

  const renew = (): Promise<boolean> => {
    renewal ??= (async () => {
      const session = store.get(sessionAtom);
      if (session === null) return false;
      try {
        const answer = await options.renew({ browserId: store.get(browserIdAtom) });
        const current = store.get(sessionAtom);
        if (current === null) return false;
        if (answer.jwt === '' || answer.expiresAt <= now()) {
          end(null, { tellTabs: false });
          return false;
        }
        store.set(sessionAtom, {
          ...current,
          jwt: answer.jwt,
          expiresAt: answer.expiresAt,
          rememberMeExpiresAt: answer.rememberMeExpiresAt,
        });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          end(null, { tellTabs: false });
          return false;
        }
        // Spec §7: other renewal errors are only logged; the next check tries again.
        console.warn('Session renewal failed; retrying at the next check.', error);
        return !isExpired(session, now());
      } finally {
        renewal = null;
      }
    })();
    return renewal;
  };

  const idleTimedOut = (session: Session) => {
    if (store.get(idleTimeoutDisablersAtom) > 0) return false;
    if (session.rememberMeExpiresAt !== null && session.rememberMeExpiresAt > now()) return false;
    return now() - lastActivity >= idleTimeoutMs;
  };

  /** The session, unless there is none or it has just ended for want of activity. */
  const activeSession = (): Session | null => {
    const session = store.get(sessionAtom);
    if (session === null) return null;
    if (idleTimedOut(session)) {
      end(SESSION_MESSAGES.idleTimeout, { tellTabs: true });
      return null;
    }
    return session;
  };

  const check = () => {
    const session = activeSession();
    if (session !== null && session.expiresAt - now() < RENEW_WHEN_UNDER_MS) void renew();
  };

  const onFocus = () => {
    const session = activeSession();
    if (session === null || !isExpired(session, now())) return;
    if (session.rememberMeExpiresAt !== null && session.rememberMeExpiresAt > now()) void renew();
    else end(SESSION_MESSAGES.idleTimeout, { tellTabs: true });
  };

  const onActivity = () => {
    lastActivity = now();
    if (lastActivity - lastBroadcast >= ACTIVITY_BROADCAST_MS && store.get(sessionAtom) !== null) {
      lastBroadcast = lastActivity;
      tabs.post({ type: 'activity', at: lastActivity });
    }
  };

  const unsubscribeTabs = tabs.subscribe((message) => {
    if (message.type === 'logout') end(message.cause, { tellTabs: false });
    else if (message.type === 'activity') lastActivity = Math.max(lastActivity, message.at);
  });
  // A session signed out here (user menu, 401) is told to the other tabs.
  let signedIn = store.get(sessionAtom) !== null;
  const unsubscribeSession = store.sub(sessionAtom, () => {
    const nowSignedIn = store.get(sessionAtom) !== null;
    if (signedIn && !nowSignedIn) tabs.post({ type: 'logout', cause: null });
    if (!signedIn && nowSignedIn) lastActivity = now();
    signedIn = nowSignedIn;
  });

  for (const event of ACTIVITY_EVENTS)
    target.addEventListener(event, onActivity, { passive: true });
  target.addEventListener('focus', onFocus);
  const interval = target.setInterval(check, TOKEN_CHECK_INTERVAL_MS);

  // Session start 3: an expired stored session with an unexpired remember-me is renewed once.
  const initial = store.get(sessionAtom);
  if (initial !== null && isExpired(initial, now())) void renew();

  return {
    renew,
    stop: () => {
      target.clearInterval(interval);
      target.removeEventListener('focus', onFocus);
      for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, onActivity);
      unsubscribeTabs();
      unsubscribeSession();
    },
  };
}

function isExpired(session: Session, now: number): boolean {
  return session.expiresAt <= now;
}
