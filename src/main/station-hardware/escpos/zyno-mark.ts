// The logo printed at the head of a receipt: Zyno's mark (a white Z in a black rounded square) as
// a 1-bit raster, drawn from its geometry rather than stored as pixels.

export interface MonochromeBitmap {
  /** Dots across; a multiple of 8, as raster rows are whole bytes. */
  readonly width: number;
  readonly height: number;
  /** Row-major, 8 dots a byte, the leftmost dot in the most significant bit; 1 is black. */
  readonly bits: Uint8Array;
}

const SIZE = 64;
const CORNER = 12;
const BAR = { left: 16, right: 48, thickness: 8, top: 14, bottom: 42 } as const;
const DIAGONAL_HALF_WIDTH = 5;

function insideRoundedSquare(x: number, y: number): boolean {
  const dx = Math.max(CORNER - x, x - (SIZE - 1 - CORNER), 0);
  const dy = Math.max(CORNER - y, y - (SIZE - 1 - CORNER), 0);
  return dx * dx + dy * dy <= CORNER * CORNER;
}

function insideZ(x: number, y: number): boolean {
  const across = x >= BAR.left && x < BAR.right;
  const topBar = across && y >= BAR.top && y < BAR.top + BAR.thickness;
  const bottomBar = across && y >= BAR.bottom && y < BAR.bottom + BAR.thickness;
  // The stroke from the top bar's right end down to the bottom bar's left end.
  const [x1, y1, x2, y2] = [BAR.right - 1, BAR.top + BAR.thickness, BAR.left, BAR.bottom];
  const length = Math.hypot(x2 - x1, y2 - y1);
  const distance = Math.abs((y2 - y1) * x - (x2 - x1) * y + x2 * y1 - y2 * x1) / length;
  const diagonal =
    y >= BAR.top + BAR.thickness && y < BAR.bottom && distance <= DIAGONAL_HALF_WIDTH;
  return topBar || bottomBar || diagonal;
}

function drawMark(): MonochromeBitmap {
  const bytesPerRow = SIZE / 8;
  const bits = new Uint8Array(bytesPerRow * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      if (insideRoundedSquare(x, y) && !insideZ(x, y)) {
        const index = y * bytesPerRow + (x >> 3);
        bits[index] = (bits[index] ?? 0) | (0x80 >> (x & 7));
      }
    }
  }
  return { width: SIZE, height: SIZE, bits };
}

export const ZYNO_MARK: MonochromeBitmap = drawMark();

/** A bitmap as rows of '#' (black) and '.' (white): how tests and logs look at one. */
export function bitmapRows(bitmap: MonochromeBitmap): string[] {
  const bytesPerRow = bitmap.width / 8;
  return Array.from({ length: bitmap.height }, (_, y) =>
    Array.from({ length: bitmap.width }, (_, x) =>
      ((bitmap.bits[y * bytesPerRow + (x >> 3)] ?? 0) & (0x80 >> (x & 7))) !== 0 ? '#' : '.',
    ).join(''),
  );
}
