/**
 * The machine-readable strip at the bottom left of every clip's picture: a black bar holding a
 * row of square blocks, white for 1 and black for 0. A browser test draws the playing video to
 * a canvas and reads which clip plays and which second of it, whatever the rendition's size.
 *
 * Block order, left to right: one marker (always white, so a blank or garbled frame reads as
 * nothing), the clip's index (least significant bit first), then floor(t) in seconds (least
 * significant bit first). Coordinates are in the 1280x720 picture every rendition is scaled from.
 */
export const TIME_CODE_GEOMETRY = {
  frameWidth: 1280,
  frameHeight: 720,
  bar: { x: 32, y: 648, width: 520, height: 40 },
  /** The top left corner of the marker block; every block sits on this row. */
  firstBlock: { x: 42, y: 658 },
  blockSize: 20,
  gap: 10,
  clipBits: 4,
  secondBits: 12,
} as const;

export interface TimeCode {
  /** The clip's index in the media index (`clips[].index`). */
  clipIndex: number;
  /** Whole seconds since the start of the clip (the clip's own time, not the title's). */
  second: number;
}

/** Luma (0 black to 255 white) of the picture at (x, y) in 1280x720 coordinates. */
export type PixelLumaSampler = (x: number, y: number) => number;

/** The marker, the clip-index bits and the second bits. */
export const TIME_CODE_BLOCK_COUNT = 1 + TIME_CODE_GEOMETRY.clipBits + TIME_CODE_GEOMETRY.secondBits;

/** Top left corner of block `n` (0 is the marker), in 1280x720 coordinates. */
export function timeCodeBlock(n: number): { x: number; y: number } {
  const { firstBlock, blockSize, gap } = TIME_CODE_GEOMETRY;
  return { x: firstBlock.x + n * (blockSize + gap), y: firstBlock.y };
}

/** Block number of clip-index bit `k` and of second bit `k`. */
export const clipBitBlock = (k: number): number => 1 + k;
export const secondBitBlock = (k: number): number => 1 + TIME_CODE_GEOMETRY.clipBits + k;

/**
 * Reads the strip through `getPixelLuma`, sampling the centre of each block. Null when the
 * marker is not white or the bar around it not black: no strip on screen (a black frame, a
 * poster, a frame that failed to decrypt).
 */
export function readTimeCode(getPixelLuma: PixelLumaSampler): TimeCode | null {
  const { blockSize, gap, clipBits, secondBits, bar } = TIME_CODE_GEOMETRY;
  const centre = (n: number) => {
    const { x, y } = timeCodeBlock(n);
    return getPixelLuma(x + blockSize / 2, y + blockSize / 2);
  };
  const marker = timeCodeBlock(0);
  const barLuma = Math.max(
    getPixelLuma(marker.x + blockSize + gap / 2, marker.y + blockSize / 2),
    getPixelLuma(marker.x + blockSize / 2, bar.y + (marker.y - bar.y) / 2),
  );
  if (centre(0) < 160 || barLuma > 96) return null;

  const bits = (first: number, count: number) => {
    let value = 0;
    for (let k = 0; k < count; k += 1) if (centre(first + k) >= 128) value |= 1 << k;
    return value;
  };
  return { clipIndex: bits(clipBitBlock(0), clipBits), second: bits(secondBitBlock(0), secondBits) };
}
