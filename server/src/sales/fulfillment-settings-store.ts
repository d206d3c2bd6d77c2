// The tenant's fulfillment settings (Admin → Sales → Fulfillment): pickup instructions, and the
// box types orders are packed in (the reference list "sales fulfillment box types"). Removing a
// box type is allowed: orders packed in it keep its name (fulfillment-store.ts).
import type { BoxTypeDraft, FulfillmentSettings } from '@shared/sales/fulfillment';
import { recordAudit, type AuditActor } from '../auth/audit-log';
import type { Queryable } from '../db/database';
import { conflict, notFoundInTenant, uniqueViolation } from '../http/errors';

export async function loadFulfillmentSettings(
  db: Queryable,
  tenantId: string,
): Promise<FulfillmentSettings> {
  const [row] = await db.query<{ pickup_instructions: string }>(
    'SELECT pickup_instructions FROM sales_fulfillment_settings WHERE tenant_id = $1',
    [tenantId],
  );
  return { pickupInstructions: row?.pickup_instructions ?? '' };
}

export async function saveFulfillmentSettings(
  tx: Queryable,
  actor: AuditActor,
  settings: FulfillmentSettings,
): Promise<FulfillmentSettings> {
  const before = await loadFulfillmentSettings(tx, actor.tenantId);
  await tx.query(
    `INSERT INTO sales_fulfillment_settings (tenant_id, pickup_instructions) VALUES ($1, $2)
     ON CONFLICT (tenant_id) DO UPDATE SET pickup_instructions = EXCLUDED.pickup_instructions`,
    [actor.tenantId, settings.pickupInstructions],
  );
  await recordAudit(tx, actor, {
    action: 'sales.fulfillment.settings.update',
    targetType: 'fulfillment_settings',
    targetId: null,
    before,
    after: settings,
  });
  return settings;
}

interface BoxTypeRow {
  id: string;
  name: string;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  max_weight_grams: number;
}

const boxFields = (row: BoxTypeRow): BoxTypeDraft => ({
  name: row.name,
  lengthMm: row.length_mm,
  widthMm: row.width_mm,
  heightMm: row.height_mm,
  maxWeightGrams: row.max_weight_grams,
});
const toBoxType = (row: BoxTypeRow) => ({ id: row.id, ...boxFields(row) });
export type BoxType = ReturnType<typeof toBoxType>;

const BOX_COLUMNS = 'id, name, length_mm, width_mm, height_mm, max_weight_grams';

/** Runs a write of a box type; a name the tenant already has answers 409 on the name. */
async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== null) {
      throw conflict('name: There is already a box type with this name.');
    }
    throw error;
  }
}

const boxParams = (box: BoxTypeDraft) => [
  box.name,
  box.lengthMm,
  box.widthMm,
  box.heightMm,
  box.maxWeightGrams,
];

export async function addBoxType(
  tx: Queryable,
  actor: AuditActor,
  box: BoxTypeDraft,
): Promise<BoxType> {
  const [row] = await namedWrite(() =>
    tx.query<BoxTypeRow>(
      `INSERT INTO sales_fulfillment_box_types
         (tenant_id, name, length_mm, width_mm, height_mm, max_weight_grams)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${BOX_COLUMNS}`,
      [actor.tenantId, ...boxParams(box)],
    ),
  );
  if (row === undefined) throw new Error('The box type was not stored.');
  const added = toBoxType(row);
  await recordAudit(tx, actor, {
    action: 'sales.fulfillment.box_type.create',
    targetType: 'fulfillment_box_type',
    targetId: added.id,
    after: box,
  });
  return added;
}

/** The box type's fields before a change (its id is the caller's), locked. */
async function lockBoxType(tx: Queryable, tenantId: string, id: string): Promise<BoxTypeDraft> {
  const [row] = await tx.query<BoxTypeRow>(
    `SELECT ${BOX_COLUMNS} FROM sales_fulfillment_box_types
      WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, id],
  );
  if (row === undefined) throw notFoundInTenant('box type', id);
  return boxFields(row);
}

export async function updateBoxType(
  tx: Queryable,
  actor: AuditActor,
  id: string,
  box: BoxTypeDraft,
): Promise<BoxType> {
  const before = await lockBoxType(tx, actor.tenantId, id);
  const [row] = await namedWrite(() =>
    tx.query<BoxTypeRow>(
      `UPDATE sales_fulfillment_box_types
          SET name = $3, length_mm = $4, width_mm = $5, height_mm = $6, max_weight_grams = $7
        WHERE tenant_id = $1 AND id = $2 RETURNING ${BOX_COLUMNS}`,
      [actor.tenantId, id, ...boxParams(box)],
    ),
  );
  if (row === undefined) throw new Error('The box type was not updated.');
  await recordAudit(tx, actor, {
    action: 'sales.fulfillment.box_type.update',
    targetType: 'fulfillment_box_type',
    targetId: id,
    before,
    after: box,
  });
  return toBoxType(row);
}

export async function removeBoxType(tx: Queryable, actor: AuditActor, id: string): Promise<void> {
  const before = await lockBoxType(tx, actor.tenantId, id);
  await tx.query('DELETE FROM sales_fulfillment_box_types WHERE tenant_id = $1 AND id = $2', [
    actor.tenantId,
    id,
  ]);
  await recordAudit(tx, actor, {
    action: 'sales.fulfillment.box_type.delete',
    targetType: 'fulfillment_box_type',
    targetId: id,
    before,
  });
}
