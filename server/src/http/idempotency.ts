// Idempotent writes (suite-apps.md, "Data rules"): a write that moves money or comes from an
// offline queue carries an Idempotency-Key; the first answer is stored in the write's own
// transaction and a repeat gets it again (same status, same body) without writing anything. The
// key is claimed before the write, so a concurrent repeat waits for the first to commit and then
// replays its answer instead of writing twice (PostgreSQL's unique index does the waiting; PGlite
// runs one transaction at a time).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_HEADERS } from '@shared/api-headers';
import type { Database, Queryable } from '../db/database';
import { ApiError, validationFailed } from './errors';

/** Printable ASCII without spaces: a uuid, or any opaque token a client makes. */
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

export interface IdempotentAnswer<Body> {
  statusCode: number;
  body: Body;
}

export interface IdempotentResult<Body> extends IdempotentAnswer<Body> {
  /** True when this is a repeat answered from the stored first answer (nothing was written). */
  replayed: boolean;
}

/** The request's Idempotency-Key; 400 when it is missing or malformed. */
export function idempotencyKey(request: FastifyRequest): string {
  const name = API_HEADERS.idempotencyKey;
  const value = request.headers[name.toLowerCase()];
  if (Array.isArray(value)) throw validationFailed(`Send the ${name} header once.`);
  if (value === undefined || value === '') {
    throw validationFailed(
      `The ${name} header is required: a unique key per write, the same on a retry.`,
    );
  }
  if (!KEY_PATTERN.test(value)) {
    throw validationFailed(
      `The ${name} header must be 8 to 200 printable characters without spaces.`,
    );
  }
  return value;
}

interface StoredKey {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/**
 * Runs `write` once per Idempotency-Key in the caller's tenant. The route and its parameters and
 * body make the request's fingerprint: the same key with another request answers 422
 * idempotency_key_reused. A write that fails stores nothing, so a retry tries again.
 */
export async function idempotentWrite<Schema extends z.ZodType>(
  database: Database,
  request: FastifyRequest,
  tenantId: string,
  answerSchema: Schema,
  write: (tx: Queryable) => Promise<IdempotentAnswer<z.output<Schema>>>,
): Promise<IdempotentResult<z.output<Schema>>> {
  const key = idempotencyKey(request);
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([scope, request.params ?? null, request.body ?? null]))
    .digest('hex');
  return database.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (tenant_id, key, scope, request_hash)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key`,
      [tenantId, key, scope, requestHash],
    );
    if (claimed.length === 0) {
      const [stored] = await tx.query<StoredKey>(
        `SELECT request_hash, status_code, response FROM idempotency_keys
          WHERE tenant_id = $1 AND key = $2`,
        [tenantId, key],
      );
      if (stored === undefined || stored.status_code === null) {
        throw new ApiError(
          409,
          'request_in_progress',
          `A request with this ${API_HEADERS.idempotencyKey} is still running. Try again.`,
        );
      }
      if (stored.request_hash !== requestHash) {
        throw new ApiError(
          422,
          'idempotency_key_reused',
          `This ${API_HEADERS.idempotencyKey} was already used for another request. Use a new key for a new request.`,
        );
      }
      return {
        statusCode: stored.status_code,
        body: answerSchema.parse(stored.response),
        replayed: true,
      };
    }
    const answer = await write(tx);
    await tx.query(
      `UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb
        WHERE tenant_id = $1 AND key = $2`,
      [tenantId, key, answer.statusCode, JSON.stringify(answer.body)],
    );
    return { ...answer, replayed: false };
  });
}
