import type { NalLengthSize } from './read-track-crypto.ts';

/** One senc subsample: clear bytes, then protected bytes (ISO/IEC 23001-7 7.2.2). */
export interface Subsample {
  clearBytes: number;
  protectedBytes: number;
}

const AES_BLOCK = 16;
// BytesOfClearData is a 16-bit field.
const MAX_CLEAR_BYTES = 0xffff;

/**
 * The 'cenc' subsample map of one H.264 sample in length-prefixed (avcC) form.
 *
 * VCL NAL units (types 1-5, the coded slices) keep their length field and 1-byte header clear,
 * as ISO/IEC 23001-7 requires for NAL-structured video, and protect the rest rounded down to whole AES blocks: the
 * remainder joins the clear part, ahead of the protected range, so every protected range ends
 * where its NAL unit ends. Other NAL units (SPS, PPS, SEI, AUD...) stay clear, since a player
 * reads them before decrypting. Consecutive clear bytes merge into one subsample.
 */
export function h264Subsamples(sample: Uint8Array, nalLengthSize: NalLengthSize): Subsample[] {
  const view = new DataView(sample.buffer, sample.byteOffset, sample.byteLength);
  const subsamples: Subsample[] = [];
  let pendingClear = 0;
  let position = 0;

  while (position < sample.length) {
    if (position + nalLengthSize > sample.length) {
      throw new Error(`H.264 sample: NAL length field cut short at byte ${position} of ${sample.length}`);
    }
    const nalSize = readNalLength(view, position, nalLengthSize);
    const nalEnd = position + nalLengthSize + nalSize;
    if (nalEnd > sample.length) {
      throw new Error(`H.264 sample: NAL of ${nalSize} bytes at byte ${position} runs past the sample (${sample.length})`);
    }
    const nalType = nalSize > 0 ? (sample[position + nalLengthSize] ?? 0) & 0x1f : 0;
    const isVcl = nalType >= 1 && nalType <= 5;
    const protectedBytes = isVcl ? Math.floor((nalSize - 1) / AES_BLOCK) * AES_BLOCK : 0;

    pendingClear += nalLengthSize + nalSize - protectedBytes;
    if (protectedBytes > 0) {
      pushSubsample(subsamples, pendingClear, protectedBytes);
      pendingClear = 0;
    }
    position = nalEnd;
  }
  if (pendingClear > 0 || subsamples.length === 0) pushSubsample(subsamples, pendingClear, 0);
  return subsamples;
}

function readNalLength(view: DataView, position: number, nalLengthSize: NalLengthSize): number {
  if (nalLengthSize === 4) return view.getUint32(position);
  if (nalLengthSize === 2) return view.getUint16(position);
  return view.getUint8(position);
}

/** Appends a subsample, first emitting wholly clear ones while the clear run exceeds 16 bits. */
function pushSubsample(subsamples: Subsample[], clearBytes: number, protectedBytes: number): void {
  let clear = clearBytes;
  while (clear > MAX_CLEAR_BYTES) {
    subsamples.push({ clearBytes: MAX_CLEAR_BYTES, protectedBytes: 0 });
    clear -= MAX_CLEAR_BYTES;
  }
  subsamples.push({ clearBytes: clear, protectedBytes });
}
