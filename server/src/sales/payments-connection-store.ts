// The SQL of the card-payment provider connection: connect requests in flight (bound to tenant
// and admin, taken once, lapsing) and the tenant's one connection, read with who made it.
import {
  PAYMENTS_STATE_LIFETIME_MS,
  type PaymentsConnection,
} from '@shared/sales/payments-connection';
import type { Queryable } from '../db/database';
import { sha256, type ProviderGrant } from './simulated-payments-provider';

export interface ConnectRequest {
  state: string;
  tenantId: string;
  accountId: string;
  codeVerifier: string;
}

/** Stores the request; resolves to when it lapses. Lapsed requests are cleared on the way. */
export async function saveConnectRequest(db: Queryable, request: ConnectRequest): Promise<Date> {
  const expiresAt = new Date(Date.now() + PAYMENTS_STATE_LIFETIME_MS);
  await db.query('DELETE FROM sales_payments_connect_states WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sales_payments_connect_states (state, tenant_id, account_id, code_verifier, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [request.state, request.tenantId, request.accountId, request.codeVerifier, expiresAt],
  );
  return expiresAt;
}

/**
 * Takes the request out (single use) and answers its verifier; null when unknown, lapsed, or
 * started by another admin or in another tenant (whose request is left untouched).
 */
export async function takeConnectRequest(
  db: Queryable,
  state: string,
  tenantId: string,
  accountId: string,
): Promise<string | null> {
  const [row] = await db.query<{ code_verifier: string; expires_at: Date }>(
    `DELETE FROM sales_payments_connect_states
      WHERE state = $1 AND tenant_id = $2 AND account_id = $3
      RETURNING code_verifier, expires_at`,
    [state, tenantId, accountId],
  );
  if (row === undefined || row.expires_at.getTime() <= Date.now()) return null;
  return row.code_verifier;
}

export async function tenantName(db: Queryable, tenantId: string): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [
    tenantId,
  ]);
  return row?.name ?? '';
}

interface ConnectionRow {
  provider_account_id: string;
  display_name: string;
  livemode: boolean;
  connected_at: Date;
  connected_by: string | null;
  connected_by_name: string | null;
}

const SELECT_CONNECTION = `
  SELECT c.provider_account_id, c.display_name, c.livemode, c.connected_at, c.connected_by,
         a.first_name || ' ' || a.last_name AS connected_by_name
    FROM sales_payments_connections c
    LEFT JOIN accounts a ON a.id = c.connected_by
   WHERE c.tenant_id = $1`;

function connectionOf(row: ConnectionRow): PaymentsConnection {
  return {
    accountId: row.provider_account_id,
    displayName: row.display_name,
    livemode: row.livemode,
    connectedAt: row.connected_at.toISOString(),
    connectedBy:
      row.connected_by === null
        ? null
        : { id: row.connected_by, name: row.connected_by_name ?? '' },
  };
}

export async function findConnection(
  db: Queryable,
  tenantId: string,
): Promise<PaymentsConnection | null> {
  const [row] = await db.query<ConnectionRow>(SELECT_CONNECTION, [tenantId]);
  return row === undefined ? null : connectionOf(row);
}

/** The tenant's one connection, replacing any before it; the token is kept only as a hash. */
export async function saveConnection(
  db: Queryable,
  tenantId: string,
  accountId: string,
  grant: ProviderGrant,
): Promise<PaymentsConnection> {
  await db.query(
    `INSERT INTO sales_payments_connections
       (tenant_id, provider_account_id, display_name, livemode, token_sha256, connected_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id) DO UPDATE
       SET provider_account_id = EXCLUDED.provider_account_id,
           display_name = EXCLUDED.display_name, livemode = EXCLUDED.livemode,
           token_sha256 = EXCLUDED.token_sha256, connected_by = EXCLUDED.connected_by,
           connected_at = now()`,
    [
      tenantId,
      grant.accountId,
      grant.displayName,
      grant.livemode,
      sha256(grant.accessToken),
      accountId,
    ],
  );
  const saved = await findConnection(db, tenantId);
  if (saved === null) throw new Error('The connection just saved is missing.');
  return saved;
}

export async function deleteConnection(db: Queryable, tenantId: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM sales_payments_connections WHERE tenant_id = $1 RETURNING tenant_id',
    [tenantId],
  );
  return rows.length > 0;
}
