// The OpenReplay tracker with assist (integrations.md "Session replay — OpenReplay"), set up so
// that no secret is recorded and no agent calls or takes control without the person's consent.
// Only ever loaded by a dynamic import, once the runtime configuration turns replay on.
import Tracker, { SanitizeLevel } from '@openreplay/tracker';
import trackerAssist from '@openreplay/tracker-assist';
import type { createStore } from 'jotai';
import type { sessionAtom } from '../session';
import { SESSION_REPLAY_MESSAGES as M } from './messages';

/**
 * Spec §9's assist constants. tracker-assist 11.0.13 builds them in (socket reconnection 30
 * attempts from 1 s to 25 s, the 30 s call-consent timeout, the 10000-message split, canvas at
 * 30 fps checked every 5 s); only compression is an option, set here to the same value.
 */
const ASSIST_SETTINGS = { compressionEnabled: true, compressionMinBatchSize: 5000 } as const;

/** The metadata key replays are searched by tenant with. */
export const TENANT_METADATA = 'tenantId';

/** The tracker's input modes (its `InputMode`, not exported): obscured keeps only the length. */
const INPUT_MODE_OBSCURED = 1;

export interface ReplayTracker {
  /** Null until the ingest has answered the start, and while the tracker is stopped. */
  sessionId(): string | null;
}

/**
 * Starts recording, and names each person who signs in by account and tenant id (never e-mail).
 * Sign-out ends the recording; the next sign-in starts a new one, so two people at one station
 * never share a replay (or the replay-session header).
 */
export function startReplayTracker(options: {
  projectKey: string;
  ingestPoint: string;
  store: ReturnType<typeof createStore>;
  /** Handed in rather than imported, so the session's atoms stay in the entry chunk. */
  sessionAtom: typeof sessionAtom;
}): ReplayTracker {
  const tracker = new Tracker({
    projectKey: options.projectKey,
    ingestPoint: options.ingestPoint,
    // Its check refuses anything but https; Zyno also runs on http on a LAN and on app:// in Zyno Desktop.
    __DISABLE_SECURE_MODE: window.location.protocol !== 'https:',
    defaultInputMode: INPUT_MODE_OBSCURED,
    obscureInputNumbers: true,
    obscureInputEmails: true,
    obscureTextEmails: true,
    // A password field stays hidden even after its eye button turns it into a text field.
    domSanitizer: (node) =>
      node instanceof HTMLInputElement && node.type === 'password'
        ? SanitizeLevel.Hidden
        : SanitizeLevel.Plain,
    // Headers carry the bearer token and tenant ids; bodies carry passwords and PINs.
    network: {
      capturePayload: false,
      ignoreHeaders: true,
      sessionTokenHeader: false,
      failuresOnly: false,
      captureInIframes: false,
    },
  });
  tracker.use(
    trackerAssist({
      ...ASSIST_SETTINGS,
      callConfirm: { text: M.callConsent, confirmBtn: M.accept, declineBtn: M.decline },
      controlConfirm: { text: M.controlConsent, confirmBtn: M.allow, declineBtn: M.decline },
      recordingConfirm: { text: M.recordingConsent, confirmBtn: M.allow, declineBtn: M.decline },
    }),
  );
  const { store, sessionAtom } = options;
  const person = (session: { userId: string; tenantId: string }) => ({
    userID: session.userId,
    metadata: { [TENANT_METADATA]: session.tenantId },
  });
  let signedIn = store.get(sessionAtom);
  void tracker.start(signedIn === null ? {} : person(signedIn));
  let stoppedAtSignOut = false;
  store.sub(sessionAtom, () => {
    const session = store.get(sessionAtom);
    const wasSignedIn = signedIn !== null;
    signedIn = session;
    if (session === null) {
      if (!wasSignedIn) return;
      tracker.stop();
      stoppedAtSignOut = true;
    } else if (stoppedAtSignOut) {
      stoppedAtSignOut = false;
      // The stopped session's token stays in sessionStorage: without forceNew it would resume.
      void tracker.start({ ...person(session), forceNew: true });
    } else {
      tracker.setUserID(session.userId);
      tracker.setMetadata(TENANT_METADATA, session.tenantId);
    }
  });
  return {
    sessionId: () => (tracker.isActive() ? (tracker.getSessionID() ?? null) : null),
  };
}
