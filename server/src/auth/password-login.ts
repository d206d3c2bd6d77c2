// Checking an e-mail and password: the same answer and roughly the same time whether the account
// is unknown, has no password or got the wrong one; every attempt lands in the audit trail.
import type { Database } from '../db/database';
import { findAccountByEmail, type SignInAccount } from './accounts';
import { verifyAgainstDecoy, verifySecret } from './passwords';
import { recordSignInAttempt, type SignInResult } from './sign-in-audit';

export interface PasswordAttempt {
  email: string;
  password: string;
  ip: string;
}

/** Resolves to the account id when the password is right, else null. */
export async function checkPassword(
  db: Database,
  attempt: PasswordAttempt,
): Promise<string | null> {
  const email = attempt.email.toLowerCase();
  const account = await findAccountByEmail(db, email);
  const result = await judge(account, attempt.password);
  await recordSignInAttempt(db, {
    accountId: account?.id ?? null,
    email,
    method: 'password',
    result,
    ip: attempt.ip,
  });
  return result === 'success' && account !== null ? account.id : null;
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
