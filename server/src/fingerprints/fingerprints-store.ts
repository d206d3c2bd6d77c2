// Reading and writing enrolled fingerprints, keeping the account's auth_mech in step: it holds
// 'fingerprint' exactly while the account has at least one.
import type { Fingerprint } from '@shared/fingerprints/fingerprints';
import { queryCount } from '../db/count';
import type { Queryable } from '../db/database';

interface FingerprintRow {
  id: string;
  finger: number | null;
  registered_at: Date;
}

function toFingerprint(row: FingerprintRow): Fingerprint {
  return { id: row.id, finger: row.finger, registeredAt: row.registered_at.toISOString() };
}

/** By finger (unassigned last), then oldest first. */
export async function listFingerprints(db: Queryable, accountId: string): Promise<Fingerprint[]> {
  const rows = await db.query<FingerprintRow>(
    `SELECT id, finger, registered_at FROM fingerprints WHERE account_id = $1
      ORDER BY finger NULLS LAST, registered_at, id`,
    [accountId],
  );
  return rows.map(toFingerprint);
}

/**
 * Locks the account's row until the transaction ends, so enrollments of one account take turns
 * and a count taken under the lock stays true until the insert; answers how many it has.
 */
export async function lockAccountFingerprints(tx: Queryable, accountId: string): Promise<number> {
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  return queryCount(tx, 'SELECT count(*)::int AS n FROM fingerprints WHERE account_id = $1', [
    accountId,
  ]);
}

export async function isFingerEnrolled(
  db: Queryable,
  accountId: string,
  finger: number,
): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM fingerprints WHERE account_id = $1 AND finger = $2', [
    accountId,
    finger,
  ]);
  return rows.length > 0;
}

/**
 * Stores the templates (bytes already checked) and their merged template, and adds
 * 'fingerprint' to the auth_mech.
 */
export async function insertFingerprint(
  tx: Queryable,
  fingerprint: {
    accountId: string;
    finger: number | null;
    templates: readonly Buffer[];
    /** The engine's merged enrolment template (ISO/IEC 19794-2), or null. */
    mergedTemplate: Uint8Array | null;
    registeredBy: string;
    /** The station it was enrolled at; null in a browser. */
    installId: string | null;
  },
): Promise<Fingerprint> {
  const [row] = await tx.query<FingerprintRow>(
    `INSERT INTO fingerprints
       (account_id, finger, templates, merged_template, registered_by, install_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, finger, registered_at`,
    [
      fingerprint.accountId,
      fingerprint.finger,
      fingerprint.templates.map((template) => template.toString('base64')),
      fingerprint.mergedTemplate,
      fingerprint.registeredBy,
      fingerprint.installId,
    ],
  );
  if (row === undefined) throw new Error('The fingerprint was not stored.');
  await tx.query(
    `UPDATE accounts SET auth_mech = array_append(auth_mech, 'fingerprint')
      WHERE id = $1 AND NOT ('fingerprint' = ANY (auth_mech))`,
    [fingerprint.accountId],
  );
  return toFingerprint(row);
}

/** The account a fingerprint belongs to, or null when there is no such fingerprint. */
export async function fingerprintOwner(
  db: Queryable,
  fingerprintId: string,
): Promise<string | null> {
  const [row] = await db.query<{ account_id: string }>(
    'SELECT account_id FROM fingerprints WHERE id = $1',
    [fingerprintId],
  );
  return row?.account_id ?? null;
}

/** Deletes one fingerprint, or all of an account's; drops 'fingerprint' from the auth_mech when none is left. */
export async function deleteFingerprints(
  tx: Queryable,
  which: { fingerprintId: string; accountId: string } | { accountId: string },
): Promise<void> {
  if ('fingerprintId' in which) {
    await tx.query('DELETE FROM fingerprints WHERE id = $1', [which.fingerprintId]);
  } else {
    await tx.query('DELETE FROM fingerprints WHERE account_id = $1', [which.accountId]);
  }
  await tx.query(
    `UPDATE accounts SET auth_mech = array_remove(auth_mech, 'fingerprint')
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM fingerprints WHERE account_id = $1)`,
    [which.accountId],
  );
}
