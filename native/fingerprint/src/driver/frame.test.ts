import { describe, expect, it } from 'vitest';
import { parseFrameHeader } from './frame.ts';
import { FRAME_HEADER_SIZE, FrameHeaderOffset, IMAGE_WIDTH } from './protocol.ts';
import { ReaderError } from './reader-error.ts';

/** A plain frame of `lineCount` lines whose blocks say they carry `blockLines` each. */
function frame(lineCount: number, blockLines: readonly number[]): Uint8Array {
  const bytes = new Uint8Array(FRAME_HEADER_SIZE + lineCount * IMAGE_WIDTH);
  const view = new DataView(bytes.buffer);
  view.setUint16(FrameHeaderOffset.lineCount, lineCount, true);
  blockLines.forEach((lines, index) => {
    view.setUint8(FrameHeaderOffset.blocks + index * 2 + 1, lines);
  });
  return bytes;
}

describe('parseFrameHeader', () => {
  it('reads a frame whose blocks carry its lines', () => {
    const header = parseFrameHeader(frame(20, [10, 10]));
    expect(header.lineCount).toBe(20);
    expect(header.blocks.slice(0, 2)).toEqual([
      { flags: 0, lines: 10 },
      { flags: 0, lines: 10 },
    ]);
  });

  it('refuses blocks that carry more lines than the header counts', () => {
    const parse = () => parseFrameHeader(frame(20, [10, 11]));
    expect(parse).toThrow(ReaderError);
    expect(parse).toThrow(
      expect.objectContaining({
        reason: 'bad-frame',
        detail: "The frame's blocks carry 21 lines but its header counts 20.",
      }) as Error,
    );
  });
});
