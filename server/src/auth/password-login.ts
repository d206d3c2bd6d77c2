// Checking an e-mail and password in a browser: the same answer and roughly the same time whether
// the account is unknown, has no password or got the wrong one; the account's lockout applies
// (auth/lockout.ts) and every attempt lands in the audit trail.
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/errors';
import { findAccountByEmail, type SignInAccount } from './accounts';
import {
  accountLocked,
  accountSubject,
  clearFailures,
  lockedUntil,
  lockSubjects,
  recordFailure,
} from './lockout';
import { verifyAgainstDecoy, verifySecret } from './passwords';
import { recordSignInAttempt, type SignInResult } from './sign-in-audit';

export interface PasswordAttempt {
  email: string;
  password: string;
  ip: string;
}

/** Spec §8 "Login invalid_credentials": the login page shows its own text for this code. */
export function invalidCredentials(): ApiError {
  return new ApiError(
    401,
    'invalid_credentials',
    'The e-mail address or password you provided is incorrect. Please try again. If you need further assistance, please contact support.',
  );
}

/**
 * Resolves to the account id when the password is right, else null. Throws 423 account_locked
 * while the account is locked, whatever the password.
 */
export async function checkPassword(
  db: Database,
  attempt: PasswordAttempt,
): Promise<string | null> {
  const email = attempt.email.toLowerCase();
  const outcome = await db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    const subject = account === null ? null : accountSubject(account.id);
    await lockSubjects(tx, [subject]);
    const now = new Date();
    const locked = subject === null ? null : await lockedUntil(tx, subject, now);
    const result: SignInResult =
      locked === null ? await judge(account, attempt.password) : 'locked';
    if (subject !== null) await countAttempt(tx, subject, result, now);
    await recordSignInAttempt(tx, {
      accountId: account?.id ?? null,
      email,
      method: 'password',
      result,
      ip: attempt.ip,
    });
    return { accountId: account?.id ?? null, result, locked, now };
  });
  // Thrown after the commit, so the audit row and the failure count stay.
  if (outcome.locked !== null) throw accountLocked(outcome.locked, outcome.now);
  return outcome.result === 'success' ? outcome.accountId : null;
}

async function countAttempt(
  tx: Queryable,
  subject: ReturnType<typeof accountSubject>,
  result: SignInResult,
  now: Date,
): Promise<void> {
  if (result === 'success') await clearFailures(tx, [subject]);
  else if (result !== 'locked') await recordFailure(tx, subject, now);
}

async function judge(account: SignInAccount | null, password: string): Promise<SignInResult> {
  if (account === null) {
    await verifyAgainstDecoy(password);
    return 'unknown_account';
  }
  if (account.passwordHash === null) {
    await verifyAgainstDecoy(password);
    return 'no_password';
  }
  return (await verifySecret(account.passwordHash, password)) ? 'success' : 'wrong_password';
}
