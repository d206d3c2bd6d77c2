// Signing in with an e-mail and password in a browser: the same answer and the same time whether
// the account is unknown, has no password, got the wrong one, or is paused at this address after
// too many failures (auth/lockout.ts). The hash is checked before any transaction opens, so a flood
// of sign-ins never holds the database; the outcome is then counted and audited in one short one —
// for a right password, in one round trip that also starts the session (auth/sign-in-success.ts).
import { findAccountPausedAt, type SignInAccount } from '../auth/accounts';
import { accountAt, ipSource, lockedUntil, lockSubjects, recordFailure } from '../auth/lockout';
import { verifyAgainstDecoy, verifySecret } from '../auth/passwords';
import { recordSignInAttempt, type SignInResult } from '../auth/sign-in-audit';
import { startSignedInSession, type SignedInSession } from '../auth/sign-in-success';
import type { Database } from '../db/database';

export interface PasswordAttempt {
  email: string;
  password: string;
  ip: string;
  /** The session a right password starts. */
  session: { browserId: string; rememberMe: boolean };
}

/** Resolves to the started session (and what to tell its owner) when the password is right, else null. */
export async function signInWithPassword(
  db: Database,
  attempt: PasswordAttempt,
): Promise<SignedInSession | null> {
  const email = attempt.email.toLowerCase();
  const source = ipSource(attempt.ip);
  const found = await findAccountPausedAt(db, email, source, new Date());
  const account = found?.account ?? null;
  const subject = account === null ? null : accountAt(account.id, source);
  const verdict = await judge(account, attempt.password, found?.paused === true);

  const audited = { email, method: 'password', ip: attempt.ip } as const;
  if (verdict === 'success' && account !== null) {
    const started = await startSignedInSession(
      db,
      { accountId: account.id, subjects: [subject], attempt: audited, session: attempt.session },
      new Date(),
    );
    return started.outcome === 'started' ? started : null;
  }
  await db.transaction(async (tx) => {
    await lockSubjects(tx, [subject]);
    const now = new Date();
    // Paused meanwhile by concurrent failures: refused like the rest.
    const result: SignInResult =
      verdict !== 'locked' && (await lockedUntil(tx, subject, now)) !== null ? 'locked' : verdict;
    if (subject !== null && result !== 'locked') await recordFailure(tx, subject, now);
    await recordSignInAttempt(tx, { ...audited, accountId: account?.id ?? null, result });
  });
  return null;
}

/** One argon2 verification whatever the case: a decoy stands in where there is nothing to check. */
async function judge(
  account: SignInAccount | null,
  password: string,
  paused: boolean,
): Promise<SignInResult> {
  if (account === null) {
    await verifyAgainstDecoy(password);
    return 'unknown_account';
  }
  if (paused) {
    await verifyAgainstDecoy(password);
    return 'locked';
  }
  if (account.passwordHash === null) {
    await verifyAgainstDecoy(password);
    return 'no_password';
  }
  return (await verifySecret(account.passwordHash, password)) ? 'success' : 'wrong_password';
}
