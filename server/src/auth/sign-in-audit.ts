// The sign-in audit trail: one row per attempt, whatever its outcome.
import type { Queryable } from '../db/database';

export type SignInMethod = 'password';
export type SignInResult = 'success' | 'unknown_account' | 'no_password' | 'wrong_password';

export interface SignInAttempt {
  accountId: string | null;
  /** The e-mail address as typed (trimmed, lower-cased). */
  email: string;
  method: SignInMethod;
  result: SignInResult;
  ip: string;
}

export async function recordSignInAttempt(db: Queryable, attempt: SignInAttempt): Promise<void> {
  await db.query(
    'INSERT INTO sign_in_audit (account_id, email, method, result, ip) VALUES ($1, $2, $3, $4, $5)',
    [attempt.accountId, attempt.email, attempt.method, attempt.result, attempt.ip],
  );
}
