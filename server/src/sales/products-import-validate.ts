// Checks a products file against the catalogue it would change (docs/sales-products-import.md):
// rows grouped into products, each product checked by the editor's own rules (productInputSchema),
// names of taxes and categories resolved, codes checked against the file and the catalogue. Its
// answer is both the row-by-row report and the writes an accept makes. Pure: no database.
import type { z } from 'zod';
import {
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  REQUIRED_PRODUCT_CSV_COLUMNS,
  type ImportAction,
  type ImportCounts,
  type ImportProblem,
  type ImportRowReport,
  type ProductCsvColumn,
} from '@shared/sales/products-import';
import {
  categoryInputSchema,
  productInputSchema,
  type ProductStatus,
} from '@shared/sales/products';
import {
  CsvFileError,
  parseCsv,
  parsePrice,
  readTextCell,
  type CsvRecord,
} from './products-import-csv';

export type ProductWrite = z.output<typeof productInputSchema>;

/** A product as the import compares and updates it. */
export interface ExistingProduct {
  id: string;
  name: string;
  categoryId: string | null;
  taxId: string | null;
  priceMinor: number;
  barcode: string | null;
  plu: string | null;
  status: ProductStatus;
  stockTracked: boolean;
  variants: { id: string; name: string; priceMinor: number; barcode: string | null }[];
  modifierGroupIds: string[];
}

export interface ImportCatalogue {
  currency: string;
  products: ReadonlyMap<string, ExistingProduct>;
  categories: readonly { id: string; name: string }[];
  taxes: readonly { id: string; name: string }[];
}

/** One product the accept writes: created, or updated in place. */
export interface PlannedWrite {
  productId: string | null;
  product: ProductWrite;
  /** A category the file names that does not exist yet (product.categoryId is then null). */
  newCategory: string | null;
  rows: number[];
}

export interface ImportPlan {
  rows: ImportRowReport[];
  counts: ImportCounts;
  newCategories: string[];
  writes: PlannedWrite[];
  unchangedProducts: number;
}

type Row = { row: number } & Record<ProductCsvColumn, string>;

