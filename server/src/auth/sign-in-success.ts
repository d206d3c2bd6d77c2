// A successful sign-in's bookkeeping in one statement: the failure counts of its subjects cleared
// (auth/lockout.ts), the owner's notice of what failed since their last sign-in read
// (sign-in-notice.ts) and the success audited (sign-in-audit.ts). All three parts of one statement
// share its snapshot, so the notice does not see the success audited beside it. Run inside the
// transaction that holds the subjects' advisory locks, after their pause was checked again.
import type { SignInNotice } from '@shared/auth/sign-in';
import type { Queryable } from '../db/database';
import type { LockoutSubject } from './lockout';
import { signInAuditInsert, type SignInAttempt } from './sign-in-audit';
import { signInNoticeQuery, toSignInNotice, type SignInNoticeRow } from './sign-in-notice';

export async function recordSignInSuccess(
  tx: Queryable,
  success: {
    accountId: string;
    subjects: readonly (LockoutSubject | null)[];
    attempt: Omit<SignInAttempt, 'accountId' | 'result'>;
  },
): Promise<SignInNotice | undefined> {
  const keys = success.subjects.filter((subject) => subject !== null).map(({ key }) => key);
  const audit = signInAuditInsert(
    { ...success.attempt, accountId: success.accountId, result: 'success' },
    3,
  );
  const [row] = await tx.query<SignInNoticeRow>(
    `WITH cleared AS (DELETE FROM sign_in_failures WHERE subject = ANY($2::text[])),
          audited AS (${audit.sql})
     ${signInNoticeQuery('$1::uuid')}`,
    [success.accountId, keys, ...audit.params],
    { prepareAs: 'record_sign_in_success' },
  );
  return toSignInNotice(row);
}
