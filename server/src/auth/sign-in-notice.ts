// What a person is told once they sign in (src/shared/auth/sign-in.ts signInNotice): the failed
// attempts on their account since their previous successful sign-in, read from the sign-in audit.
// Only the account's owner sees it; a guesser learns nothing from a refusal.
import type { SignInNotice } from '@shared/auth/sign-in';
import type { Queryable } from '../db/database';

export interface SignInNoticeRow {
  failed: number;
  paused: number;
  last_failed_at: Date | null;
}

/**
 * The notice's select, the account's id in parameter `accountParam` (`$1` …). It must not see the
 * success being recorded: run it before the success is audited, or in the statement that audits
 * it (one snapshot: auth/sign-in-success.ts). The last success is the newest one (one probe of
 * the successes' index) and the failures after it are read from the failures' index (migration
 * 0024), so its cost does not grow with the account's history.
 */
export function signInNoticeQuery(accountParam: string): string {
  return `SELECT count(*)::int AS failed,
            count(*) FILTER (WHERE result = 'locked')::int AS paused,
            max(at) AS last_failed_at
       FROM sign_in_audit
      WHERE account_id = ${accountParam} AND result <> 'success'
        AND id > COALESCE((SELECT id FROM sign_in_audit
                            WHERE account_id = ${accountParam} AND result = 'success'
                            ORDER BY at DESC, id DESC LIMIT 1), 0)`;
}

export function toSignInNotice(row: SignInNoticeRow | undefined): SignInNotice | undefined {
  if (row === undefined || row.failed === 0 || row.last_failed_at === null) return undefined;
  return {
    failedAttempts: row.failed,
    refusedWhilePaused: row.paused,
    lastFailedAt: row.last_failed_at.toISOString(),
  };
}

/** Call before the success is audited; undefined when nothing failed since the last success. */
export async function signInNotice(
  db: Queryable,
  accountId: string,
): Promise<SignInNotice | undefined> {
  const [row] = await db.query<SignInNoticeRow>(signInNoticeQuery('$1'), [accountId]);
  return toSignInNotice(row);
}
