import { RECEIPT_WIDTH } from '@shared/sales/receipt';
import { describe, expect, it } from 'vitest';
import { decodeEscPos, EscPosDecodeError } from './escpos-decoder';
import { HARBOR_COFFEE_CASH_RECEIPT } from './harbor-coffee-receipt';
import { encodeDrawerKick, encodeReceipt, row, wrap } from './receipt-encoder';
import { bitmapRows, ZYNO_MARK } from './zyno-mark';

describe('a receipt encoded as ESC/POS and read back by the protocol simulator', () => {
  const printout = decodeEscPos(encodeReceipt(HARBOR_COFFEE_CASH_RECEIPT));

  it('prints the cash sale line by line, the figures right-aligned in 42 columns', () => {
    const rule = '-'.repeat(RECEIPT_WIDTH);
    expect(printout.text).toEqual([
      'Harbor Coffee',
      'Harbor Coffee Downtown',
      '12 Wharf Street, Portland ME 04101',
      rule,
      'Receipt DT-000042',
      '25 Nov 2026 14:05 · Casey Cashier',
      rule,
      '1 × Latte (Medium, Oat milk)          5.35',
      '1 × Croissant                         3.50',
      '1 × Blueberry Muffin                  3.25',
      '1 × House Blend Beans 340 g          16.00',
      rule,
      'Subtotal                             28.10',
      'Tax 8.875%                            1.07',
      'Total                               $29.17',
      'Cash                                 40.00',
      'Change                               10.83',
      rule,
      'Thank you — see you soon!',
    ]);
    for (const line of printout.text) expect(line.length).toBeLessThanOrEqual(RECEIPT_WIDTH);
  });

  it('styles the title, the centred lines and the bold total', () => {
    const lines = printout.events.filter((event) => event.type === 'line');
    expect(lines[0]).toEqual({
      type: 'line',
      text: 'Harbor Coffee',
      align: 'center',
      bold: true,
      doubleSize: true,
    });
    expect(lines[1]).toMatchObject({ align: 'center', bold: false, doubleSize: false });
    expect(lines.find((line) => line.text.startsWith('Total'))).toMatchObject({
      align: 'left',
      bold: true,
    });
    expect(lines.find((line) => line.text.startsWith('Change'))).toMatchObject({ bold: false });
  });

  it('opens with the Zyno mark as a raster image and ends with the barcode, cut and kick', () => {
    const kinds = printout.events.map((event) => event.type);
    expect(kinds[0]).toBe('logo');
    expect(kinds.slice(-4)).toEqual(['barcode', 'feed', 'cut', 'drawer-kick']);
    const logo = printout.events[0];
    if (logo?.type !== 'logo') throw new Error('no logo');
    expect(bitmapRows(logo.bitmap)).toEqual(bitmapRows(ZYNO_MARK));
    expect(printout.events).toContainEqual({
      type: 'barcode',
      symbology: 'CODE128',
      data: 'DT-000042',
    });
    expect(printout.events).toContainEqual({ type: 'cut', partial: true });
    expect(printout.events.at(-1)).toEqual({ type: 'drawer-kick', pin: 2, onMs: 50, offMs: 500 });
    expect(printout.drawerKicked).toBe(true);
  });

  it('does not kick the drawer for a receipt that does not ask to', () => {
    const card = decodeEscPos(encodeReceipt({ ...HARBOR_COFFEE_CASH_RECEIPT, kickDrawer: false }));
    expect(card.drawerKicked).toBe(false);
    expect(card.events.at(-1)).toEqual({ type: 'cut', partial: true });
  });

  it('encodes a no-sale open as the drawer pulse alone', () => {
    expect(decodeEscPos(encodeDrawerKick())).toEqual({
      events: [{ type: 'drawer-kick', pin: 2, onMs: 50, offMs: 500 }],
      text: [],
      drawerKicked: true,
    });
  });
});

describe('receipt text', () => {
  it('keeps a page from smuggling printer commands into the text', () => {
    const printed = decodeEscPos(
      encodeReceipt({ blocks: [{ kind: 'text', text: 'Latte\x1bp\x00\x19\xfa\nfree' }] }),
    );
    expect(printed.drawerKicked).toBe(false);
    expect(printed.text).toEqual(['Latte p ú free']);
  });

  it('prints accents of the code page, drops others, and marks what it cannot print', () => {
    const printed = decodeEscPos(
      encodeReceipt({
        blocks: [{ kind: 'text', text: 'Cre\u0300me brûlée £4 €5 – Łódź 咖啡' }],
      }),
    );
    expect(printed.text).toEqual(['Crème brûlée £4 €5 – ?ódz ??']);
  });

  it('wraps long text at word boundaries and splits words longer than a line', () => {
    expect(wrap('Oat milk, extra shot, vanilla syrup', 16)).toEqual([
      'Oat milk, extra',
      'shot, vanilla',
      'syrup',
    ]);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('', 4)).toEqual(['']);
  });

  it('wraps a long row, keeping the figure on its last line or a line of its own', () => {
    const long = 'Large Latte with oat milk, two extra shots and vanilla';
    expect(row(long, '9.10')).toEqual([
      'Large Latte with oat milk, two extra shots',
      'and vanilla                           9.10',
    ]);
    expect(row('x'.repeat(40), '12.00')).toEqual(['x'.repeat(40), '12.00'.padStart(42)]);
  });

  it('wraps a long title in double-size characters, 21 to a line', () => {
    const printed = decodeEscPos(
      encodeReceipt({ blocks: [{ kind: 'title', text: 'Harbor Coffee Roasters of Portland' }] }),
    );
    expect(printed.text).toEqual(['Harbor Coffee', 'Roasters of Portland']);
  });

  it('escapes a brace in barcode data', () => {
    const printed = decodeEscPos(encodeReceipt({ blocks: [{ kind: 'barcode', data: 'A{1' }] }));
    expect(printed.events).toContainEqual({ type: 'barcode', symbology: 'CODE128', data: 'A{1' });
  });
});

describe('the protocol simulator', () => {
  it.each([
    [
      'an unknown ESC command',
      [0x1b, 0x40, 0x1b, 0x7a, 0x00],
      'Unknown ESC/POS command ESC 0x7a at byte 2.',
    ],
    ['an unknown GS command', [0x1d, 0x28, 0x41], 'Unknown ESC/POS command GS 0x28 at byte 0.'],
    ['a control byte', [0x41, 0x07], 'Unknown control byte 0x07 at byte 1.'],
    [
      'a code page it does not know',
      [0x1b, 0x74, 0x00],
      'Code page 0 at byte 0 is not one Zyno prints in.',
    ],
    [
      'text above ASCII with no code page',
      [0xe9, 0x0a],
      'Byte 0xe9 at 0 is text outside ASCII before a code page was selected.',
    ],
    ['a command cut short', [0x1b, 0x70, 0x00], 'ESC p at byte 2 is cut short.'],
    [
      'a raster image cut short',
      [0x1d, 0x76, 0x30, 0x00, 0x01, 0x00, 0x02, 0x00, 0xff],
      'The raster image at byte 8 is cut short.',
    ],
  ])('refuses %s, naming the byte', (_case, bytes, message) => {
    expect(() => decodeEscPos(Uint8Array.from(bytes))).toThrow(new EscPosDecodeError(message));
  });
});
