// A receipt document as the bytes an ESC/POS thermal printer prints: pure, so the simulator and
// tests can read back exactly what a station would send. Text is laid out here, in the printer's
// 42 columns, rather than left to the printer, so rows line up whatever the printer's make.
import { RECEIPT_WIDTH, receiptDocumentSchema, type ReceiptDocument } from '@shared/sales/receipt';
import { encodeWpc1252, printableText, WPC1252_CODE_PAGE } from './code-page';
import {
  BARCODE_HEIGHT,
  BARCODE_MODULE_WIDTH,
  BARCODE_TEXT_POSITION,
  CHARACTER_SIZE,
  CODE128,
  CODE128_SET_B,
  CUT,
  DOUBLE_SIZE,
  DRAWER_KICK,
  DRAWER_PULSE,
  EMPHASIS,
  FEED_LINES,
  INITIALISE,
  JUSTIFY,
  LF,
  PARTIAL_CUT,
  PRINT_BARCODE,
  RASTER_IMAGE,
  SELECT_CODE_PAGE,
} from './commands';
import { ZYNO_MARK, type MonochromeBitmap } from './zyno-mark';

type Block = ReturnType<typeof receiptDocumentSchema.parse>['blocks'][number];
type Alignment = 'left' | 'center';

/** Double-size characters take two columns each. */
const TITLE_WIDTH = RECEIPT_WIDTH / 2;
/** Dots across an 80 mm printer's printable width (the narrower 72 mm of them, to be safe). */
const PRINTABLE_DOTS = 512;
const BARCODE_HEIGHT_DOTS = 80;
/** Lines fed after the last one, so the cut falls below it. */
const FEED_BEFORE_CUT = 4;

const ALIGNMENT_CODES: Record<Alignment, number> = { left: 0, center: 1 };

/** The whole print job for a receipt: reset, the blocks, feed and partial cut, the drawer kick. */
export function encodeReceipt(document: ReceiptDocument): Uint8Array {
  const { blocks, kickDrawer } = receiptDocumentSchema.parse(document);
  const bytes: number[] = [...INITIALISE, ...SELECT_CODE_PAGE, WPC1252_CODE_PAGE];
  for (const block of blocks) bytes.push(...encodeBlock(block));
  bytes.push(...FEED_LINES, FEED_BEFORE_CUT, ...CUT, PARTIAL_CUT);
  if (kickDrawer) bytes.push(...drawerKick());
  return Uint8Array.from(bytes);
}

/** A no-sale open: the drawer pulse alone. */
export function encodeDrawerKick(): Uint8Array {
  return Uint8Array.from([...INITIALISE, ...drawerKick()]);
}

function drawerKick(): number[] {
  return [...DRAWER_KICK, DRAWER_PULSE.pin, DRAWER_PULSE.onUnits, DRAWER_PULSE.offUnits];
}

function encodeBlock(block: Block): number[] {
  switch (block.kind) {
    case 'logo':
      return aligned('center', raster(ZYNO_MARK));
    case 'title':
      return aligned('center', [
        ...CHARACTER_SIZE,
        DOUBLE_SIZE,
        ...bold(true),
        ...lines(wrap(printableText(block.text), TITLE_WIDTH)),
        ...bold(false),
        ...CHARACTER_SIZE,
        0,
      ]);
    case 'text':
      return styled(block.align, block.bold, wrap(printableText(block.text), RECEIPT_WIDTH));
    case 'row':
      return styled('left', block.bold, row(printableText(block.left), printableText(block.right)));
    case 'rule':
      return lines(['-'.repeat(RECEIPT_WIDTH)]);
    case 'barcode':
      return aligned('center', code128(block.data));
  }
}

function styled(align: Alignment, isBold: boolean, text: string[]): number[] {
  const body = lines(text);
  return aligned(align, isBold ? [...bold(true), ...body, ...bold(false)] : body);
}

function aligned(align: Alignment, body: number[]): number[] {
  if (align === 'left') return body;
  return [...JUSTIFY, ALIGNMENT_CODES[align], ...body, ...JUSTIFY, ALIGNMENT_CODES.left];
}

function bold(on: boolean): number[] {
  return [...EMPHASIS, on ? 1 : 0];
}

function lines(text: readonly string[]): number[] {
  return text.flatMap((line) => [...encodeWpc1252(line), LF]);
}

/** Words to lines of at most `width` columns; a word longer than a line is split. */
export function wrap(text: string, width: number): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((part) => part.length > 0)) {
    let rest = word;
    while (rest.length > width) {
      if (line.length > 0) result.push(line);
      result.push(rest.slice(0, width));
      rest = rest.slice(width);
      line = '';
    }
    if (line.length === 0) line = rest;
    else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
    else {
      result.push(line);
      line = rest;
    }
  }
  if (line.length > 0 || result.length === 0) result.push(line);
  return result;
}

/** Left text and a right-aligned figure; a long left side wraps and the figure ends its last line. */
export function row(left: string, right: string): string[] {
  const figure = right.trim().slice(0, RECEIPT_WIDTH);
  const text = wrap(left, RECEIPT_WIDTH);
  const last = text.pop() ?? '';
  if (last.length + 1 + figure.length <= RECEIPT_WIDTH) {
    return [...text, last + figure.padStart(RECEIPT_WIDTH - last.length)];
  }
  return [...text, last, figure.padStart(RECEIPT_WIDTH)];
}

function raster(bitmap: MonochromeBitmap): number[] {
  const widthBytes = bitmap.width / 8;
  return [
    ...RASTER_IMAGE,
    0,
    widthBytes & 0xff,
    widthBytes >> 8,
    bitmap.height & 0xff,
    bitmap.height >> 8,
    ...bitmap.bits,
  ];
}

/** CODE128 set B, its bars as wide as fit the paper (2 dots a module, else 1). */
function code128(data: string): number[] {
  const content = CODE128_SET_B + data.replaceAll('{', '{{');
  // Start, each character's and the check symbols are 11 modules each; the stop symbol 13.
  const modules = 11 * data.length + 35;
  const moduleWidth = modules * 2 <= PRINTABLE_DOTS ? 2 : 1;
  return [
    ...BARCODE_HEIGHT,
    BARCODE_HEIGHT_DOTS,
    ...BARCODE_MODULE_WIDTH,
    moduleWidth,
    ...BARCODE_TEXT_POSITION,
    2,
    ...PRINT_BARCODE,
    CODE128,
    content.length,
    ...encodeWpc1252(content),
  ];
}
