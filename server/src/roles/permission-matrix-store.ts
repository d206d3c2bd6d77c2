// The SQL behind the auditor's permission matrix (GET /roles/permission-matrix): a tenant's
// members with the roles they hold and their per-member grants, filtered and paged by keyset on
// (sort value, account id), so a tenant of thousands pages without offsets.
import { z } from 'zod';
import { permissionsSchema } from '@shared/permissions-schema';
import { parsePermissionKey } from '@shared/roles/permission-catalogue';
import type { Page } from '@shared/paging';
import type { PermissionMatrixRow } from '@shared/roles/roles';
import type { Queryable } from '../db/database';
import { validationFailed } from '../http/errors';

export interface PermissionMatrixFilter {
  q?: string | undefined;
  roleId?: string | undefined;
  /** `app` or `app.feature` of the catalogue. */
  key?: string | undefined;
  sort?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** Sort columns by name; only these expressions ever reach the SQL text. */
const SORT_EXPRESSIONS = {
  name: "lower(a.first_name || ' ' || a.last_name)",
  email: 'a.email',
} as const;

const cursorSchema = z.tuple([z.string(), z.uuid()]);

function encodeCursor(sortValue: string, accountId: string): string {
  return Buffer.from(JSON.stringify([sortValue, accountId])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw validationFailed('cursor: This is not a cursor this list gave out.', [
      { path: 'cursor', code: 'custom', message: 'Unknown cursor.' },
    ]);
  }
}

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** Whether the permission map in `column` grants the app ($app) or its feature ($feature). */
function grants(column: string, app: string, feature: string): string {
  return `(CASE WHEN ${feature}::text IS NULL THEN ${column} -> ${app}::text IS NOT NULL
               ELSE (${column} -> ${app}::text ->> ${feature}::text) = 'true' END)`;
}

const FILTERS = `
  m.tenant_id = $1
  AND ($2::text IS NULL
       OR lower(a.first_name || ' ' || a.last_name) LIKE $2
       OR a.email LIKE $2
       OR COALESCE(a.username, '') LIKE $2)
  AND ($3::uuid IS NULL OR EXISTS (
        SELECT 1 FROM account_roles x
         WHERE x.account_id = m.account_id AND x.tenant_id = m.tenant_id AND x.role_id = $3::uuid))
  AND ($4::text IS NULL
       OR ${grants('m.permissions', '$4', '$5')}
       OR EXISTS (
        SELECT 1 FROM account_roles x JOIN roles r ON r.id = x.role_id
         WHERE x.account_id = m.account_id AND x.tenant_id = m.tenant_id
           AND ${grants('r.permissions', '$4', '$5')}))`;

interface MatrixRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  overrides: unknown;
  role_ids: string[];
  sort_value: string;
}

export async function loadPermissionMatrix(
  db: Queryable,
  tenantId: string,
  filter: PermissionMatrixFilter,
): Promise<Page<PermissionMatrixRow>> {
  const descending = filter.sort?.startsWith('-') === true;
  const sortColumn = (filter.sort ?? 'name').replace(/^-/, '') === 'email' ? 'email' : 'name';
  const key = filter.key === undefined ? null : parsePermissionKey(filter.key);
  const q = filter.q === undefined || filter.q === '' ? null : likePattern(filter.q);
  const filterParams = [tenantId, q, filter.roleId ?? null, key?.app ?? null, key?.feature ?? null];
  const after = filter.cursor === undefined ? null : decodeCursor(filter.cursor);
  const order = descending ? 'DESC' : 'ASC';

  const rows = await db.query<MatrixRow>(
    `WITH people AS (
       SELECT a.id, a.first_name, a.last_name, a.email, m.permissions AS overrides,
              ${SORT_EXPRESSIONS[sortColumn]} AS sort_value
         FROM memberships m JOIN accounts a ON a.id = m.account_id
        WHERE ${FILTERS})
     SELECT p.id, p.first_name, p.last_name, p.email, p.overrides, p.sort_value,
            COALESCE(array_agg(ar.role_id::text ORDER BY ar.role_id)
                       FILTER (WHERE ar.role_id IS NOT NULL), '{}'::text[]) AS role_ids
       FROM people p
       LEFT JOIN account_roles ar ON ar.account_id = p.id AND ar.tenant_id = $1
      WHERE $6::text IS NULL OR (p.sort_value, p.id) ${descending ? '<' : '>'} ($6::text, $7::uuid)
      GROUP BY p.id, p.first_name, p.last_name, p.email, p.overrides, p.sort_value
      ORDER BY p.sort_value ${order}, p.id ${order}
      LIMIT $8`,
    [...filterParams, after?.[0] ?? null, after?.[1] ?? null, filter.limit + 1],
  );
  const [count] = await db.query<{ total: number | string }>(
    `SELECT count(*) AS total FROM memberships m JOIN accounts a ON a.id = m.account_id
      WHERE ${FILTERS}`,
    filterParams,
  );
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      accountId: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      roleIds: row.role_ids,
      overrides: permissionsSchema.parse(row.overrides),
    })),
    total: Number(count?.total ?? 0),
    nextCursor:
      rows.length > filter.limit && last !== undefined
        ? encodeCursor(last.sort_value, last.id)
        : null,
  };
}