interface Group {
  id: string | null;
  rows: Row[];
  problems: Map<number, ImportProblem[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);
/** Columns that describe the product, not one variant: every row of a product says the same. */
const PRODUCT_COLUMNS = ['name', 'category', 'tax', 'plu', 'status', 'stock tracked'] as const;

const key = (name: string) => name.trim().toLowerCase();

function columnsOf(header: readonly string[]): (ProductCsvColumn | null)[] {
  const seen = new Set<string>();
  const columns = header.map((cell) => {
    const name = key(cell);
    if (seen.has(name)) throw new CsvFileError(`The column "${cell.trim()}" appears twice.`);
    seen.add(name);
    return (PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)
      ? (name as ProductCsvColumn)
      : null;
  });
  const unknown = header.filter((_, index) => columns[index] === null && header[index] !== '');
  if (unknown.length > 0) {
    throw new CsvFileError(
      `Unknown column "${unknown[0]?.trim()}". The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
    );
  }
  const missing = REQUIRED_PRODUCT_CSV_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) {
    throw new CsvFileError(`The file has no "${missing.join('", "')}" column.`);
  }
  return columns;
}

function rowsOf(records: CsvRecord[]): { rows: Row[]; extraCells: Set<number> } {
  const [header, ...data] = records;
  if (header === undefined) throw new CsvFileError('The file is empty.');
  const columns = columnsOf(header.cells);
  const extraCells = new Set<number>();
  const rows = data.map(({ row, cells }) => {
    const values = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as Record<
      ProductCsvColumn,
      string
    >;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column === undefined) {
        if (cell.trim() !== '') extraCells.add(row);
      } else if (column !== null) {
        values[column] = readTextCell(cell.trim());
      }
    });
    return { row, ...values };
  });
  return { rows, extraCells };
}

function groupRows(rows: Row[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const id = row.id === '' ? null : row.id.toLowerCase();
    const groupKey = id ?? `name:${key(row.name)}`;
    const group: Group = groups.get(groupKey) ?? { id, rows: [], problems: new Map() };
    group.rows.push(row);
    groups.set(groupKey, group);
  }
  return [...groups.values()];
}

function addProblem(group: Group, row: number, problem: ImportProblem): void {
  const list = group.problems.get(row) ?? [];
  list.push(problem);
  group.problems.set(row, list);
}

function parseStatus(value: string): ProductStatus | null {
  const status = key(value);
  if (status === '') return 'active';
  return status === 'active' || status === 'archived' ? status : null;
}

function parseYesNo(value: string): boolean | null {
  const answer = key(value);
  if (YES.has(answer)) return true;
  return NO.has(answer) ? false : null;
}

/** Which column and row a productInputSchema issue is about. */
function issuePlace(
  path: readonly PropertyKey[],
  group: Group,
  variantRows: Row[],
): { row: number; column: ProductCsvColumn | null } {
  const first = group.rows[0]?.row ?? 2;
  const [field, index, variantField] = path;
  if (field === 'variants' && typeof index === 'number') {
    const row = variantRows[index]?.row ?? first;
    const column =
      variantField === 'name' ? 'variant' : variantField === 'priceMinor' ? 'price' : 'barcode';
    return { row, column };
  }
  const columns: Record<string, ProductCsvColumn> = {
    name: 'name',
    priceMinor: 'price',
    barcode: 'barcode',
    plu: 'plu',
  };
  return { row: first, column: typeof field === 'string' ? (columns[field] ?? null) : null };
}

interface Checked {
  group: Group;
  product: ProductWrite | null;
  existing: ExistingProduct | null;
  newCategory: string | null;
}

/** One product's rows as the product the editor would save, or its problems. */
function checkGroup(group: Group, catalogue: ImportCatalogue): Checked {
  const [first, ...others] = group.rows;
  if (first === undefined) throw new Error('A product group without rows.');
  let existing: ExistingProduct | null = null;
  if (group.id !== null) {
    existing = UUID.test(group.id) ? (catalogue.products.get(group.id) ?? null) : null;
    if (existing === null) {
      addProblem(group, first.row, {
        column: 'id',
        message: UUID.test(group.id)
          ? 'There is no product with this id in your catalogue. Leave the id empty to add it as a new product.'
          : 'An id is the uuid the export wrote; leave it empty for a new product.',
      });
    }
  }
  for (const row of others) {
    for (const column of PRODUCT_COLUMNS) {
      if (row[column] !== '' && key(row[column]) !== key(first[column])) {
        addProblem(group, row.row, {
          column,
          message: `Differs from row ${first.row}: every row of a product says the same ${column}.`,
        });
      }
    }
  }
  const variantRows = group.rows.length > 1 || first.variant !== '' ? group.rows : [];
  const seenVariants = new Map<string, number>();
  for (const row of variantRows) {
    if (row.variant === '') {
      addProblem(group, row.row, {
        column: 'variant',
        message: 'A product on several rows needs a variant name on each row.',
      });
    }
    const earlier = seenVariants.get(key(row.variant));
    if (earlier !== undefined && row.variant !== '') {
      addProblem(group, row.row, {
        column: 'variant',
        message: `The variant "${row.variant}" is also on row ${earlier}.`,
      });
    }
    seenVariants.set(key(row.variant), row.row);
  }

  const prices = group.rows.map((row) => {
    const price = parsePrice(row.price, catalogue.currency);
    if (typeof price === 'string') addProblem(group, row.row, { column: 'price', message: price });
    return typeof price === 'number' ? price : 0;
  });
  const status = parseStatus(first.status);
  if (status === null) {
    addProblem(group, first.row, {
      column: 'status',
      message: 'The status is active or archived.',
    });
  }
  const stockTracked = parseYesNo(first['stock tracked']);
  if (stockTracked === null) {
    addProblem(group, first.row, { column: 'stock tracked', message: 'Answer yes or no.' });
  }
  let taxId: string | null = null;
  if (first.tax !== '') {
    taxId = catalogue.taxes.find((tax) => key(tax.name) === key(first.tax))?.id ?? null;
    if (taxId === null) {
      const names = catalogue.taxes.map((tax) => tax.name).join(', ');
      addProblem(group, first.row, {
        column: 'tax',
        message: `There is no tax "${first.tax}"; the taxes are: ${names || 'none'}. Leave it empty for the category's tax.`,
      });
    }
  }
  const category =
    first.category === ''
      ? null
      : catalogue.categories.find((candidate) => key(candidate.name) === key(first.category));
  const newCategory = first.category !== '' && category === undefined ? first.category : null;
  if (newCategory !== null) {
    const named = categoryInputSchema.shape.name.safeParse(newCategory);
    if (!named.success) {
      const message = named.error.issues[0]?.message ?? 'This category name cannot be used.';
      addProblem(group, first.row, { column: 'category', message });
    }
  }

  const variants = variantRows.map((row, index) => {
    // A kept variant keeps its id, so past sales still name it.
    const kept = existing?.variants.find((variant) => key(variant.name) === key(row.variant));
    return {
      ...(kept === undefined ? {} : { id: kept.id }),
      name: row.variant,
      priceMinor: prices[index] ?? 0,
      barcode: row.barcode === '' ? null : row.barcode,
    };
  });
  // With variants the product's own price and barcode are not in the file: an update keeps them.
  const hasVariants = variantRows.length > 0;
  const parsed = productInputSchema.safeParse({
    name: first.name,
    categoryId: category?.id ?? null,
    taxId,
    priceMinor: hasVariants ? (existing?.priceMinor ?? variants[0]?.priceMinor ?? 0) : prices[0],
    barcode: hasVariants
      ? (existing?.barcode ?? null)
      : first.barcode === ''
        ? null
        : first.barcode,
    plu: first.plu === '' ? null : first.plu,
    status: status ?? 'active',
    stockTracked: stockTracked ?? false,
    variants,
    modifierGroupIds: existing?.modifierGroupIds ?? [],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { row, column } = issuePlace(issue.path, group, variantRows);
      const duplicate = (group.problems.get(row) ?? []).some(
        (problem) => problem.column === column,
      );
      if (!duplicate) addProblem(group, row, { column, message: issue.message });
    }
  }
  return { group, product: parsed.success ? parsed.data : null, existing, newCategory };
}

