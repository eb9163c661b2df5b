/**
 * The language of an initialization segment's track (mdhd, ISO 639-2/T packed in 15 bits).
 * ffmpeg's DASH muxer drops stream metadata, so every track it writes says "und"; we set it.
 */

/** Byte offset of the box at `path` (e.g. moov/trak/mdia/mdhd), first match at each level. */
function findBox(data: Uint8Array, path: readonly string[], start = 0, end = data.length): number | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let offset = start; offset + 8 <= end; ) {
    const size = view.getUint32(offset);
    const type = String.fromCharCode(...data.subarray(offset + 4, offset + 8));
    if (size < 8) return null;
    if (type === path[0]) return path.length === 1 ? offset : findBox(data, path.slice(1), offset + 8, offset + size);
    offset += size;
  }
  return null;
}

/** Offset of mdhd's language field: after the full-box header and the (version-sized) times. */
function languageOffset(init: Uint8Array): number {
  const mdhd = findBox(init, ['moov', 'trak', 'mdia', 'mdhd']);
  if (mdhd === null) throw new Error('No mdhd in the initialization segment.');
  const version = init[mdhd + 8];
  return mdhd + 12 + (version === 1 ? 28 : 16);
}

export function trackLanguage(init: Uint8Array): string {
  const offset = languageOffset(init);
  const packed = (init[offset]! << 8) | init[offset + 1]!;
  return [10, 5, 0].map((shift) => String.fromCharCode(((packed >> shift) & 0x1f) + 0x60)).join('');
}

/** A copy of `init` whose track is in `language` (three lower-case letters, e.g. "spa"). */
export function withTrackLanguage(init: Uint8Array, language: string): Uint8Array {
  if (!/^[a-z]{3}$/.test(language)) throw new Error(`Not an ISO 639-2 code: ${language}`);
  const copy = Uint8Array.from(init);
  const packed = [...language].reduce((bits, letter) => (bits << 5) | (letter.charCodeAt(0) - 0x60), 0);
  const offset = languageOffset(copy);
  copy[offset] = packed >> 8;
  copy[offset + 1] = packed & 0xff;
  return copy;
}
