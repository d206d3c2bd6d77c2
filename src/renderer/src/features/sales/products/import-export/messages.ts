// Every user-facing string of the products import, export and bulk price change.
import type { BulkPriceMode, ImportAction } from '@shared/sales/products-import';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`;

export const PRODUCTS_IMPORT_MESSAGES = {
  importCsv: 'Import CSV',
  exportCsv: 'Export CSV',
  exportFileName: (day: string) => `products-${day}.csv`,
  exported: (name: string) => `Saved ${name}.`,
  exportFailed: 'The products could not be exported.',

  title: 'Import products',
  backToProducts: 'Back to products',
  steps: { file: 'Choose a file', review: 'Check the rows', done: 'Done' },
  stepDescriptions: {
    file: 'A CSV file of products',
    review: 'Nothing is written yet',
    done: 'The catalogue is updated',
  },
  fileLabel: 'Products file (CSV)',
  dropHere: 'Or drop a CSV file here',
  formatHelp:
    'One row per product, or one per variant of a product with sizes. Columns: id, name, variant, category, tax, price, barcode, plu, status, stock tracked. Rows with an id update that product; rows without one add a product. Export your products to start from the current catalogue.',
  checking: 'Checking the file…',
  checkFailed: 'The file could not be checked.',
  notCsv: 'Choose a .csv file.',
  fileName: (name: string) => `File: ${name}`,

  counts: (counts: Record<ImportAction, number>) =>
    [
      `${counts.create.toLocaleString()} to create`,
      `${counts.update.toLocaleString()} to update`,
      `${counts.unchanged.toLocaleString()} unchanged`,
      `${counts.error.toLocaleString()} with errors`,
    ].join(', '),
  countsLabel: 'Rows by what the import does',
  newCategories: (names: readonly string[]) =>
    `New categories, created when you accept: ${names.join(', ')}.`,
  reportCaption: 'What each row of the file does',
  row: 'Row',
  product: 'Product',
  action: 'Action',
  problems: 'Problems',
  actions: {
    create: 'Create',
    update: 'Update',
    unchanged: 'Unchanged',
    error: 'Error',
  } satisfies Record<ImportAction, string>,
  rowProblem: (column: string | null, message: string) =>
    column === null ? message : `${column}: ${message}`,
  onlyProblems: 'Show only rows with errors',
  skipErrorRows: 'Skip the rows with errors and import the rest',
  skipErrorRowsHint:
    'A product is imported whole: when one of its rows has an error, all its rows are skipped.',
  fixFirst: 'Fix the rows with errors in the file and choose it again, or skip them.',
  nothingToWrite: 'Every row matches the catalogue already: there is nothing to import.',
  chooseAnother: 'Choose another file',
  accept: 'Accept and import',
  acceptFailed: 'The products could not be imported.',

  doneTitle: 'Products imported',
  doneSummary: (result: {
    created: number;
    updated: number;
    unchanged: number;
    skippedRows: number;
    categoriesCreated: number;
  }) =>
    [
      `${count(result.created, 'product', 'products')} created`,
      `${result.updated.toLocaleString()} updated`,
      `${result.unchanged.toLocaleString()} unchanged`,
      `${count(result.skippedRows, 'row', 'rows')} skipped`,
      count(result.categoriesCreated, 'new category', 'new categories'),
    ].join(', ') + '.',
  importAnother: 'Import another file',

  bulkPrice: 'Change prices',
  bulkPriceTitle: (products: number | null) =>
    products === null
      ? 'Change prices'
      : `Change prices of ${count(products, 'product', 'products')}`,
  bulkPriceFiltered: 'Every product the current filter shows.',
  mode: 'Change',
  modes: {
    set: 'Set the price to',
    increase: 'Raise by an amount',
    decrease: 'Lower by an amount',
    increasePercent: 'Raise by a percentage',
    decreasePercent: 'Lower by a percentage',
  } satisfies Record<BulkPriceMode, string>,
  amount: 'Amount',
  percent: 'Percentage',
  roundingHint: 'New prices are rounded to the cent, halves away from zero. Variants change too.',
  preview: 'Preview',
  previewCaption: 'Old and new prices',
  variant: 'Variant',
  oldPrice: 'Now',
  newPrice: 'New',
  previewCount: (lines: number, changed: number) =>
    `${count(lines, 'price', 'prices')}, ${changed.toLocaleString()} changing.`,
  apply: 'Apply',
  applied: (changed: number) => `${count(changed, 'price', 'prices')} changed.`,
  bulkPriceFailed: 'The prices could not be changed.',
  cancel: 'Cancel',
  close: 'Close',
} as const;
