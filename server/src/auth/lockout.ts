// Brute-force lockout: consecutive failed sign-ins are counted per account ('account:{id}') and
// per install ('install:{id}') in sign_in_failures. After LOCKOUT_THRESHOLD of them the subject
// is locked for LOCKOUT_DURATION_MS and refused even with the right secret; a success clears the
// count, and a lock that has run out starts a fresh one.
//
// Callers work inside one transaction per attempt and take the subjects' advisory locks first,
// so concurrent guesses against one account or install are judged one after another and the
// threshold is exact.
import type { Queryable } from '../db/database';
import { ApiError } from '../http/errors';

/** Consecutive failures that lock a subject (the browser's password sign-in counts too). */
export const LOCKOUT_THRESHOLD = 5;
/** How long a locked subject is refused. */
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;

export type LockoutSubject = `account:${string}` | `install:${string}`;

export function accountSubject(accountId: string): LockoutSubject {
  return `account:${accountId}`;
}

export function installSubject(installId: string): LockoutSubject {
  return `install:${installId}`;
}

/**
 * Serialises attempts on these subjects until the surrounding transaction ends. Taken in one
 * order (sorted) so two attempts never wait on each other.
 */
export async function lockSubjects(
  tx: Queryable,
  subjects: readonly (LockoutSubject | null)[],
): Promise<void> {
  const distinct = [...new Set(subjects.filter((subject) => subject !== null))].sort();
  for (const subject of distinct) {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('zyno.sign-in:' || $1::text))", [
      subject,
    ]);
  }
}

/** When the subject's lock ends, or null when it is not locked at `now`. */
export async function lockedUntil(
  db: Queryable,
  subject: LockoutSubject,
  now: Date,
): Promise<Date | null> {
  const [row] = await db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM sign_in_failures WHERE subject = $1 AND locked_until > $2',
    [subject, now],
  );
  return row?.locked_until ?? null;
}

/**
 * Counts one failure; the one that reaches the threshold locks the subject. A lock that has run
 * out starts a fresh count.
 */
export async function recordFailure(
  db: Queryable,
  subject: LockoutSubject,
  now: Date,
): Promise<void> {
  const lockEnd = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  await db.query(
    `INSERT INTO sign_in_failures AS f (subject, failures, last_failed_at, locked_until)
     VALUES ($1, 1, $2, CASE WHEN 1 >= $3::int THEN $4::timestamptz END)
     ON CONFLICT (subject) DO UPDATE SET
       failures = CASE WHEN f.locked_until <= $2 THEN 1 ELSE f.failures + 1 END,
       last_failed_at = $2,
       locked_until = CASE
         WHEN f.locked_until > $2 THEN f.locked_until
         WHEN (CASE WHEN f.locked_until <= $2 THEN 1 ELSE f.failures + 1 END) >= $3::int
           THEN $4::timestamptz
       END`,
    [subject, now, LOCKOUT_THRESHOLD, lockEnd],
  );
}

/** A success: the subjects start again from zero. */
export async function clearFailures(
  db: Queryable,
  subjects: readonly (LockoutSubject | null)[],
): Promise<void> {
  const present = subjects.filter((subject) => subject !== null);
  if (present.length === 0) return;
  await db.query('DELETE FROM sign_in_failures WHERE subject = ANY($1::text[])', [present]);
}

function tryAgainIn(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** 423: the account is locked; the answer says when to try again. */
export function accountLocked(until: Date, now: Date): ApiError {
  return new ApiError(423, 'account_locked', tryAgainIn(until, now), {
    lockedUntil: until.toISOString(),
  });
}

/** 423: the install is locked (too many failures at this station, whichever the account). */
export function installLocked(until: Date, now: Date): ApiError {
  return new ApiError(423, 'install_locked', tryAgainIn(until, now), {
    lockedUntil: until.toISOString(),
  });
}

/**
 * The 423 for an attempt on locked subjects, or null when neither is locked. The install's lock
 * is reported first: nobody signs in at a locked station.
 */
export async function lockoutRefusal(
  db: Queryable,
  subjects: { install: LockoutSubject | null; account: LockoutSubject | null },
  now: Date,
): Promise<ApiError | null> {
  if (subjects.install !== null) {
    const until = await lockedUntil(db, subjects.install, now);
    if (until !== null) return installLocked(until, now);
  }
  if (subjects.account !== null) {
    const until = await lockedUntil(db, subjects.account, now);
    if (until !== null) return accountLocked(until, now);
  }
  return null;
}
