// The local identity provider's storage (oidc-provider's adapter interface) in the
// `oidc_payloads` table: sessions, interactions, grants, codes and tokens survive restarts and
// are shared by every process on one database. Plain SQL that PGlite and PostgreSQL both run.
// oidc-provider ships no types; these declarations travel with every module importing it,
// whichever TypeScript project compiles it (the server's, or the e2e tests' that start it).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database';

/** Expired rows are swept at most this often per process. */
const SWEEP_INTERVAL_MS = 60_000;

/** Models whose rows belong to a grant (revoked together when the grant is). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

interface PayloadRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

function toPayload(row: PayloadRow | undefined): AdapterPayload | undefined {
  if (row === undefined) return undefined;
  if (row.consumed_at === null) return row.payload;
  return { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) };
}

const LIVE = '(expires_at IS NULL OR expires_at > now())';

/** oidc-provider's `adapter` option: one adapter per model name. */
export function createOidcAdapterFactory(db: Queryable): (model: string) => Adapter {
  let lastSweep = 0;
  async function sweep(): Promise<void> {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await db.query('DELETE FROM oidc_payloads WHERE expires_at < now()');
  }

  return (model) => {
    const findWhere = async (column: 'id' | 'uid' | 'user_code', value: string) => {
      const [row] = await db.query<PayloadRow>(
        `SELECT payload, consumed_at FROM oidc_payloads
          WHERE model = $1 AND ${column} = $2 AND ${LIVE}`,
        [model, value],
      );
      return toPayload(row);
    };

    return {
      async upsert(id, payload, expiresIn) {
        await sweep();
        const expiresAt =
          typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
        await db.query(
          `INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
           ON CONFLICT (model, id) DO UPDATE
             SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
                 user_code = EXCLUDED.user_code, uid = EXCLUDED.uid,
                 expires_at = EXCLUDED.expires_at`,
          [
            model,
            id,
            JSON.stringify(payload),
            GRANTABLE.has(model) ? (payload.grantId ?? null) : null,
            payload.userCode ?? null,
            model === 'Session' ? (payload.uid ?? null) : null,
            expiresAt,
          ],
        );
      },
      find: (id) => findWhere('id', id),
      findByUid: (uid) => findWhere('uid', uid),
      findByUserCode: (userCode) => findWhere('user_code', userCode),
      async consume(id) {
        await db.query(
          'UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2',
          [model, id],
        );
      },
      async destroy(id) {
        await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [model, id]);
      },
      async revokeByGrantId(grantId) {
        await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
      },
    };
  };
}
