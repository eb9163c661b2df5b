import { describe, expect, it } from 'vitest';
import { clipBitBlock, readTimeCode, secondBitBlock, TIME_CODE_GEOMETRY, timeCodeBlock, type PixelLumaSampler } from './time-code.ts';

const { bar, blockSize, clipBits, secondBits } = TIME_CODE_GEOMETRY;

/** A picture as the test card draws it: grey background, black bar, white blocks for 1 bits. */
function drawnStrip(clipIndex: number, second: number): PixelLumaSampler {
  const white = [0];
  for (let k = 0; k < clipBits; k += 1) if ((clipIndex >> k) & 1) white.push(clipBitBlock(k));
  for (let k = 0; k < secondBits; k += 1) if ((second >> k) & 1) white.push(secondBitBlock(k));
  const blocks = white.map(timeCodeBlock);
  return (x, y) => {
    if (blocks.some((b) => x >= b.x && x < b.x + blockSize && y >= b.y && y < b.y + blockSize)) return 235;
    if (x >= bar.x && x < bar.x + bar.width && y >= bar.y && y < bar.y + bar.height) return 16;
    return 90;
  };
}

describe('readTimeCode', () => {
  it('reads back the clip index and second the strip encodes', () => {
    for (const [clipIndex, second] of [
      [0, 0],
      [1, 1],
      [5, 37],
      [15, 2 ** secondBits - 1],
      [9, 1024],
    ] as const) {
      expect(readTimeCode(drawnStrip(clipIndex, second))).toEqual({ clipIndex, second });
    }
  });

  it('reads nothing from a frame without the strip', () => {
    expect(readTimeCode(() => 0)).toBeNull();
    expect(readTimeCode(() => 255)).toBeNull();
    expect(readTimeCode(() => 128)).toBeNull();
  });

  it('keeps the strip inside the picture and the blocks inside the bar', () => {
    const last = timeCodeBlock(1 + clipBits + secondBits - 1);
    expect(last.x + blockSize).toBeLessThanOrEqual(bar.x + bar.width);
    expect(bar.y + bar.height).toBeLessThanOrEqual(TIME_CODE_GEOMETRY.frameHeight);
  });
});
