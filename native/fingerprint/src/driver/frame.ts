// One captured frame: the 64-byte header (line count, key number, 15 blocks of flags and
// lines), detection of scrambled data, block descrambling, and assembly of the raw image.

import {
  BlockFlag,
  FRAME_BLOCK_COUNT,
  FRAME_HEADER_SIZE,
  FRAME_REQUEST_LENGTH,
  FrameHeaderOffset,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  PLAIN_IMAGE_VARIANCE_LIMIT,
} from './protocol.ts';
import { ReaderError } from './reader-error.ts';
import { descrambleBlock, skipKeystream } from './scramble.ts';

export interface FrameBlock {
  readonly flags: number;
  readonly lines: number;
}

export interface FrameHeader {
  /** Image lines present in the frame (blocks that repeat lines carry none). */
  readonly lineCount: number;
  readonly keyNumber: number;
  readonly blocks: readonly FrameBlock[];
}

/** Reads and checks the header; a short or oversize frame is a `bad-frame` ReaderError. */
export function parseFrameHeader(frame: Uint8Array): FrameHeader {
  if (frame.length < FRAME_HEADER_SIZE) {
    throw new ReaderError(
      'bad-frame',
      `The frame has ${frame.length} bytes, less than its ${FRAME_HEADER_SIZE}-byte header.`,
    );
  }
  if (frame.length > FRAME_REQUEST_LENGTH) {
    throw new ReaderError(
      'bad-frame',
      `The frame has ${frame.length} bytes; a frame has at most ${FRAME_REQUEST_LENGTH}.`,
    );
  }
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  const lineCount = view.getUint16(FrameHeaderOffset.lineCount, true);
  if (lineCount >= IMAGE_HEIGHT) {
    throw new ReaderError(
      'bad-frame',
      `The frame header counts ${lineCount} lines; a frame holds fewer than ${IMAGE_HEIGHT}.`,
    );
  }
  const needed = FRAME_HEADER_SIZE + lineCount * IMAGE_WIDTH;
  if (frame.length < needed) {
    throw new ReaderError(
      'bad-frame',
      `The frame has ${frame.length} bytes; its ${lineCount} lines need ${needed}.`,
    );
  }
  const blocks: FrameBlock[] = [];
  for (let i = 0; i < FRAME_BLOCK_COUNT; i += 1) {
    const at = FrameHeaderOffset.blocks + i * 2;
    blocks.push({ flags: view.getUint8(at), lines: view.getUint8(at + 1) });
  }
  // Descrambling walks the blocks: lines beyond the count would land outside the image.
  const carried = presentLines(blocks);
  if (carried > lineCount) {
    throw new ReaderError(
      'bad-frame',
      `The frame's blocks carry ${carried} lines but its header counts ${lineCount}.`,
    );
  }
  return { lineCount, keyNumber: view.getUint8(FrameHeaderOffset.keyNumber), blocks };
}

/** Lines the blocks carry themselves (blocks that repeat lines carry none). */
export function presentLines(blocks: readonly FrameBlock[]): number {
  return blocks
    .filter((block) => (block.flags & BlockFlag.repeatsLines) === 0)
    .reduce((sum, block) => sum + block.lines, 0);
}

/**
 * libfprint's noise measure: the variance of the sum of the first two present rows. Plain
 * images start with quiet rows; scrambled ones look like noise.
 */
function firstRowsVariance(frame: Uint8Array, header: FrameHeader): number {
  if (presentLines(header.blocks) < 2 || header.lineCount < 2) return 0;
  const row = (line: number, x: number) => frame[FRAME_HEADER_SIZE + line * IMAGE_WIDTH + x] ?? 0;
  let total = 0;
  for (let x = 0; x < IMAGE_WIDTH; x += 1) total += row(0, x) + row(1, x);
  const mean = Math.trunc(total / IMAGE_WIDTH);
  let squares = 0;
  for (let x = 0; x < IMAGE_WIDTH; x += 1) {
    const deviation = row(0, x) + row(1, x) - mean;
    squares += deviation * deviation;
  }
  return Math.trunc(squares / IMAGE_WIDTH);
}

function isScrambled(frame: Uint8Array, header: FrameHeader): boolean {
  return firstRowsVariance(frame, header) >= PLAIN_IMAGE_VARIANCE_LIMIT;
}

/** Asks the reader for the key of a key number (registers 0x33/0x34). */
export type KeyExchange = (keyNumber: number) => Promise<number>;

/**
 * The raw image (384 × 290, as the sensor sees it: inverted and upside down) of a checked
 * frame, descrambling its blocks first when the frame is scrambled.
 */
export async function decodeFrame(
  frame: Uint8Array,
  header: FrameHeader,
  exchangeKey: KeyExchange,
): Promise<Uint8Array> {
  const lines = new Uint8Array(IMAGE_WIDTH * IMAGE_HEIGHT);
  lines.set(frame.subarray(FRAME_HEADER_SIZE, FRAME_HEADER_SIZE + lines.length));
  if (isScrambled(frame, header)) await descramble(lines, header, exchangeKey);
  return assemble(lines, header);
}

async function descramble(
  lines: Uint8Array,
  header: FrameHeader,
  exchangeKey: KeyExchange,
): Promise<void> {
  let keyNumber = header.keyNumber;
  let key = await exchangeKey(keyNumber);
  let linesDone = 0;
  for (const block of header.blocks) {
    if (block.lines === 0 || linesDone >= header.lineCount) break;
    if (block.flags & BlockFlag.changeKey) {
      keyNumber = (keyNumber + 1) & 0xff;
      key = await exchangeKey(keyNumber);
    }
    const length = block.lines * IMAGE_WIDTH;
    const mode = block.flags & (BlockFlag.noKeyUpdate | BlockFlag.scrambled);
    if (mode === BlockFlag.scrambled) {
      key = descrambleBlock(lines, linesDone * IMAGE_WIDTH, length, key);
    } else if (mode === 0) {
      key = skipKeystream(key, length);
    }
    if ((block.flags & BlockFlag.repeatsLines) === 0) linesDone += block.lines;
  }
}

/**
 * Lays the blocks out top to bottom. A block that repeats lines carries no data of its own: it
 * shows the frame's lines at the current position again, as libfprint does.
 */
function assemble(lines: Uint8Array, header: FrameHeader): Uint8Array {
  const image = new Uint8Array(IMAGE_WIDTH * IMAGE_HEIGHT);
  let from = 0;
  let to = 0;
  for (const block of header.blocks) {
    if (block.lines === 0 || from >= header.lineCount || to >= IMAGE_HEIGHT) break;
    const count = Math.min(block.lines, IMAGE_HEIGHT - to);
    image.set(lines.subarray(from * IMAGE_WIDTH, (from + count) * IMAGE_WIDTH), to * IMAGE_WIDTH);
    if ((block.flags & BlockFlag.repeatsLines) === 0) from += block.lines;
    to += count;
  }
  return image;
}
