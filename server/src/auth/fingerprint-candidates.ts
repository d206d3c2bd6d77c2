// What a fingerprint touch at an install is compared with, read from the enrolled fingerprints
// (which the fingerprints module writes): the templates of the install's tenant's members, or of
// some of them (the one a sign-in names, the managers who may approve an action).
import type { Queryable } from '../db/database';
import type { FingerprintCandidate } from './fingerprint-matcher';

/** The fingerprints of the tenant's members, or of those of `accountIds` only when given. */
export async function fingerprintCandidates(
  db: Queryable,
  scope: { tenantId: string; accountIds?: readonly string[] },
): Promise<FingerprintCandidate[]> {
  const rows = await db.query<{
    id: string;
    account_id: string;
    finger: number | null;
    templates: string[];
    merged_template: Uint8Array | null;
  }>(
    `SELECT f.id, f.account_id, f.finger, f.templates, f.merged_template
       FROM fingerprints f
       JOIN memberships m ON m.account_id = f.account_id AND m.tenant_id = $1
      WHERE $2::uuid[] IS NULL OR f.account_id = ANY($2::uuid[])
      ORDER BY f.account_id, f.finger NULLS LAST, f.id`,
    [scope.tenantId, scope.accountIds ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    finger: row.finger,
    templates: row.templates.map((template) => new Uint8Array(Buffer.from(template, 'base64'))),
    mergedTemplate: row.merged_template === null ? null : new Uint8Array(row.merged_template),
  }));
}
