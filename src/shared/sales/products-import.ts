// Contract of the products CSV import and export and of the bulk price change (issue 16): the
// file's columns (docs/sales-products-import.md), the row-by-row report a validation answers
// before anything is written, the accept that writes exactly what was validated, and the bulk
// price change's preview and apply.
import { z } from 'zod';
import { amountMinorSchema, positiveAmountMinorSchema, RATE_SCALE } from './money';
import { productListQuerySchema } from './products';

export const PRODUCT_IMPORT_PATHS = {
  /** POST: checks a file and answers its report; writes nothing. */
  validate: '/sales/products/import/validate',
  /** POST: writes the file checked by `validate` (its token), in one transaction. */
  accept: '/sales/products/import/accept',
  /** GET: the products the list's filters select, as the import's CSV. */
  export: '/sales/products/export',
  /** POST: what a bulk price change would do, without doing it. */
  bulkPricePreview: '/sales/products/bulk-price/preview',
  /** POST: changes the prices. */
  bulkPrice: '/sales/products/bulk-price',
} as const;

/** The file's columns in the order the export writes them; the import takes any order. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'variant',
  'category',
  'tax',
  'price',
  'barcode',
  'plu',
  'status',
  'stock tracked',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** Columns a file must have; the others may be left out (empty for every row). */
export const REQUIRED_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = ['name', 'price'];

/** UTF-8 bytes of the largest file taken (as the JSON body's `csv` text, in characters). */
export const MAX_IMPORT_CHARACTERS = 2_000_000;
/** Rows after the header; a larger catalogue is imported in several files. */
export const MAX_IMPORT_ROWS = 5_000;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const importFileSchema = z.object({
  csv: z
    .string()
    .min(1, 'The file is empty.')
    .max(
      MAX_IMPORT_CHARACTERS,
      `The file is larger than ${MAX_IMPORT_CHARACTERS / 1_000_000} MB; split it into smaller files.`,
    ),
});

export const importProblemSchema = z.object({
  /** The column at fault, or null for the row as a whole. */
  column: z.enum(PRODUCT_CSV_COLUMNS).nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowReportSchema = z.object({
  /** The row's line in a spreadsheet: the header is row 1. */
  row: z.number().int().min(2),
  name: z.string(),
  variant: z.string().nullable(),
  action: z.enum(IMPORT_ACTIONS),
  problems: z.array(importProblemSchema),
  /** What the accept will do besides (a new category it creates). */
  notes: z.array(z.string()),
});
export type ImportRowReport = z.infer<typeof importRowReportSchema>;

export const importCountsSchema = z.object(
  Object.fromEntries(IMPORT_ACTIONS.map((action) => [action, z.number().int().nonnegative()])) as {
    [Action in ImportAction]: z.ZodNumber;
  },
);
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importReportSchema = z.object({
  /** Names the file and the catalogue as validated; the accept is refused if either changed. */
  token: z.string(),
  rows: z.array(importRowReportSchema),
  /** Rows by action. */
  counts: importCountsSchema,
  /** Categories the file names that do not exist yet: the accept creates them. */
  newCategories: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importAcceptSchema = importFileSchema.extend({
  token: z.string().min(1).max(200),
  /**
   * false: refused while any row has an error. true: the products without errors are written and
   * the rows of a product with an error are skipped.
   */
  skipErrorRows: z.boolean().default(false),
});
export type ImportAccept = z.input<typeof importAcceptSchema>;

export const importResultSchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  /** Rows left out because they (or another row of their product) had an error. */
  skippedRows: z.number().int().nonnegative(),
  categoriesCreated: z.number().int().nonnegative(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The list's filters without its paging: what the export and a bulk change by filter select. */
export const productFilterSchema = productListQuerySchema.pick({
  search: true,
  categoryId: true,
  status: true,
});
export type ProductFilter = z.infer<typeof productFilterSchema>;

export const MAX_BULK_PRICE_PRODUCTS = 1_000;

/** 12.5 % is 12 500 (thousandths of a percent, as tax rates); at most 1000 % up, 100 % down. */
const percentSchema = z
  .number('A percentage is a number.')
  .int('A percentage has at most three decimals.')
  .min(1, 'Enter a percentage above zero.');

export const bulkPriceChangeSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('set'), amountMinor: amountMinorSchema }),
  z.object({ mode: z.enum(['increase', 'decrease']), amountMinor: positiveAmountMinorSchema }),
  z.object({
    mode: z.literal('increasePercent'),
    percent: percentSchema.max(10 * RATE_SCALE, 'A price can be raised by at most 1000 %.'),
  }),
  z.object({
    mode: z.literal('decreasePercent'),
    percent: percentSchema.max(RATE_SCALE, 'A price can be lowered by at most 100 %.'),
  }),
]);
export type BulkPriceChange = z.infer<typeof bulkPriceChangeSchema>;
export type BulkPriceMode = BulkPriceChange['mode'];
export const BULK_PRICE_MODES: readonly BulkPriceMode[] = [
  'set',
  'increase',
  'decrease',
  'increasePercent',
  'decreasePercent',
];

export const bulkPriceRequestSchema = z.object({
  target: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('ids'),
      productIds: z
        .array(z.uuid('A product id must be a uuid.'))
        .min(1, 'Choose at least one product.')
        .max(
          MAX_BULK_PRICE_PRODUCTS,
          `A bulk price change takes at most ${MAX_BULK_PRICE_PRODUCTS} products; use a filter.`,
        ),
    }),
    z.object({ kind: z.literal('filter'), filter: productFilterSchema }),
  ]),
  change: bulkPriceChangeSchema,
});
export type BulkPriceRequest = z.input<typeof bulkPriceRequestSchema>;

export const bulkPriceLineSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  /** Null for the product's own price (a product without variants). */
  variantId: z.uuid().nullable(),
  variantName: z.string().nullable(),
  oldPriceMinor: amountMinorSchema,
  newPriceMinor: amountMinorSchema,
});
export type BulkPriceLine = z.infer<typeof bulkPriceLineSchema>;

export const bulkPriceResultSchema = z.object({
  currency: z.string(),
  productCount: z.number().int().nonnegative(),
  /** Every price the change touches, changed or not, by product then variant. */
  lines: z.array(bulkPriceLineSchema),
  /** Whether the prices were written (apply) or only worked out (preview). */
  applied: z.boolean(),
});
export type BulkPriceResult = z.infer<typeof bulkPriceResultSchema>;