/** Every code a product would hold, with the row and column it comes from. */
function codesOf({ group, product }: Checked) {
  const first = group.rows[0]?.row ?? 2;
  if (product === null || product.status !== 'active') return [];
  const codes: { code: string; row: number; column: ProductCsvColumn }[] = [];
  if (product.barcode !== null)
    codes.push({ code: product.barcode, row: first, column: 'barcode' });
  if (product.plu !== null) codes.push({ code: product.plu, row: first, column: 'plu' });
  product.variants.forEach((variant, index) => {
    const row = group.rows[index]?.row ?? first;
    if (variant.barcode !== null) codes.push({ code: variant.barcode, row, column: 'barcode' });
  });
  return codes;
}

/**
 * A code may be held once among the file's active products and the catalogue's active products
 * the file does not rewrite.
 */
function checkCodes(checked: Checked[], catalogueCodes: ReadonlyMap<string, string>): void {
  const rewritten = new Set(checked.flatMap(({ existing }) => (existing ? [existing.id] : [])));
  const inFile = new Map<string, number>();
  for (const entry of checked) {
    for (const { code, row, column } of codesOf(entry)) {
      const what = column === 'plu' ? 'PLU' : 'barcode';
      const earlier = inFile.get(code);
      const owner = catalogueCodes.get(code);
      if (earlier !== undefined) {
        addProblem(entry.group, row, {
          column,
          message: `The ${what} ${code} is also on row ${earlier}.`,
        });
      } else if (owner !== undefined && !rewritten.has(owner)) {
        addProblem(entry.group, row, {
          column,
          message: `The ${what} ${code} is already used by another product.`,
        });
      }
      if (earlier === undefined) inFile.set(code, row);
    }
  }
}

function sameProduct(product: ProductWrite, existing: ExistingProduct): boolean {
  const fields = ['name', 'categoryId', 'taxId', 'priceMinor', 'barcode', 'plu', 'status'] as const;
  return (
    fields.every((field) => product[field] === existing[field]) &&
    product.stockTracked === existing.stockTracked &&
    product.variants.length === existing.variants.length &&
    product.variants.every((variant, index) => {
      const before = existing.variants[index];
      return (
        before !== undefined &&
        variant.id === before.id &&
        variant.name === before.name &&
        variant.priceMinor === before.priceMinor &&
        variant.barcode === before.barcode
      );
    })
  );
}

/**
 * The file's report and writes. A file that is not a products CSV at all (unreadable, unknown
 * or missing columns, too many rows) throws CsvFileError; anything wrong in a row is in the report.
 */
export function planImport(
  csv: string,
  catalogue: ImportCatalogue,
  catalogueCodes: ReadonlyMap<string, string>,
): ImportPlan {
  const { rows, extraCells } = rowsOf(parseCsv(csv, MAX_IMPORT_ROWS + 1));
  if (rows.length === 0) throw new CsvFileError('The file has a header but no products.');
  const checked = groupRows(rows).map((group) => checkGroup(group, catalogue));
  checkCodes(checked, catalogueCodes);

  const reports: ImportRowReport[] = [];
  const writes: PlannedWrite[] = [];
  const newCategories = new Map<string, string>();
  let unchangedProducts = 0;
  for (const entry of checked) {
    const { group, product, existing, newCategory } = entry;
    for (const row of group.rows) {
      if (extraCells.has(row.row)) {
        addProblem(group, row.row, {
          column: null,
          message: 'The row has more cells than the header.',
        });
      }
    }
    const failed = group.problems.size > 0 || product === null;
    let action: ImportAction = 'error';
    if (!failed) {
      action =
        existing === null ? 'create' : sameProduct(product, existing) ? 'unchanged' : 'update';
      if (action === 'unchanged') unchangedProducts += 1;
      else {
        writes.push({
          productId: existing?.id ?? null,
          product,
          newCategory,
          rows: group.rows.map((row) => row.row),
        });
        if (newCategory !== null) newCategories.set(key(newCategory), newCategory);
      }
    }
    const faulty = [...group.problems.keys()].sort((a, b) => a - b);
    for (const row of group.rows) {
      const problems = group.problems.get(row.row) ?? [];
      if (failed && problems.length === 0) {
        problems.push({
          column: null,
          message: `Not imported: row ${faulty[0] ?? row.row} of this product has a problem.`,
        });
      }
      const notes =
        !failed && newCategory !== null && row === group.rows[0]
          ? [`The category "${newCategory}" is new: it is created when you accept.`]
          : [];
      reports.push({
        row: row.row,
        name: row.name,
        variant: row.variant === '' ? null : row.variant,
        action,
        problems,
        notes,
      });
    }
  }
  reports.sort((a, b) => a.row - b.row);
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const report of reports) counts[report.action] += 1;
  return {
    rows: reports,
    counts,
    newCategories: [...newCategories.values()],
    writes,
    unchangedProducts,
  };
}
