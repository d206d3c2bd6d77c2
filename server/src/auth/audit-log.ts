// The audit log (suite-apps.md, "Data rules"): one row per write an auditor cares about, in the
// same transaction as the write, so a change and its record land together or not at all. Who
// comes from the request's tenant context, never from the body: the account acted as, the support
// operator behind a user impersonation, how the tenant was reached, and the install.
import type { Queryable } from '../db/database';
import type { TenantContext } from './request-context';

/** JSON-safe state of the target; secrets (passwords, PINs, templates) are never put here. */
export type AuditState = Readonly<Record<string, unknown>> | null;

export interface AuditEntry {
  /** `<resource>.<verb>`, e.g. `account.create`, `role.permissions.update`. */
  action: string;
  targetType: string;
  targetId: string | null;
  before?: AuditState;
  after?: AuditState;
}

export type AuditActor = Pick<
  TenantContext,
  'tenantId' | 'accountId' | 'actorAccountId' | 'impersonatingUser' | 'access' | 'installId'
>;

export async function recordAudit(
  db: Queryable,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log
       (tenant_id, actor_account_id, impersonator_account_id, access, install_id,
        action, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb)`,
    [
      actor.tenantId,
      actor.accountId,
      actor.impersonatingUser ? actor.actorAccountId : null,
      actor.access,
      actor.installId,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string | null;
  actorAccountId: string | null;
  impersonatorAccountId: string | null;
  access: string;
  installId: string | null;
  before: unknown;
  after: unknown;
  at: string;
}

/** The tenant's entries, newest first; for tests and the admin screens' history. */
export async function auditEntries(
  db: Queryable,
  tenantId: string,
  filter: { targetType?: string; targetId?: string; limit?: number } = {},
): Promise<AuditRecord[]> {
  const rows = await db.query<{
    action: string;
    target_type: string;
    target_id: string | null;
    actor_account_id: string | null;
    impersonator_account_id: string | null;
    access: string;
    install_id: string | null;
    before: unknown;
    after: unknown;
    at: Date | string;
  }>(
    `SELECT action, target_type, target_id, actor_account_id, impersonator_account_id, access,
            install_id, before, after, at
       FROM audit_log
      WHERE tenant_id = $1
        AND ($2::text IS NULL OR target_type = $2)
        AND ($3::text IS NULL OR target_id = $3)
      ORDER BY at DESC, id DESC
      LIMIT $4`,
    [tenantId, filter.targetType ?? null, filter.targetId ?? null, filter.limit ?? 100],
  );
  return rows.map((row) => ({
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    actorAccountId: row.actor_account_id,
    impersonatorAccountId: row.impersonator_account_id,
    access: row.access,
    installId: row.install_id,
    before: row.before,
    after: row.after,
    at: new Date(row.at).toISOString(),
  }));
}
