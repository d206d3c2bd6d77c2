// The sign-in audit trail: one row per attempt, whatever its outcome — who (the account when
// known, else what was typed), how (password, sso, pin, fingerprint), where (a browser, or an
// install and which), and what came of it.
import type { Queryable } from '../db/database';

export type SignInMethod = 'password' | 'sso' | 'pin' | 'fingerprint';
export type SignInChannel = 'browser' | 'install';
export type SignInResult =
  | 'success'
  | 'unknown_account'
  | 'no_password'
  | 'wrong_password'
  | 'wrong_pin'
  /** Refused unheard: the account at that place, or the install, was locked after failures. */
  | 'locked'
  /** A fingerprint that matched no enrolled fingerprint. */
  | 'no_match';

export interface SignInAttempt {
  accountId: string | null;
  /** The e-mail address as typed (trimmed, lower-cased), for browser sign-ins. */
  email?: string | null;
  /** The username as typed (trimmed, lower-cased), for install sign-ins. */
  username?: string | null;
  method: SignInMethod;
  result: SignInResult;
  ip: string;
  /** Where: 'browser' unless an install signed in. */
  channel?: SignInChannel;
  installId?: string | null;
}

/**
 * The audit row's INSERT, its values from parameter `$firstParam` on, for a statement of one's own
 * or a larger one. The result is a value, or an SQL expression of that statement (`{ sql }`: one
 * the statement decides).
 */
export function signInAuditInsert(
  attempt: Omit<SignInAttempt, 'result'> & { result: SignInResult | { sql: string } },
  firstParam: number,
): { sql: string; params: unknown[] } {
  const { result } = attempt;
  const values = [
    attempt.accountId,
    attempt.email ?? null,
    attempt.username ?? null,
    attempt.method,
    ...(typeof result === 'string' ? [result] : []),
    attempt.ip,
    attempt.channel ?? 'browser',
    attempt.installId ?? null,
  ];
  const placeholders = values.map((_, index) => `$${firstParam + index}`);
  if (typeof result !== 'string') placeholders.splice(4, 0, `(${result.sql})`);
  return {
    sql: `INSERT INTO sign_in_audit
       (account_id, email, username, method, result, ip, channel, install_id)
     VALUES (${placeholders.join(', ')})`,
    params: values,
  };
}

export async function recordSignInAttempt(db: Queryable, attempt: SignInAttempt): Promise<void> {
  const { sql, params } = signInAuditInsert(attempt, 1);
  await db.query(sql, params, { prepareAs: 'record_sign_in_attempt' });
}
