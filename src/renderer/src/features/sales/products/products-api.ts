// The products back office's calls (src/shared/sales/products.ts) on the suite family's client,
// and their query options, keyed under the tenant and ['sales', 'products'] so that
// sales.catalogue.changed refreshes them (api/realtime-resources.ts).
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { buildPath } from '@shared/paths';
import {
  PRODUCT_PATHS,
  categoryListItemSchema,
  categoryListSchema,
  modifierGroupListSchema,
  productDetailSchema,
  productPageSchema,
  type ProductDetail,
  type categoryInputSchema,
  type modifierGroupInputSchema,
  type productInputSchema,
} from '@shared/sales/products';
import { type HttpClient } from '../../../api';
import { useSuiteApi } from '../../../lib/use-suite-api';

export type ProductInputValues = z.output<typeof productInputSchema>;
export type CategoryInputValues = z.output<typeof categoryInputSchema>;
export type ModifierGroupInputValues = z.output<typeof modifierGroupInputSchema>;
export type CategoryItem = z.infer<typeof categoryListItemSchema>;
export type ModifierGroupItem = z.infer<typeof modifierGroupListSchema>['items'][number];

const modifierGroupItemSchema = modifierGroupListSchema.shape.items.element;

export function createProductsApi(client: HttpClient) {
  const product = (id: string) => buildPath(PRODUCT_PATHS.product, { id });
  const image = (id: string) => buildPath(PRODUCT_PATHS.productImage, { id });
  const category = (id: string) => buildPath(PRODUCT_PATHS.category, { id });
  const group = (id: string) => buildPath(PRODUCT_PATHS.modifierGroup, { id });
  return {
    page: (query: Readonly<Record<string, string>>, signal?: AbortSignal) =>
      client.get(
        `${PRODUCT_PATHS.products}?${new URLSearchParams(query).toString()}`,
        productPageSchema,
        signal,
      ),
    product: (id: string, signal?: AbortSignal) =>
      client.get(product(id), productDetailSchema, signal),
    create: (input: ProductInputValues) =>
      client.post(PRODUCT_PATHS.products, input, productDetailSchema),
    save: (id: string, input: ProductInputValues) =>
      client.request({ method: 'PUT', path: product(id), body: input }, productDetailSchema),
    remove: (id: string) => client.send({ method: 'DELETE', path: product(id) }),
    uploadImage: (id: string, file: Blob): Promise<ProductDetail> =>
      client.request({ method: 'PUT', path: image(id), file }, productDetailSchema),
    removeImage: (id: string): Promise<ProductDetail> =>
      client.request({ method: 'DELETE', path: image(id) }, productDetailSchema),
    categories: (signal?: AbortSignal) =>
      client.get(PRODUCT_PATHS.categories, categoryListSchema, signal),
    addCategory: (input: CategoryInputValues) =>
      client.post(PRODUCT_PATHS.categories, input, categoryListItemSchema),
    changeCategory: (id: string, input: Partial<CategoryInputValues>) =>
      client.request({ method: 'PATCH', path: category(id), body: input }, categoryListItemSchema),
    removeCategory: (id: string) => client.send({ method: 'DELETE', path: category(id) }),
    modifierGroups: (signal?: AbortSignal) =>
      client.get(PRODUCT_PATHS.modifierGroups, modifierGroupListSchema, signal),
    addModifierGroup: (input: ModifierGroupInputValues) =>
      client.post(PRODUCT_PATHS.modifierGroups, input, modifierGroupItemSchema),
    saveModifierGroup: (id: string, input: ModifierGroupInputValues) =>
      client.request({ method: 'PUT', path: group(id), body: input }, modifierGroupItemSchema),
    removeModifierGroup: (id: string) => client.send({ method: 'DELETE', path: group(id) }),
  };
}

export type ProductsApi = ReturnType<typeof createProductsApi>;

export function useProductsApi(): ProductsApi {
  return useSuiteApi(createProductsApi);
}

/** Every products query of the tenant; a write invalidates this prefix. */
export function productsKey(tenantId: string) {
  return [tenantId, 'sales', 'products'] as const;
}

export function productQuery(api: ProductsApi, tenantId: string, id: string) {
  return queryOptions({
    queryKey: [...productsKey(tenantId), 'product', id] as const,
    queryFn: ({ signal }) => api.product(id, signal),
  });
}

export function categoriesQuery(api: ProductsApi, tenantId: string) {
  return queryOptions({
    queryKey: [...productsKey(tenantId), 'categories'] as const,
    queryFn: ({ signal }) => api.categories(signal),
    select: (list) => list.items,
  });
}

export function modifierGroupsQuery(api: ProductsApi, tenantId: string) {
  return queryOptions({
    queryKey: [...productsKey(tenantId), 'modifier-groups'] as const,
    queryFn: ({ signal }) => api.modifierGroups(signal),
    select: (list) => list.items,
  });
}

/** The currency the tenant sells in (every page of the list says it; one item is enough). */
export function currencyQuery(api: ProductsApi, tenantId: string) {
  return queryOptions({
    queryKey: [...productsKey(tenantId), 'currency'] as const,
    queryFn: ({ signal }) => api.page({ limit: '1' }, signal),
    select: (page) => page.currency,
    staleTime: Infinity,
  });
}
