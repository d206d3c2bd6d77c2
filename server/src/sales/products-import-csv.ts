// The products file as text (RFC 4180, UTF-8): reading a file into numbered rows of cells, and
// writing cells so a spreadsheet never runs one as a formula while the import reads it back as
// written, and prices as the file writes them ("4.50", in the currency's major units). Pure: no
// database, no HTTP.
import { MAX_AMOUNT_MINOR } from '@shared/sales/money';
import { minorDigits } from '@shared/sales/format-money';

/** A file the import refuses as a whole (not valid CSV, too many rows); the message says why. */
export class CsvFileError extends Error {
  override name = 'CsvFileError';
}

export interface CsvRecord {
  /** Its row in a spreadsheet: the header is row 1, blank lines count. */
  row: number;
  cells: string[];
}

/**
 * The file's records, blank ones left out. A byte-order mark is dropped; lines end in CRLF, LF or
 * CR; a quoted cell may hold commas, doubled quotes and line breaks. More than `maxRecords`
 * records (the header included) is refused while reading, so a huge file costs no more than the
 * limit.
 */
export function parseCsv(text: string, maxRecords: number): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  // A record of one empty quoted cell ("") is a value, not a blank line.
  let quoted = false;
  let row = 1;
  let index = text.startsWith('\uFEFF') ? 1 : 0;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '' || quoted) {
      if (records.length === maxRecords) {
        throw new CsvFileError(
          `The file has more than ${(maxRecords - 1).toLocaleString('en-US')} rows; split it into smaller files.`,
        );
      }
      records.push({ row, cells });
    }
    cells = [];
    cell = '';
    quoted = false;
    row += 1;
  };

  while (index < text.length) {
    const char = text.charAt(index);
    if (char === '"' && cell === '' && !quoted) {
      const read = readQuoted(text, index + 1, row);
      cell = read.value;
      index = read.next;
      quoted = true;
      continue;
    }
    if (char === ',') {
      cells.push(cell);
      cell = '';
      quoted = false;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
    } else if (quoted) {
      throw new CsvFileError(`Row ${row}: text follows a quoted cell's closing quote.`);
    } else {
      cell += char;
    }
    index += 1;
  }
  if (cell !== '' || cells.length > 0 || quoted) endRecord();
  return records;
}

/** A quoted cell's content from `from` (past its opening quote), and the index past its close. */
function readQuoted(text: string, from: number, row: number): { value: string; next: number } {
  let value = '';
  let index = from;
  for (;;) {
    const close = text.indexOf('"', index);
    if (close === -1) throw new CsvFileError(`Row ${row}: a quoted cell is never closed.`);
    value += text.slice(index, close);
    if (text[close + 1] !== '"') return { value, next: close + 1 };
    value += '"';
    index = close + 2;
  }
}

/** What a spreadsheet would run as a formula: = + - @ first, or a tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as the export writes it: a leading formula character gets an apostrophe in front
 * (OWASP "CSV injection"), which readTextCell takes off again.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A text cell as the user meant it: the export's apostrophe before a formula character dropped. */
export function readTextCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * "4.50" in minor units (450 for US dollars), or what is wrong with it. An amount above the
 * limit is left to the product's rules to refuse, so its message is theirs.
 */
export function parsePrice(value: string, currency: string): number | string {
  if (value === '') return 'Enter a price.';
  const digits = minorDigits(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (match === null) return 'Enter the price as a number such as 4.50, without a currency sign.';
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) {
    return digits === 0
      ? `A price in ${currency} is a whole number.`
      : `A price in ${currency} has at most ${digits} decimals.`;
  }
  if (whole.replace(/^0+/, '').length > String(MAX_AMOUNT_MINOR).length) {
    return MAX_AMOUNT_MINOR + 1;
  }
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** 450 as "4.50" for US dollars: the price as the file writes it. */
export function formatPrice(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
