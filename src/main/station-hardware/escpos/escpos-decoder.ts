// The protocol simulator's reading side: parses the ESC/POS bytes a printer would receive back
// into what it would do — printed lines with their style, the logo, barcodes, the cut and the
// drawer kick — so tests assert a receipt as paper and drawer would show it. It knows exactly
// the commands Zyno sends (commands.ts) and refuses anything else, naming the byte.
import { decodeWpc1252, WPC1252_CODE_PAGE } from './code-page';
import { CODE128, CODE128_SET_B, DOUBLE_SIZE, ESC, GS, LF, PARTIAL_CUT } from './commands';
import type { MonochromeBitmap } from './zyno-mark';

export type PrintAlignment = 'left' | 'center' | 'right';

export type PrinterEvent =
  | { type: 'line'; text: string; align: PrintAlignment; bold: boolean; doubleSize: boolean }
  | { type: 'logo'; bitmap: MonochromeBitmap }
  | { type: 'barcode'; symbology: 'CODE128'; data: string }
  | { type: 'feed'; lines: number }
  | { type: 'cut'; partial: boolean }
  | { type: 'drawer-kick'; pin: 2 | 5; onMs: number; offMs: number };

/** One print job as the printer carried it out. */
export interface Printout {
  readonly events: readonly PrinterEvent[];
  /** The printed lines' text, in order (blank lines included). */
  readonly text: readonly string[];
  readonly drawerKicked: boolean;
}

export class EscPosDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EscPosDecodeError';
  }
}

const ALIGNMENTS: Record<number, PrintAlignment> = { 0: 'left', 1: 'center', 2: 'right' };

interface PrinterState {
  codePageSelected: boolean;
  align: PrintAlignment;
  bold: boolean;
  doubleSize: boolean;
}

function initialState(): PrinterState {
  return { codePageSelected: false, align: 'left', bold: false, doubleSize: false };
}

export function decodeEscPos(input: Uint8Array): Printout {
  const events: PrinterEvent[] = [];
  let state = initialState();
  let line = '';
  let lineStarted = false;
  let offset = 0;

  const hex = (byte: number) => `0x${byte.toString(16).padStart(2, '0')}`;
  const take = (count: number, what: string): Uint8Array => {
    if (offset + count > input.length) {
      throw new EscPosDecodeError(`${what} at byte ${offset} is cut short.`);
    }
    const bytes = input.subarray(offset, offset + count);
    offset += count;
    return bytes;
  };
  const byte = (what: string): number => take(1, what)[0] ?? 0;
  const flushLine = () => {
    if (!lineStarted) return;
    events.push({ type: 'line', text: line, ...styleOf(state) });
    line = '';
    lineStarted = false;
  };

  while (offset < input.length) {
    const at = offset;
    const first = byte('A byte');
    if (first === LF) {
      lineStarted = true;
      flushLine();
    } else if (first === ESC || first === GS) {
      const name = first === ESC ? 'ESC' : 'GS';
      const command = byte(`${name}'s command`);
      const handled =
        first === ESC
          ? escCommand(command, { byte, take, at, events, flushLine, state })
          : gsCommand(command, { byte, take, at, events, flushLine, state });
      if (handled === 'reset') state = initialState();
      else if (!handled) {
        throw new EscPosDecodeError(
          `Unknown ESC/POS command ${name} ${hex(command)} at byte ${at}.`,
        );
      }
    } else {
      if (!state.codePageSelected && first >= 0x80) {
        throw new EscPosDecodeError(
          `Byte ${hex(first)} at ${at} is text outside ASCII before a code page was selected.`,
        );
      }
      const character = decodeWpc1252(first);
      if (character === undefined) {
        throw new EscPosDecodeError(`Unknown control byte ${hex(first)} at byte ${at}.`);
      }
      line += character;
      lineStarted = true;
    }
  }
  flushLine();
  return {
    events,
    text: events.flatMap((event) => (event.type === 'line' ? [event.text] : [])),
    drawerKicked: events.some((event) => event.type === 'drawer-kick'),
  };
}

interface CommandContext {
  byte: (what: string) => number;
  take: (count: number, what: string) => Uint8Array;
  at: number;
  events: PrinterEvent[];
  flushLine: () => void;
  state: PrinterState;
}

function styleOf(state: PrinterState) {
  return { align: state.align, bold: state.bold, doubleSize: state.doubleSize };
}

function escCommand(command: number, context: CommandContext): boolean | 'reset' {
  const { byte, at, events, state } = context;
  switch (command) {
    case 0x40: // ESC @
      context.flushLine();
      return 'reset';
    case 0x74: {
      // ESC t n
      const page = byte('ESC t');
      if (page !== WPC1252_CODE_PAGE) {
        throw new EscPosDecodeError(`Code page ${page} at byte ${at} is not one Zyno prints in.`);
      }
      state.codePageSelected = true;
      return true;
    }
    case 0x45: // ESC E n
      state.bold = (byte('ESC E') & 1) === 1;
      return true;
    case 0x61: {
      // ESC a n
      const code = byte('ESC a');
      const align = ALIGNMENTS[code % 48];
      if (align === undefined) throw new EscPosDecodeError(`ESC a ${code} at byte ${at}.`);
      state.align = align;
      return true;
    }
    case 0x64: // ESC d n
      context.flushLine();
      events.push({ type: 'feed', lines: byte('ESC d') });
      return true;
    case 0x70: {
      // ESC p m t1 t2
      const [pin = 0, on = 0, off = 0] = context.take(3, 'ESC p');
      events.push({
        type: 'drawer-kick',
        pin: pin % 48 === 1 ? 5 : 2,
        onMs: on * 2,
        offMs: off * 2,
      });
      return true;
    }
    default:
      return false;
  }
}

function gsCommand(command: number, context: CommandContext): boolean {
  const { byte, take, at, events, state } = context;
  switch (command) {
    case 0x21: // GS ! n
      state.doubleSize = byte('GS !') === DOUBLE_SIZE;
      return true;
    case 0x68: // GS h n
    case 0x77: // GS w n
    case 0x48: // GS H n
      byte('A barcode setting');
      return true;
    case 0x76: {
      // GS v 0 m xL xH yL yH d…
      const [function0 = 0, , xL = 0, xH = 0, yL = 0, yH = 0] = take(6, 'GS v 0');
      if (function0 !== 0x30) throw new EscPosDecodeError(`GS v ${function0} at byte ${at}.`);
      const widthBytes = xL + xH * 256;
      const height = yL + yH * 256;
      context.flushLine();
      const bits = Uint8Array.from(take(widthBytes * height, 'The raster image'));
      events.push({ type: 'logo', bitmap: { width: widthBytes * 8, height, bits } });
      return true;
    }
    case 0x6b: {
      // GS k m n d…
      const system = byte('GS k');
      if (system !== CODE128) {
        throw new EscPosDecodeError(`Barcode system ${system} at byte ${at} is not CODE128.`);
      }
      const length = byte('GS k');
      const content = String.fromCharCode(...take(length, 'The barcode data'));
      if (!content.startsWith(CODE128_SET_B)) {
        throw new EscPosDecodeError(`The CODE128 barcode at byte ${at} does not select set B.`);
      }
      context.flushLine();
      const data = content.slice(CODE128_SET_B.length).replaceAll('{{', '{');
      events.push({ type: 'barcode', symbology: 'CODE128', data });
      return true;
    }
    case 0x56: {
      // GS V m
      const mode = byte('GS V');
      context.flushLine();
      events.push({ type: 'cut', partial: mode % 48 === PARTIAL_CUT });
      return true;
    }
    default:
      return false;
  }
}
