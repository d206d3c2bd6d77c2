// The SQL of the back office's modifier groups: the list with each group's options in order and
// how many products offer it, and the whole-group save that keeps a kept option's id (past sale
// lines name their options). Deleting a group removes it from every product (0009's cascade).
import type { z } from 'zod';
import type { modifierGroupInputSchema, modifierGroupListSchema } from '@shared/sales/products';
import type { Queryable } from '../db/database';
import { NAME_ORDER } from '../reference-lists/reference-list';

export type ModifierGroupItem = z.infer<typeof modifierGroupListSchema>['items'][number];
type ModifierGroupInput = z.output<typeof modifierGroupInputSchema>;

const GROUP_SELECT = `SELECT g.id, g.name, g.min_select AS "minSelect", g.max_select AS "maxSelect",
    (SELECT count(*)::int FROM sales_product_modifier_groups l
      WHERE l.tenant_id = g.tenant_id AND l.group_id = g.id) AS "productCount",
    (SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name,
              'priceDeltaMinor', o.price_delta_minor) ORDER BY o.position, o.id), '[]')
       FROM sales_modifier_options o
      WHERE o.tenant_id = g.tenant_id AND o.group_id = g.id) AS options
  FROM sales_modifier_groups g`;

export function listModifierGroups(db: Queryable, tenantId: string): Promise<ModifierGroupItem[]> {
  return db.query<ModifierGroupItem>(
    `${GROUP_SELECT} WHERE g.tenant_id = $1 ORDER BY ${NAME_ORDER('g.name', 'g.id')}`,
    [tenantId],
  );
}

export async function loadModifierGroup(
  db: Queryable,
  tenantId: string,
  groupId: string,
): Promise<ModifierGroupItem | null> {
  const [row] = await db.query<ModifierGroupItem>(
    `${GROUP_SELECT} WHERE g.tenant_id = $1 AND g.id = $2`,
    [tenantId, groupId],
  );
  return row ?? null;
}

export async function insertModifierGroup(
  db: Queryable,
  tenantId: string,
  input: ModifierGroupInput,
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO sales_modifier_groups (tenant_id, name, min_select, max_select)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [tenantId, input.name, input.minSelect, input.maxSelect],
  );
  if (row === undefined) throw new Error('The modifier group insert answered no row.');
  await saveOptions(db, tenantId, row.id, input.options);
  return row.id;
}

/** The group's own columns and its options as `input` lists them (kept ids updated in place). */
export async function updateModifierGroup(
  db: Queryable,
  tenantId: string,
  groupId: string,
  input: ModifierGroupInput,
): Promise<void> {
  await db.query(
    `UPDATE sales_modifier_groups SET name = $3, min_select = $4, max_select = $5
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, groupId, input.name, input.minSelect, input.maxSelect],
  );
  await saveOptions(db, tenantId, groupId, input.options);
}

async function saveOptions(
  db: Queryable,
  tenantId: string,
  groupId: string,
  options: ModifierGroupInput['options'],
): Promise<void> {
  const keptIds = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  await db.query(
    `DELETE FROM sales_modifier_options
      WHERE tenant_id = $1 AND group_id = $2 AND NOT (id = ANY($3::uuid[]))`,
    [tenantId, groupId, keptIds],
  );
  // Parked first so two options may swap names.
  await db.query(
    'UPDATE sales_modifier_options SET name = id::text WHERE tenant_id = $1 AND group_id = $2',
    [tenantId, groupId],
  );
  for (const [position, option] of options.entries()) {
    const values = [tenantId, groupId, option.name, option.priceDeltaMinor, position];
    await (option.id === undefined
      ? db.query(
          `INSERT INTO sales_modifier_options
             (tenant_id, group_id, name, price_delta_minor, position)
           VALUES ($1, $2, $3, $4, $5)`,
          values,
        )
      : db.query(
          `UPDATE sales_modifier_options SET name = $3, price_delta_minor = $4, position = $5
            WHERE tenant_id = $1 AND group_id = $2 AND id = $6`,
          [...values, option.id],
        ));
  }
}

export async function deleteModifierGroup(
  db: Queryable,
  tenantId: string,
  groupId: string,
): Promise<void> {
  await db.query('DELETE FROM sales_modifier_groups WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    groupId,
  ]);
}
