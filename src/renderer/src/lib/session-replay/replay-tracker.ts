// The OpenReplay tracker with assist (integrations.md "Session replay — OpenReplay"), set up so
// that no secret is recorded and no agent calls or takes control without the person's consent.
// Only ever loaded by a dynamic import, once the runtime configuration turns replay on.
import Tracker, { SanitizeLevel } from '@openreplay/tracker';
import trackerAssist from '@openreplay/tracker-assist';
import { SESSION_REPLAY_MESSAGES as M } from './messages';

/**
 * Spec §9's assist constants. tracker-assist 11.0.13 builds them in (socket reconnection 30
 * attempts from 1 s to 25 s, the 30 s call-consent timeout, the 10000-message split, canvas at
 * 30 fps checked every 5 s); only compression is an option, set here to the same value.
 */
export const ASSIST_SETTINGS = { compressionEnabled: true, compressionMinBatchSize: 5000 } as const;

/** The tracker's input modes (its `InputMode`, not exported): obscured keeps only the length. */
const INPUT_MODE_OBSCURED = 1;

export interface ReplayUser {
  userId: string;
  tenantId: string;
}

export interface ReplayTracker {
  /** Null until the ingest has answered the start, and while the tracker is stopped. */
  sessionId(): string | null;
  identify(user: ReplayUser): void;
}

export function startReplayTracker(options: {
  projectKey: string;
  ingestPoint: string;
  user: ReplayUser | null;
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
  const identify = (user: ReplayUser) => {
    tracker.setUserID(user.userId);
    tracker.setMetadata('tenantId', user.tenantId);
  };
  void tracker.start(
    options.user === null
      ? {}
      : { userID: options.user.userId, metadata: { tenantId: options.user.tenantId } },
  );
  return {
    sessionId: () => (tracker.isActive() ? (tracker.getSessionID() ?? null) : null),
    identify,
  };
}
