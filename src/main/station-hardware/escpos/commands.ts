// The ESC/POS commands Zyno sends (Epson's command set, which thermal receipt printers of every
// make accept): the encoder writes them and the protocol simulator reads them, from this one list.

export const ESC = 0x1b;
export const GS = 0x1d;
export const LF = 0x0a;

/** ESC @: reset the printer to its power-on state. */
export const INITIALISE = [ESC, 0x40] as const;
/** ESC t n: the character code page. */
export const SELECT_CODE_PAGE = [ESC, 0x74] as const;
/** ESC E n: emphasised (bold) on (1) or off (0). */
export const EMPHASIS = [ESC, 0x45] as const;
/** ESC a n: justification, 0 left, 1 centre, 2 right. */
export const JUSTIFY = [ESC, 0x61] as const;
/** GS ! n: character size; 0x11 is double width and double height. */
export const CHARACTER_SIZE = [GS, 0x21] as const;
export const DOUBLE_SIZE = 0x11;
/** ESC d n: print and feed n lines. */
export const FEED_LINES = [ESC, 0x64] as const;
/** GS v 0 m xL xH yL yH d…: print a raster bit image (m 0: normal scale). */
export const RASTER_IMAGE = [GS, 0x76, 0x30] as const;
/** GS h n: barcode height in dots. */
export const BARCODE_HEIGHT = [GS, 0x68] as const;
/** GS w n: barcode module width in dots. */
export const BARCODE_MODULE_WIDTH = [GS, 0x77] as const;
/** GS H n: where the human-readable text goes; 2 is below the bars. */
export const BARCODE_TEXT_POSITION = [GS, 0x48] as const;
/** GS k m n d…: print a barcode; m 73 is CODE128 with a length byte. */
export const PRINT_BARCODE = [GS, 0x6b] as const;
export const CODE128 = 73;
/** CODE128 data opens with its code set: `{B` is set B (ASCII 32–127); `{{` is a literal '{'. */
export const CODE128_SET_B = '{B';
/** GS V m: cut the paper; m 1 (or 49) is a partial cut, 0 (or 48) a full one. */
export const CUT = [GS, 0x56] as const;
export const PARTIAL_CUT = 1;
/** ESC p m t1 t2: drawer kick pulse on pin m (0: pin 2, 1: pin 5), on t1 × 2 ms, off t2 × 2 ms. */
export const DRAWER_KICK = [ESC, 0x70] as const;
/** 50 ms on, 500 ms off: what drawers behind Epson-compatible printers expect. */
export const DRAWER_PULSE = { pin: 0, onUnits: 25, offUnits: 250 } as const;
