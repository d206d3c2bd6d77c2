// Brute-force throttling (docs/security.md, OWASP ASVS 2.2.1). Failed sign-ins are counted in
// sign_in_failures per subject:
// - an account at a place ('account:{id}@ip:{address}' in a browser, 'account:{id}@install:{id}'
//   at a station): every LOCKOUT_THRESHOLD consecutive failures pause sign-in of that account
//   from that place, for longer each time (LOCK_DURATIONS_MS). A stranger elsewhere cannot lock
//   anyone out, and while paused the account answers exactly like a wrong secret, so the pause
//   tells a guesser nothing. The owner learns of it at their next sign-in (sign-in-notice.ts),
//   admins see and clear it.
// - a station ('install:{id}'): LOCKOUT_THRESHOLD consecutive failures there, whoever they named,
//   lock the station for INSTALL_LOCK_MS with a 423 that names no account.
// A success clears the subjects it concerned. Unknown accounts have no subject: nothing to count.
//
// Callers check the lock before the slow secret check (no transaction held), then record the
// outcome in one short transaction that takes the subjects' advisory locks first and checks again,
// so concurrent guesses are judged one after another and the count stays exact.
import type { PipelinedStatement, Queryable } from '../db/database';
import { ApiError } from '../http/errors';

/** Consecutive failures that pause an account at a place, or lock a station. */
export const LOCKOUT_THRESHOLD = 5;
/** How long the 1st, 2nd, 3rd … pause of an account at one place lasts (the last one repeats). */
export const LOCK_DURATIONS_MS = [1, 5, 15, 60].map((minutes) => minutes * 60_000);
/** How long a station stays locked. */
export const INSTALL_LOCK_MS = 15 * 60_000;

export type LockoutSource = `ip:${string}` | `install:${string}`;

/** One counted subject: an account at a place, or a whole station. */
export interface LockoutSubject {
  key: string;
  /** The account of an account-at-a-place subject; null for a station. */
  accountId: string | null;
  source: LockoutSource;
}

export function ipSource(ip: string): LockoutSource {
  return `ip:${ip}`;
}

export function installSource(installId: string): LockoutSource {
  return `install:${installId}`;
}

/** The account signing in from this place. */
export function accountAt(accountId: string, source: LockoutSource): LockoutSubject {
  return { key: `account:${accountId}@${source}`, accountId, source };
}

/**
 * `accountAt`'s key in SQL, for a statement that learns the account's id itself: `accountId` an
 * expression (a column), `source` a text parameter.
 */
export function accountSubjectKeySql(accountId: string, source: string): string {
  return `'account:' || ${accountId} || '@' || ${source}`;
}

/** The station itself, whoever signs in there. */
export function installSubject(installId: string): LockoutSubject {
  const source = installSource(installId);
  return { key: source, accountId: null, source };
}

export type Subjects = readonly (LockoutSubject | null)[];

export function present(subjects: Subjects): LockoutSubject[] {
  return subjects.filter((subject) => subject !== null);
}

/**
 * Serialises attempts on these subjects until the surrounding transaction ends. Taken in one
 * order (sorted) so two attempts never wait on each other.
 */
export async function lockSubjects(tx: Queryable, subjects: Subjects): Promise<void> {
  for (const { sql, params, prepareAs } of lockSubjectsStatements(subjects)) {
    await tx.query(sql, params, { prepareAs });
  }
}

/** `lockSubjects` as statements for a pipeline (Database.pipeline), ahead of the ones they guard. */
export function lockSubjectsStatements(subjects: Subjects): PipelinedStatement[] {
  const keys = [...new Set(present(subjects).map((subject) => subject.key))].sort();
  return keys.map((key) => ({
    sql: "SELECT pg_advisory_xact_lock(hashtext('zyno.sign-in:' || $1::text))",
    params: [key],
    prepareAs: 'lock_sign_in_subject',
  }));
}

/** When the subject's lock ends, or null when it is not locked at `now`. */
export async function lockedUntil(
  db: Queryable,
  subject: LockoutSubject | null,
  now: Date,
): Promise<Date | null> {
  if (subject === null) return null;
  const [row] = await db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM sign_in_failures WHERE subject = $1 AND locked_until > $2',
    [subject.key, now],
    { prepareAs: 'sign_in_locked_until' },
  );
  return row?.locked_until ?? null;
}

/**
 * Counts one failure of a subject that is not locked; every LOCKOUT_THRESHOLD-th in a row locks
 * it. An account at a place is locked for the next of LOCK_DURATIONS_MS, a station for
 * INSTALL_LOCK_MS.
 */
export async function recordFailure(
  db: Queryable,
  subject: LockoutSubject,
  now: Date,
): Promise<void> {
  const durations = subject.accountId === null ? [INSTALL_LOCK_MS] : LOCK_DURATIONS_MS;
  await db.query(
    `INSERT INTO sign_in_failures AS f
       (subject, account_id, source, failures, last_failed_at, locked_until, lock_count)
     VALUES ($1, $2, $3, 1, $4, NULL, 0)
     ON CONFLICT (subject) DO UPDATE SET
       failures = f.failures + 1,
       last_failed_at = $4,
       locked_until = CASE WHEN (f.failures + 1) % $5::int = 0
         THEN $4::timestamptz + make_interval(secs => ($6::int[])[LEAST(f.lock_count + 1,
                cardinality($6::int[]))] / 1000.0)
         ELSE f.locked_until END,
       lock_count = f.lock_count + CASE WHEN (f.failures + 1) % $5::int = 0 THEN 1 ELSE 0 END`,
    [subject.key, subject.accountId, subject.source, now, LOCKOUT_THRESHOLD, durations],
    { prepareAs: 'record_sign_in_failure' },
  );
}

/** A success: the subjects start again from zero. */
export async function clearFailures(db: Queryable, subjects: Subjects): Promise<void> {
  const keys = present(subjects).map((subject) => subject.key);
  if (keys.length === 0) return;
  await db.query('DELETE FROM sign_in_failures WHERE subject = ANY($1::text[])', [keys]);
}

/** 423: the station is locked (too many failures there, whichever the account). */
export function installLocked(until: Date, now: Date): ApiError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new ApiError(
    423,
    'install_locked',
    `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { lockedUntil: until.toISOString() },
  );
}

/** An account's pauses at every place, for its admins (GET /accounts/{id}/sign-in-locks). */
export interface AccountSignInLock {
  source: LockoutSource;
  failures: number;
  lastFailedAt: Date;
  /** Null when sign-in from there is not paused now. */
  lockedUntil: Date | null;
}

export function accountSignInLocks(
  db: Queryable,
  accountId: string,
  now: Date,
): Promise<AccountSignInLock[]> {
  return db.query<AccountSignInLock>(
    `SELECT source, failures, last_failed_at AS "lastFailedAt",
            CASE WHEN locked_until > $2 THEN locked_until END AS "lockedUntil"
       FROM sign_in_failures WHERE account_id = $1
      ORDER BY last_failed_at DESC, subject`,
    [accountId, now],
  );
}

/** Clears every count and pause of the account; resolves to how many places it had. */
export async function clearAccountSignInLocks(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query('DELETE FROM sign_in_failures WHERE account_id = $1 RETURNING 1', [
    accountId,
  ]);
  return rows.length;
}
