// The back office's product categories and modifier groups (src/shared/sales/products.ts): listed
// with productsView, changed with productsEdit, each change audited and published as a catalogue
// change (the till's tabs and modifier choices come from them).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PRODUCT_PATHS,
  categoryIdParamsSchema,
  categoryInputSchema,
  categoryListItemSchema,
  categoryListSchema,
  categoryPatchSchema,
  modifierGroupIdParamsSchema,
  modifierGroupInputSchema,
  modifierGroupListSchema,
} from '@shared/sales/products';
import { recordAudit } from '../auth/audit-log';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { notFoundInTenant, uniqueViolation } from '../http/errors';
import { publishingTenantRoutes } from '../http/tenant-routes';
import { catalogueWrite, fieldProblem, productsContext } from './products-access';
import {
  deleteCategory,
  insertCategory,
  listCategories,
  loadCategory,
  updateCategory,
  type CategoryListItem,
} from './products-categories-store';
import {
  deleteModifierGroup,
  insertModifierGroup,
  listModifierGroups,
  loadModifierGroup,
  updateModifierGroup,
  type ModifierGroupItem,
} from './products-modifier-groups-store';
import { idsNotIn } from './products-store';

const modifierGroupItemSchema = modifierGroupListSchema.shape.items.element;

/** A write whose name may already be taken: 409 on the name field. */
async function namedWrite<Result>(what: string, name: string, write: () => Promise<Result>) {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw fieldProblem('name', `There is already a ${what} named ${name}.`, 409);
  }
}

async function assertTax(tx: Queryable, tenantId: string, taxId: string | null): Promise<void> {
  if (taxId === null) return;
  const [missing] = await idsNotIn(tx, tenantId, { table: 'sales_taxes' }, [taxId]);
  if (missing !== undefined) {
    throw fieldProblem('defaultTaxId', `There is no tax ${missing} in this tenant.`);
  }
}

/** 400 on the first option that is another group's (by id) or repeats a name in the group. */
async function assertOwnOptions(
  tx: Queryable,
  tenantId: string,
  groupId: string,
  options: z.output<typeof modifierGroupInputSchema>['options'],
): Promise<void> {
  const optionIds = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  const [foreign] = await idsNotIn(
    tx,
    tenantId,
    { table: 'sales_modifier_options', column: 'group_id', parentId: groupId },
    optionIds,
  );
  if (foreign !== undefined) {
    const index = options.findIndex((option) => option.id === foreign);
    throw fieldProblem(`options.${index}.id`, `There is no option ${foreign} of this group.`);
  }
  const names = options.map((option) => option.name.toLowerCase());
  const twice = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (twice >= 0) {
    throw fieldProblem(`options.${twice}.name`, 'Two options cannot share a name.');
  }
}

async function mustLoadCategory(tx: Queryable, tenantId: string, id: string) {
  const category = await loadCategory(tx, tenantId, id);
  if (category === null) throw notFoundInTenant('category', id);
  return category;
}

async function mustLoadGroup(tx: Queryable, tenantId: string, id: string) {
  const group = await loadModifierGroup(tx, tenantId, id);
  if (group === null) throw notFoundInTenant('modifier group', id);
  return group;
}

type AuditedRow = CategoryListItem | ModifierGroupItem;

const idOf = (row: AuditedRow) => row.id;

/** A category or modifier group written under `name`: `what` names it in a 409. */
interface NamedRowWrite<Row extends AuditedRow> {
  what: string;
  name: string;
  load: (tx: Queryable, tenantId: string, id: string) => Promise<Row>;
  action: string;
}

/** A row added under its name (409 if taken), read back and audited. */
async function addNamed<Row extends AuditedRow>(
  tx: Queryable,
  context: TenantContext,
  row: NamedRowWrite<Row> & { insert: () => Promise<string> },
): Promise<Row> {
  const id = await namedWrite(row.what, row.name, row.insert);
  const after = await row.load(tx, context.tenantId, id);
  await audit(tx, context, row.action, id, { after });
  return after;
}

/** A row changed in place under its (maybe new) name (409 if taken), read back and audited. */
async function updateNamed<Row extends AuditedRow>(
  tx: Queryable,
  context: TenantContext,
  before: Row,
  row: NamedRowWrite<Row> & { update: () => Promise<void> },
): Promise<Row> {
  await namedWrite(row.what, row.name, row.update);
  const after = await row.load(tx, context.tenantId, before.id);
  await audit(tx, context, row.action, before.id, { before, after });
  return after;
}

/** The audit entry of a category or modifier group write. */
function audit(
  tx: Queryable,
  context: TenantContext,
  action: string,
  targetId: string,
  states: {
    before?: CategoryListItem | ModifierGroupItem;
    after?: CategoryListItem | ModifierGroupItem;
  },
) {
  const targetType = action.startsWith('sales.category')
    ? 'sales_product_category'
    : 'sales_modifier_group';
  return recordAudit(tx, context, { action, targetType, targetId, ...states });
}

