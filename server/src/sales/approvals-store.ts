// The SQL of managers' approvals: who a typed username names in the tenant, storing a granted
// approval under its token's hash, and spending one exactly once.
import { createHash, randomBytes } from 'node:crypto';
import { APPROVAL_TOKEN_LIFETIME_MS, type ApprovableAction } from '@shared/sales/approvals';
import type { Queryable } from '../db/database';

export interface Approver {
  id: string;
  name: string;
  pinHash: string | null;
}

/**
 * The member of the tenant with this username (trimmed, lower-cased), or the account a
 * fingerprint matched; null when there is none.
 */
export async function findApprover(
  db: Queryable,
  where: { tenantId: string; username: string } | { accountId: string },
): Promise<Approver | null> {
  const [condition, parameters] =
    'accountId' in where
      ? ['a.id = $1', [where.accountId]]
      : [
          `a.username = $1 AND EXISTS (SELECT 1 FROM memberships m
                                        WHERE m.account_id = a.id AND m.tenant_id = $2)`,
          [where.username, where.tenantId],
        ];
  const [row] = await db.query<Approver>(
    `SELECT a.id, btrim(a.first_name || ' ' || a.last_name) AS name, a.pin_hash AS "pinHash"
       FROM accounts a WHERE ${condition}`,
    parameters,
  );
  return row ?? null;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface GrantedApproval {
  id: string;
  token: string;
  expiresAt: Date;
}

/** Stores an approval for `requestedBy` at `installId`; the token is returned, never stored. */
export async function insertApproval(
  tx: Queryable,
  approval: {
    tenantId: string;
    action: ApprovableAction;
    summary: string;
    requestedBy: string;
    installId: string | null;
    approvedBy: string;
    method: 'pin' | 'fingerprint';
    now: Date;
  },
): Promise<GrantedApproval> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(approval.now.getTime() + APPROVAL_TOKEN_LIFETIME_MS);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO sales_approvals
       (tenant_id, token_hash, action, summary, requested_by, install_id, approved_by, method,
        created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      approval.tenantId,
      tokenHash(token),
      approval.action,
      approval.summary,
      approval.requestedBy,
      approval.installId,
      approval.approvedBy,
      approval.method,
      approval.now,
      expiresAt,
    ],
  );
  if (row === undefined) throw new Error('The approval was not stored.');
  return { id: row.id, token, expiresAt };
}

export interface SpentApproval {
  id: string;
  summary: string;
  method: string;
  approver: { id: string; name: string };
}

/**
 * Spends the first of `tokens` that approves `action` for this requester at this install and is
 * unused and unexpired at `now`. The conditional UPDATE is the whole check: of two transactions
 * spending one token, the second waits for the first and then finds it used.
 */
export async function spendApproval(
  tx: Queryable,
  scope: {
    tenantId: string;
    action: ApprovableAction;
    requestedBy: string;
    installId: string | null;
    now: Date;
  },
  tokens: readonly string[],
): Promise<SpentApproval | null> {
  if (tokens.length === 0) return null;
  const [row] = await tx.query<{
    id: string;
    summary: string;
    method: string;
    approver_id: string;
    approver_name: string;
  }>(
    `WITH spent AS (
       UPDATE sales_approvals SET used_at = $6
        WHERE id = (SELECT id FROM sales_approvals
                     WHERE token_hash = ANY($1::text[]) AND tenant_id = $2 AND action = $3
                       AND requested_by = $4 AND install_id IS NOT DISTINCT FROM $5::uuid
                       AND used_at IS NULL AND expires_at > $6
                     ORDER BY expires_at LIMIT 1)
          AND used_at IS NULL
       RETURNING id, summary, method, approved_by)
     SELECT s.id, s.summary, s.method, a.id AS approver_id,
            btrim(a.first_name || ' ' || a.last_name) AS approver_name
       FROM spent s JOIN accounts a ON a.id = s.approved_by`,
    [
      tokens.map(tokenHash),
      scope.tenantId,
      scope.action,
      scope.requestedBy,
      scope.installId,
      scope.now,
    ],
  );
  if (row === undefined) return null;
  return {
    id: row.id,
    summary: row.summary,
    method: row.method,
    approver: { id: row.approver_id, name: row.approver_name },
  };
}
