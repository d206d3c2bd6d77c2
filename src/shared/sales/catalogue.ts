// Contract of the sales catalogue as the point of sale holds it: everything a station needs to
// sell, offline too, in one answer (products with variants and modifier groups, categories, taxes,
// locations and the tenant's currency).
import { z } from 'zod';
import { amountMinorSchema, currencySchema, taxRateSchema } from './money';

export const CATALOGUE_PATHS = {
  /** GET: the whole sellable catalogue of the caller's tenant. */
  catalogue: '/sales/catalogue',
} as const;

/**
 * GET /sales/catalogue's query. `version`: the answer's `version` the station already holds;
 * while it is still current the answer is 304 Not Modified with no body, so polling stays cheap
 * at 10,000 products.
 */
export const catalogueQuerySchema = z.object({
  version: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{1,64}$/,
      'A catalogue version is 1 to 64 letters, digits, dashes or underscores.',
    )
    .optional(),
});

export const barcodeSchema = z
  .string()
  .regex(/^[0-9]{4,14}$/, 'A barcode or PLU is 4 to 14 digits.');

export const modifierOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Added to the unit price when chosen (0 for "Whole milk"). */
  priceDeltaMinor: amountMinorSchema,
});

export const modifierGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** 0: optional ("Extra shot"); 1 with maxSelect 1: pick exactly one ("Milk"). */
  minSelect: z.number().int().min(0),
  maxSelect: z.number().int().min(1),
  options: z.array(modifierOptionSchema).min(1),
});

export const variantSchema = z.object({
  id: z.uuid(),
  /** "Small", "Medium", "Large". */
  name: z.string(),
  priceMinor: amountMinorSchema,
  barcode: barcodeSchema.nullable(),
});

export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  categoryId: z.uuid().nullable(),
  /** The tax that applies: the product's own, else its category's default; null for none. */
  taxId: z.uuid().nullable(),
  /** The price when the product has no variants; with variants, each variant has its price. */
  priceMinor: amountMinorSchema,
  variants: z.array(variantSchema),
  modifierGroups: z.array(modifierGroupSchema),
  barcode: barcodeSchema.nullable(),
  /** A short number keyed at the till for loose items. */
  plu: barcodeSchema.nullable(),
  /** A same-origin image path, or null for the category's colour and the product's initials. */
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  stockTracked: z.boolean(),
  /** A gift card sold at the till: its price is the amount loaded, chosen when sold. */
  isGiftCard: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const catalogueCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The grid's order of tabs. */
  position: z.number().int(),
});

export const catalogueTaxSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  rate: taxRateSchema,
  inclusive: z.boolean(),
});

export const catalogueLocationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  timeZone: z.string(),
  isDefault: z.boolean(),
});

export const catalogueSchema = z.object({
  currency: currencySchema,
  /** Changes whenever anything in the catalogue does: a station re-downloads when it differs. */
  version: z.string(),
  categories: z.array(catalogueCategorySchema),
  taxes: z.array(catalogueTaxSchema),
  locations: z.array(catalogueLocationSchema),
  /** Active products only. */
  products: z.array(productSchema),
  /** What the tenant allows a station to take while offline (issue 15's offline rules). */
  offlineLimits: z.object({
    /** Per gift card, in total, while offline. */
    giftCardMinor: amountMinorSchema,
    /** Store-and-forward card payments: per sale, and in total for one station. */
    cardPerSaleMinor: amountMinorSchema,
    cardTotalMinor: amountMinorSchema,
  }),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
