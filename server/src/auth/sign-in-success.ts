// A right secret's bookkeeping: the subjects' pause checked again under their advisory locks
// (auth/lockout.ts), their failure counts cleared, the success audited (sign-in-audit.ts), the
// session started (refresh-sessions.ts) and the owner's notice of what failed since their last
// sign-in read (sign-in-notice.ts) — in one statement whose parts share its snapshot, so the notice
// does not see the success audited beside it, sent with the locks in one round trip.
import type { SignInNotice } from '@shared/auth/sign-in';
import type { Database } from '../db/database';
import { lockSubjectsStatements, present, type Subjects } from './lockout';
import {
  NEW_SESSION_COLUMNS,
  NEW_SESSION_RETURNING,
  newSession,
  SESSION_IDENTITY_COLUMNS,
  startedSession,
  type RenewedSession,
  type SessionIdentityRow,
} from './refresh-sessions';
import { signInAuditInsert, type SignInAttempt } from './sign-in-audit';
import { signInNoticeQuery, toSignInNotice, type SignInNoticeRow } from './sign-in-notice';

export interface SignedInSession {
  outcome: 'started';
  session: RenewedSession & { token: string };
  notice: SignInNotice | undefined;
}

/** Refused after all: a subject was paused while the secret was being checked. */
export interface PausedMeanwhile {
  outcome: 'paused';
  /** Until when the station is locked, when a station subject is what was paused. */
  stationLockedUntil: Date | null;
}

/**
 * A right secret's sign-in in one round trip (Database.pipeline): the subjects' advisory locks,
 * then one statement that checks their pause again — concurrent failures may have paused the
 * account at this place, or locked the station, while the secret was being checked — and then
 * either refuses (the attempt audited as 'locked') or clears the counts, audits the success,
 * starts the session (marking its install seen, for a station's) and reads the notice.
 */
export async function startSignedInSession(
  db: Database,
  success: {
    accountId: string;
    subjects: Subjects;
    attempt: Omit<SignInAttempt, 'accountId' | 'result'>;
    session: { browserId: string; rememberMe: boolean; installId?: string };
  },
  now: Date,
): Promise<SignedInSession | PausedMeanwhile> {
  const keys = present(success.subjects).map(({ key }) => key);
  const started = newSession({ accountId: success.accountId, ...success.session });
  const audit = signInAuditInsert(
    {
      ...success.attempt,
      accountId: success.accountId,
      result: { sql: "SELECT CASE WHEN paused THEN 'locked' ELSE 'success' END FROM pause" },
    },
    4,
  );
  const first = 4 + audit.params.length;
  const sessionValues = ['uuid', 'uuid', 'text', 'text', 'boolean', 'timestamptz', 'uuid'].map(
    (type, index) => `$${first + index}::${type}`,
  );
  // A station's subject has no account (auth/lockout.ts installSubject).
  const [row] = await db.pipeline<StartedRow>([
    ...lockSubjectsStatements(success.subjects),
    {
      sql: `WITH locks AS (
              SELECT locked_until, account_id FROM sign_in_failures
               WHERE subject = ANY($2::text[]) AND locked_until > $3),
            pause AS (
              SELECT EXISTS (SELECT 1 FROM locks) AS paused,
                     (SELECT max(locked_until) FROM locks WHERE account_id IS NULL)
                       AS station_locked_until),
            cleared AS (
              DELETE FROM sign_in_failures
               WHERE subject = ANY($2::text[]) AND NOT (SELECT paused FROM pause)),
            audited AS (${audit.sql}),
            s AS (
              INSERT INTO refresh_sessions ${NEW_SESSION_COLUMNS}
              SELECT ${sessionValues.join(', ')} FROM pause WHERE NOT paused
              ${NEW_SESSION_RETURNING}),
            seen AS (
              UPDATE installs i SET last_seen_at = now() FROM s WHERE i.id = s.install_id)
          SELECT pause.paused AS paused_meanwhile, pause.station_locked_until,
                 notice.*, started.*
            FROM pause
           CROSS JOIN (${signInNoticeQuery('$1::uuid')}) notice
            LEFT JOIN (SELECT ${SESSION_IDENTITY_COLUMNS}
                         FROM s JOIN accounts a ON a.id = s.account_id) started ON true`,
      params: [success.accountId, keys, now, ...audit.params, ...started.values],
      prepareAs: 'start_signed_in_session',
    },
  ]);
  if (row === undefined) throw new Error('The sign-in was not recorded.');
  if (row.paused_meanwhile) {
    return { outcome: 'paused', stationLockedUntil: row.station_locked_until };
  }
  if (!startedASession(row)) throw new Error('The refresh session was not stored.');
  return {
    outcome: 'started',
    session: startedSession(row, started.token),
    notice: toSignInNotice(row),
  };
}

/** `startSignedInSession`'s row: the session's columns are null when the pause refused it. */
type StartedRow = {
  paused_meanwhile: boolean;
  station_locked_until: Date | null;
} & SignInNoticeRow & {
    [Column in keyof SessionIdentityRow]: SessionIdentityRow[Column] | null;
  };

function startedASession(row: StartedRow): row is StartedRow & SessionIdentityRow {
  return row.session_id !== null;
}
