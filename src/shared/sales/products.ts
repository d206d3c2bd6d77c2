// Contract of the products back office (issue 16): the product list as the back office pages
// through it, one product as the editor loads and saves it, categories and modifier groups. The
// point of sale keeps reading the whole catalogue (catalogue.ts); every write here changes that
// catalogue's version and publishes sales.catalogue.changed.
import { z } from 'zod';
import { singleLineText } from '../text-fields';
import { listQuerySchema, pageSchema } from '../paging';
import { barcodeSchema, modifierGroupSchema, variantSchema } from './catalogue';
import { amountMinorSchema, currencySchema } from './money';

export const PRODUCT_PATHS = {
  /** GET: the product list (paged, filtered); POST: create a product. */
  products: '/sales/products',
  /** GET: one product for the editor; PUT: save it whole; DELETE: remove one never sold. */
  product: '/sales/products/:id',
  /** PUT: the product's image (the request body is the image: PNG, JPEG or WebP); DELETE: drop it. */
  productImage: '/sales/products/:id/image',
  /**
   * GET, without a bearer token: an uploaded image by the SHA-256 of its bytes, for <img>. The
   * hash cannot be guessed without the image, and the answer never changes.
   */
  productImageFile: '/sales/product-images/:hash',
  /**
   * GET: categories with their product counts; POST: add one. (The reference list "sales product
   * categories" keeps /sales/product-categories: ids and names for any sales member.)
   */
  categories: '/sales/categories',
  /** PATCH: rename, reorder, default tax; DELETE: remove (its products become uncategorised). */
  category: '/sales/categories/:id',
  /** GET: modifier groups with their options; POST: add one. */
  modifierGroups: '/sales/modifier-groups',
  /** PUT: save a group whole (its options in order); DELETE: remove it from every product. */
  modifierGroup: '/sales/modifier-groups/:id',
} as const;

/** The largest image the editor may upload. */
export const PRODUCT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const productImageFileParamsSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'An image is named by the SHA-256 of its bytes.'),
});

export const productIdParamsSchema = z.object({ id: z.uuid('The product id must be a uuid.') });

export const PRODUCT_NAME_MAX_LENGTH = 120;

const name = (what: string) =>
  singleLineText()
    .min(1, `Enter a ${what} name.`)
    .max(
      PRODUCT_NAME_MAX_LENGTH,
      `A ${what} name may be at most ${PRODUCT_NAME_MAX_LENGTH} characters long.`,
    );

export const PRODUCT_STATUSES = ['active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * GET /sales/products. `search` matches a name (any word's start), a barcode or PLU (exactly or
 * a variant's barcode); `categoryId` 'none' is the uncategorised products. Sort keys: name,
 * price, category (`-` for descending).
 */
export const productListQuerySchema = listQuerySchema.extend({
  search: singleLineText().max(PRODUCT_NAME_MAX_LENGTH).optional(),
  categoryId: z.union([z.uuid(), z.literal('none')]).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/** What the list's rows and the editor both carry of a product. */
const productFields = {
  id: z.uuid(),
  name: z.string(),
  categoryId: z.uuid().nullable(),
  barcode: barcodeSchema.nullable(),
  plu: barcodeSchema.nullable(),
  imageUrl: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  stockTracked: z.boolean(),
  isGiftCard: z.boolean(),
};

export const productListItemSchema = z.object({
  ...productFields,
  categoryName: z.string().nullable(),
  /** The product's price, or its cheapest and dearest variants'. */
  priceFromMinor: amountMinorSchema,
  priceToMinor: amountMinorSchema,
  variantCount: z.number().int().nonnegative(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;
/** A page of the list, with the currency its prices are in. */
export const productPageSchema = pageSchema(productListItemSchema).extend({
  currency: currencySchema,
});

export const variantInputSchema = z.object({
  /** Absent for a new variant; a kept variant keeps its id so past sales still name it. */
  id: z.uuid().optional(),
  name: name('variant'),
  priceMinor: amountMinorSchema,
  barcode: barcodeSchema.nullable().default(null),
});

/** POST /sales/products and PUT /sales/products/:id: the product whole, variants in order. */
export const productInputSchema = z.object({
  name: name('product'),
  categoryId: z.uuid().nullable().default(null),
  /** The product's own tax; null for its category's default. */
  taxId: z.uuid().nullable().default(null),
  /** The price when the product has no variants. */
  priceMinor: amountMinorSchema,
  barcode: barcodeSchema.nullable().default(null),
  plu: barcodeSchema.nullable().default(null),
  status: z.enum(PRODUCT_STATUSES).default('active'),
  stockTracked: z.boolean().default(false),
  variants: z
    .array(variantInputSchema)
    .max(50, 'A product may have at most 50 variants.')
    .default([]),
  /** Modifier groups offered when it is sold, in the order the till asks them. */
  modifierGroupIds: z.array(z.uuid()).max(20).default([]),
  /**
   * The `version` the editor loaded (PUT only): a save over someone else's newer change answers
   * 409 instead of overwriting it.
   */
  version: z.string().min(1).max(64).optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const productDetailSchema = z.object({
  ...productFields,
  taxId: z.uuid().nullable(),
  priceMinor: amountMinorSchema,
  variants: z.array(variantSchema),
  modifierGroupIds: z.array(z.uuid()),
  version: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categoryIdParamsSchema = z.object({ id: z.uuid('The category id must be a uuid.') });

export const categoryInputSchema = z.object({
  name: name('category'),
  defaultTaxId: z.uuid().nullable().default(null),
  position: z.number().int().min(0).max(10_000).optional(),
});
export const categoryPatchSchema = categoryInputSchema.partial();

export const categoryListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  defaultTaxId: z.uuid().nullable(),
  position: z.number().int(),
  productCount: z.number().int().nonnegative(),
});
export const categoryListSchema = z.object({ items: z.array(categoryListItemSchema) });

export const modifierGroupIdParamsSchema = z.object({
  id: z.uuid('The modifier group id must be a uuid.'),
});

export const modifierGroupInputSchema = z
  .object({
    name: name('modifier group'),
    minSelect: z.number().int().min(0).max(20),
    maxSelect: z.number().int().min(1).max(20),
    options: z
      .array(
        z.object({
          id: z.uuid().optional(),
          name: name('option'),
          priceDeltaMinor: amountMinorSchema,
        }),
      )
      .min(1, 'Add at least one option.')
      .max(50),
  })
  .refine((group) => group.maxSelect >= group.minSelect, {
    path: ['maxSelect'],
    message: 'The most a customer may choose cannot be below the least.',
  });

export const modifierGroupListSchema = z.object({
  items: z.array(modifierGroupSchema.extend({ productCount: z.number().int().nonnegative() })),
});
