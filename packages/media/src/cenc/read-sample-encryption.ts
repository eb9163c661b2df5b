import { PER_SAMPLE_IV_SIZE, SENC_USE_SUBSAMPLES } from './cenc-boxes.ts';
import type { SampleEncryptionEntry } from './cenc-boxes.ts';
import type { Subsample } from './h264-subsamples.ts';
import { boxBody, boxEnd, boxStart } from './parse-boxes.ts';
import type { FragmentLayout, SampleSpan } from './read-fragment.ts';
import { viewOf } from './splice-fragment.ts';

// senc flag: the entries override tenc's IV size and KID (not something we write).
const SENC_OVERRIDE_TRACK_ENCRYPTION = 0x1;

/**
 * Reads each sample's IV and subsamples the way a player finds them: saio gives where the
 * sample auxiliary information starts (from the moof start), saiz how long each entry is. It
 * must be senc's entries, with 8-byte IVs as our tenc declares, one entry per trun sample.
 */
export function readSampleEncryption(
  segment: Uint8Array,
  layout: FragmentLayout,
): { span: SampleSpan; entry: SampleEncryptionEntry }[] {
  const { saiz, saio, senc, moof, samples } = layout;
  if (!saiz || !saio || !senc) throw new Error('media segment is not encrypted: it lacks saiz, saio or senc');
  if (senc.flags & SENC_OVERRIDE_TRACK_ENCRYPTION) throw new Error('senc: per-fragment IV size and KID are not supported');
  const view = viewOf(segment);
  const sencCount = view.getUint32(boxBody(senc));
  if (sencCount !== samples.length || saiz.sample_count !== samples.length) {
    throw new Error(`trun has ${samples.length} samples, senc ${sencCount}, saiz ${saiz.sample_count}`);
  }
  const firstOffset = saio.offset[0];
  if (saio.entry_count !== 1 || firstOffset === undefined) throw new Error(`saio: expected one offset, found ${saio.entry_count}`);
  let position = boxStart(moof) + firstOffset;
  // senc: sample_count, then the entries.
  if (position !== boxBody(senc) + 4) throw new Error("saio: the offset does not point at senc's first IV");

  const useSubsamples = (senc.flags & SENC_USE_SUBSAMPLES) !== 0;
  const protectedSamples = samples.map((span, i) => {
    const size = saiz.default_sample_info_size || saiz.sample_info_size[i];
    if (size === undefined || position + size > boxEnd(senc)) throw new Error(`saiz: entry ${i} runs past senc`);
    const iv = view.getBigUint64(position);
    const subsamples = useSubsamples ? readSubsamples(view, position + PER_SAMPLE_IV_SIZE) : undefined;
    const expected = PER_SAMPLE_IV_SIZE + (subsamples ? 2 + 6 * subsamples.length : 0);
    if (size !== expected) throw new Error(`saiz: entry ${i} is ${size} bytes, senc's is ${expected}`);
    position += size;
    return { span, entry: { iv, subsamples } };
  });
  if (position !== boxEnd(senc)) throw new Error('senc: bytes left after the last entry');
  return protectedSamples;
}

function readSubsamples(view: DataView, at: number): Subsample[] {
  const count = view.getUint16(at);
  return Array.from({ length: count }, (_, i) => ({
    clearBytes: view.getUint16(at + 2 + 6 * i),
    protectedBytes: view.getUint32(at + 4 + 6 * i),
  }));
}