export const productsCategoriesRoutes = publishingTenantRoutes((app, deps) => {
  const { database } = deps;

  /** A catalogue write to the row the path's id names (404 unless the tenant's), from its state. */
  function writeToRow<Row extends AuditedRow>(
    request: FastifyRequest & { params: { id: string } },
    load: (tx: Queryable, tenantId: string, id: string) => Promise<Row>,
    write: (tx: Queryable, context: TenantContext, before: Row) => Promise<Row>,
  ): Promise<Row> {
    return catalogueWrite(
      deps,
      request,
      async (tx, context) =>
        write(tx, context, await load(tx, context.tenantId, request.params.id)),
      idOf,
    );
  }

  /** GET of the tenant's whole list, for whoever may view products. */
  function listRoute<Item>(
    path: string,
    response: z.ZodType<{ items: Item[] }>,
    list: (db: Queryable, tenantId: string) => Promise<Item[]>,
  ) {
    app.get(path, { schema: { response: { 200: response } } }, async (request) => {
      const context = await productsContext(database, request, 'productsView');
      return { items: await list(database, context.tenantId) };
    });
  }

  /** DELETE of one row: 404 unless the tenant's, then deleted and audited (before only). */
  function deleteRoute(
    path: string,
    params: typeof categoryIdParamsSchema,
    row: {
      load: (tx: Queryable, tenantId: string, id: string) => Promise<AuditedRow>;
      remove: (tx: Queryable, tenantId: string, id: string) => Promise<void>;
      action: string;
    },
  ) {
    app.delete(
      path,
      { schema: { params, response: { 204: z.undefined() } } },
      async (request, reply) => {
        const { id } = request.params;
        await catalogueWrite(
          deps,
          request,
          async (tx, context) => {
            const before = await row.load(tx, context.tenantId, id);
            await row.remove(tx, context.tenantId, id);
            await audit(tx, context, row.action, id, { before });
          },
          () => id,
        );
        return reply.code(204).send(undefined);
      },
    );
  }

  listRoute(PRODUCT_PATHS.categories, categoryListSchema, listCategories);

  app.post(
    PRODUCT_PATHS.categories,
    { schema: { body: categoryInputSchema, response: { 201: categoryListItemSchema } } },
    async (request, reply) => {
      const { body } = request;
      const category = await catalogueWrite(
        deps,
        request,
        async (tx, context) => {
          await assertTax(tx, context.tenantId, body.defaultTaxId);
          const insert = () => insertCategory(tx, context.tenantId, body);
          const row = { what: 'category', name: body.name, insert, load: mustLoadCategory };
          return addNamed(tx, context, { ...row, action: 'sales.category.create' });
        },
        idOf,
      );
      return reply.code(201).send(category);
    },
  );

  app.patch(
    PRODUCT_PATHS.category,
    {
      schema: {
        params: categoryIdParamsSchema,
        body: categoryPatchSchema,
        response: { 200: categoryListItemSchema },
      },
    },
    (request) =>
      writeToRow(request, mustLoadCategory, async (tx, context, before) => {
        const changed = { ...before, ...request.body };
        await assertTax(tx, context.tenantId, changed.defaultTaxId);
        return updateNamed(tx, context, before, {
          what: 'category',
          name: changed.name,
          update: () => updateCategory(tx, context.tenantId, before.id, changed),
          load: mustLoadCategory,
          action: 'sales.category.update',
        });
      }),
  );

  deleteRoute(PRODUCT_PATHS.category, categoryIdParamsSchema, {
    load: mustLoadCategory,
    remove: deleteCategory,
    action: 'sales.category.delete',
  });

  listRoute(PRODUCT_PATHS.modifierGroups, modifierGroupListSchema, listModifierGroups);

  app.post(
    PRODUCT_PATHS.modifierGroups,
    { schema: { body: modifierGroupInputSchema, response: { 201: modifierGroupItemSchema } } },
    async (request, reply) => {
      const { body } = request;
      if (body.options.some((option) => option.id !== undefined)) {
        throw fieldProblem('options', 'A new group’s options are new too: leave out their ids.');
      }
      const group = await catalogueWrite(
        deps,
        request,
        (tx, context) =>
          addNamed(tx, context, {
            what: 'modifier group',
            name: body.name,
            insert: () => insertModifierGroup(tx, context.tenantId, body),
            load: mustLoadGroup,
            action: 'sales.modifier_group.create',
          }),
        idOf,
      );
      return reply.code(201).send(group);
    },
  );

  app.put(
    PRODUCT_PATHS.modifierGroup,
    {
      schema: {
        params: modifierGroupIdParamsSchema,
        body: modifierGroupInputSchema,
        response: { 200: modifierGroupItemSchema },
      },
    },
    (request) =>
      writeToRow(request, mustLoadGroup, async (tx, context, before) => {
        await assertOwnOptions(tx, context.tenantId, before.id, request.body.options);
        return updateNamed(tx, context, before, {
          what: 'modifier group',
          name: request.body.name,
          update: () => updateModifierGroup(tx, context.tenantId, before.id, request.body),
          load: mustLoadGroup,
          action: 'sales.modifier_group.update',
        });
      }),
  );

  deleteRoute(PRODUCT_PATHS.modifierGroup, modifierGroupIdParamsSchema, {
    load: mustLoadGroup,
    remove: deleteModifierGroup,
    action: 'sales.modifier_group.delete',
  });
});
