// The reader's side of a capture: an upright print turned into the frame a U.are.U sends —
// inverted, rotated 180°, cut into blocks, scrambled block by block under the device's keys.

import { presentLines, type FrameBlock } from '../driver/frame.ts';
import type { GreyImage } from '../driver/grey-image.ts';
import {
  BlockFlag,
  FRAME_BLOCK_COUNT,
  FRAME_HEADER_SIZE,
  FrameHeaderOffset,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
} from '../driver/protocol.ts';
import { advanceKey, keystreamByte, skipKeystream } from '../driver/scramble.ts';

export interface FrameLayout {
  readonly keyNumber: number;
  readonly blocks: readonly FrameBlock[];
}

/** 289 lines (a frame holds fewer than 290) in blocks of 20, all plain or all scrambled. */
export function defaultLayout(scrambled: boolean, keyNumber = 0): FrameLayout {
  const flags = scrambled ? BlockFlag.scrambled : 0;
  const blocks: FrameBlock[] = [];
  for (let left = IMAGE_HEIGHT - 1; left > 0; left -= 20) {
    blocks.push({ flags, lines: Math.min(20, left) });
  }
  return { keyNumber, blocks };
}

export interface FrameEncoderDevice {
  /** The device's scramble key for a key number. */
  key(keyNumber: number): number;
  /** The byte a scrambled block starts with (the reader sends the block one byte late). */
  junk(): number;
}

/** The frame a reader sends for `image` (upright, dark ridges on white) under `layout`. */
export function encodeFrame(
  image: GreyImage,
  layout: FrameLayout,
  device: FrameEncoderDevice,
): Uint8Array {
  if (layout.blocks.length > FRAME_BLOCK_COUNT) {
    throw new RangeError(`A frame has at most ${FRAME_BLOCK_COUNT} blocks.`);
  }
  const raw = sensorImage(image);
  const present = presentLines(layout.blocks);
  const frame = new Uint8Array(FRAME_HEADER_SIZE + present * IMAGE_WIDTH);
  const header = new DataView(frame.buffer);
  header.setUint16(FrameHeaderOffset.lineCount, present, true);
  header.setUint8(FrameHeaderOffset.keyNumber, layout.keyNumber);
  layout.blocks.forEach((block, index) => {
    header.setUint8(FrameHeaderOffset.blocks + index * 2, block.flags);
    header.setUint8(FrameHeaderOffset.blocks + index * 2 + 1, block.lines);
  });

  let keyNumber = layout.keyNumber;
  let key = device.key(keyNumber);
  let sensorLine = 0;
  let frameLine = 0;
  for (const block of layout.blocks) {
    const repeats = (block.flags & BlockFlag.repeatsLines) !== 0;
    const length = block.lines * IMAGE_WIDTH;
    const at = FRAME_HEADER_SIZE + frameLine * IMAGE_WIDTH;
    if (block.flags & BlockFlag.changeKey) {
      keyNumber = (keyNumber + 1) & 0xff;
      key = device.key(keyNumber);
    }
    const mode = block.flags & (BlockFlag.noKeyUpdate | BlockFlag.scrambled);
    if (repeats && mode === BlockFlag.scrambled) {
      throw new RangeError('A block that repeats lines carries no data to scramble.');
    }
    if (!repeats) {
      frame.set(raw.subarray(sensorLine * IMAGE_WIDTH, sensorLine * IMAGE_WIDTH + length), at);
    }
    if (mode === BlockFlag.scrambled) {
      key = scrambleBlock(frame, at, length, key, device.junk());
    } else if (mode === 0) {
      key = skipKeystream(key, length);
    }
    sensorLine += block.lines;
    if (!repeats) frameLine += block.lines;
  }
  return frame;
}

/** The sensor's view: inverted and rotated 180°. */
function sensorImage(image: GreyImage): Uint8Array {
  const raw = new Uint8Array(IMAGE_WIDTH * IMAGE_HEIGHT);
  const last = raw.length - 1;
  for (let i = 0; i <= last; i += 1) raw[last - i] = 255 - (image.pixels[i] ?? 255);
  return raw;
}

/** Plain byte i goes out as wire byte i + 1; the block's last plain byte does not fit. */
function scrambleBlock(
  frame: Uint8Array,
  offset: number,
  length: number,
  key: number,
  junk: number,
): number {
  let next = key;
  for (let i = offset + length - 2; i >= offset; i -= 1) {
    frame[i + 1] = frame[i] ?? 0;
  }
  frame[offset] = junk;
  for (let i = offset; i < offset + length - 1; i += 1) {
    frame[i + 1] = (frame[i + 1] ?? 0) ^ keystreamByte(next);
    next = advanceKey(next);
  }
  return advanceKey(next);
}
