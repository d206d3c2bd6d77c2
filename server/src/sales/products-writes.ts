// A product created, saved whole or removed, inside the caller's transaction: the rules a write
// must pass before it touches a row (references in the tenant, codes unique, a gift card's price,
// the revision the editor loaded) and its audit entry, before → after.
import type { ProductDetail } from '@shared/sales/products';
import { recordAudit } from '../auth/audit-log';
import type { TenantContext } from '../auth/request-context';
import type { Queryable } from '../db/database';
import { conflict, notFoundInTenant, uniqueViolation } from '../http/errors';
import { fieldProblem } from './products-access';
import {
  codesInUse,
  deleteProduct,
  idsNotIn,
  insertProduct,
  loadProductDetail,
  lockProduct,
  parkVariants,
  productWasSold,
  saveProductParts,
  updateProduct,
  type ProductInputValues,
} from './products-store';

/** 400 naming the field: the first id that is not the tenant's. */
async function assertReferences(
  tx: Queryable,
  tenantId: string,
  input: ProductInputValues,
): Promise<void> {
  const checks = [
    {
      field: 'categoryId',
      table: 'sales_product_categories',
      what: 'category',
      ids: input.categoryId,
    },
    { field: 'taxId', table: 'sales_taxes', what: 'tax', ids: input.taxId },
  ] as const;
  for (const { field, table, what, ids } of checks) {
    if (ids === null) continue;
    const [missing] = await idsNotIn(tx, tenantId, { table }, [ids]);
    if (missing !== undefined) {
      throw fieldProblem(field, `There is no ${what} ${missing} in this tenant.`);
    }
  }
  const missing = await idsNotIn(
    tx,
    tenantId,
    { table: 'sales_modifier_groups' },
    input.modifierGroupIds,
  );
  const [first] = missing;
  if (first !== undefined) {
    const index = input.modifierGroupIds.indexOf(first);
    throw fieldProblem(
      `modifierGroupIds.${index}`,
      `There is no modifier group ${first} in this tenant.`,
    );
  }
  if (new Set(input.modifierGroupIds).size !== input.modifierGroupIds.length) {
    throw fieldProblem('modifierGroupIds', 'A modifier group may be offered once.');
  }
  const names = input.variants.map((variant) => variant.name.toLowerCase());
  const twice = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (twice >= 0) {
    throw fieldProblem(`variants.${twice}.name`, 'Two variants cannot share a name.');
  }
}

/** The product's codes by the field that carries each. */
function codeFields(input: ProductInputValues): { path: string; code: string }[] {
  return [
    { path: 'barcode', code: input.barcode },
    { path: 'plu', code: input.plu },
    ...input.variants.map((variant, index) => ({
      path: `variants.${index}.barcode`,
      code: variant.barcode,
    })),
  ].flatMap(({ path, code }) => (code === null ? [] : [{ path, code }]));
}

/** A retired product's codes free nothing and take nothing (0009's sales_codes_unique). */
async function assertCodesFree(
  tx: Queryable,
  tenantId: string,
  productId: string | null,
  input: ProductInputValues,
): Promise<void> {
  if (input.status !== 'active') return;
  const fields = codeFields(input);
  const seen = new Map<string, string>();
  for (const { path, code } of fields) {
    const first = seen.get(code);
    if (first !== undefined) {
      throw fieldProblem(path, `The code ${code} is already this product’s ${first}.`, 409);
    }
    seen.set(code, path);
  }
  const [used] = await codesInUse(tx, tenantId, productId, [...seen.keys()]);
  if (used !== undefined) {
    const path = seen.get(used.code) ?? 'barcode';
    throw fieldProblem(path, `The code ${used.code} is already used by ${used.productName}.`, 409);
  }
}

/** Runs a write whose unique indexes may still refuse it (a race the checks above lost). */
async function refusingDuplicates<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw conflict(
      constraint === 'sales_product_variants_name_idx'
        ? 'Two variants cannot share a name.'
        : 'One of these codes was just given to another product. Check the barcodes and PLU.',
    );
  }
}

async function mustLoad(
  tx: Queryable,
  tenantId: string,
  productId: string,
): Promise<ProductDetail> {
  const detail = await loadProductDetail(tx, tenantId, productId);
  if (detail === null) throw notFoundInTenant('product', productId);
  return detail;
}

export async function createProduct(
  tx: Queryable,
  context: TenantContext,
  input: ProductInputValues,
): Promise<ProductDetail> {
  if (input.variants.some((variant) => variant.id !== undefined)) {
    throw fieldProblem('variants', 'A new product’s variants are new too: leave out their ids.');
  }
  await assertReferences(tx, context.tenantId, input);
  await assertCodesFree(tx, context.tenantId, null, input);
  const productId = await refusingDuplicates(async () => {
    const id = await insertProduct(tx, context.tenantId, input);
    await saveProductParts(tx, context.tenantId, id, input);
    return id;
  });
  const after = await mustLoad(tx, context.tenantId, productId);
  await recordAudit(tx, context, {
    action: 'sales.product.create',
    targetType: 'sales_product',
    targetId: productId,
    after,
  });
  return after;
}

export async function saveProduct(
  tx: Queryable,
  context: TenantContext,
  productId: string,
  input: ProductInputValues,
): Promise<ProductDetail> {
  const { tenantId } = context;
  const locked = await lockProduct(tx, tenantId, productId);
  if (locked === null) throw notFoundInTenant('product', productId);
  if (input.version !== undefined && input.version !== locked.version) {
    throw conflict(
      'Someone else changed this product since you opened it. Reload it to see their change.',
    );
  }
  if (locked.isGiftCard && input.priceMinor !== locked.priceMinor) {
    throw fieldProblem(
      'priceMinor',
      'A gift card’s price is the amount loaded onto it, chosen at the till; it cannot be set here.',
    );
  }
  const foreign = await idsNotIn(
    tx,
    tenantId,
    { table: 'sales_product_variants', column: 'product_id', parentId: productId },
    input.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])),
  );
  const [foreignId] = foreign;
  if (foreignId !== undefined) {
    const index = input.variants.findIndex((variant) => variant.id === foreignId);
    throw fieldProblem(`variants.${index}.id`, `There is no variant ${foreignId} of this product.`);
  }
  await assertReferences(tx, tenantId, input);
  await assertCodesFree(tx, tenantId, productId, input);
  const before = await mustLoad(tx, tenantId, productId);
  await refusingDuplicates(async () => {
    await parkVariants(tx, tenantId, productId, input.variants);
    await updateProduct(tx, tenantId, productId, input);
    await saveProductParts(tx, tenantId, productId, input);
  });
  const after = await mustLoad(tx, tenantId, productId);
  await recordAudit(tx, context, {
    action: 'sales.product.update',
    targetType: 'sales_product',
    targetId: productId,
    before,
    after,
  });
  return after;
}

/** Removes a product never sold; a sold one stays for its sales and may only be archived. */
export async function removeProduct(
  tx: Queryable,
  context: TenantContext,
  productId: string,
): Promise<void> {
  const before = await mustLoad(tx, context.tenantId, productId);
  if (await productWasSold(tx, context.tenantId, productId)) {
    throw conflict(
      `${before.name} has been sold, so it stays for its sales: archive it instead of deleting it.`,
    );
  }
  await deleteProduct(tx, context.tenantId, productId);
  await recordAudit(tx, context, {
    action: 'sales.product.delete',
    targetType: 'sales_product',
    targetId: productId,
    before,
  });
}

export { mustLoad as mustLoadProduct };
