// Checking an e-mail and password in a browser: the same answer and the same time whether the
// account is unknown, has no password, got the wrong one, or is paused at this address after too
// many failures (auth/lockout.ts). The hash is checked before any transaction opens, so a flood of
// sign-ins never holds the database; the outcome is then counted and audited in one short one.
import type { SignInNotice } from '@shared/auth/sign-in';
import { findAccountByEmail, type SignInAccount } from '../auth/accounts';
import {
  accountAt,
  clearFailures,
  ipSource,
  lockedUntil,
  lockSubjects,
  recordFailure,
} from '../auth/lockout';
import { verifyAgainstDecoy, verifySecret } from '../auth/passwords';
import { recordSignInAttempt, type SignInResult } from '../auth/sign-in-audit';
import { signInNotice } from '../auth/sign-in-notice';
import type { Database } from '../db/database';

export interface PasswordAttempt {
  email: string;
  password: string;
  ip: string;
}

export interface PasswordSignIn {
  accountId: string;
  notice: SignInNotice | undefined;
}

/** Resolves to the account (and what to tell its owner) when the password is right, else null. */
export async function checkPassword(
  db: Database,
  attempt: PasswordAttempt,
): Promise<PasswordSignIn | null> {
  const email = attempt.email.toLowerCase();
  const account = await findAccountByEmail(db, email);
  const subject = account === null ? null : accountAt(account.id, ipSource(attempt.ip));
  const paused = (await lockedUntil(db, subject, new Date())) !== null;
  const verdict = await judge(account, attempt.password, paused);

  return db.transaction(async (tx) => {
    await lockSubjects(tx, [subject]);
    const now = new Date();
    // Paused meanwhile by concurrent failures: refused like the rest.
    const result: SignInResult =
      verdict !== 'locked' && (await lockedUntil(tx, subject, now)) !== null ? 'locked' : verdict;
    if (subject !== null && result === 'success') await clearFailures(tx, [subject]);
    else if (subject !== null && result !== 'locked') await recordFailure(tx, subject, now);
    const notice =
      result === 'success' && account !== null ? await signInNotice(tx, account.id) : undefined;
    await recordSignInAttempt(tx, {
      accountId: account?.id ?? null,
      email,
      method: 'password',
      result,
      ip: attempt.ip,
    });
    return result === 'success' && account !== null ? { accountId: account.id, notice } : null;
  });
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
