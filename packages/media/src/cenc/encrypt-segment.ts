import { sampleEncryptionBoxes } from './cenc-boxes.ts';
import type { SampleEncryptionEntry } from './cenc-boxes.ts';
import { h264Subsamples } from './h264-subsamples.ts';
import { boxEnd, boxStart } from './parse-boxes.ts';
import { readFragment } from './read-fragment.ts';
import type { FragmentLayout } from './read-fragment.ts';
import type { TrackCrypto } from './read-track-crypto.ts';
import { applySampleKeystream, contentKey } from './sample-cipher.ts';
import { spliceFragment } from './splice-fragment.ts';

export interface EncryptSegmentOptions {
  /** The 16-byte AES-128 content key. */
  key: Uint8Array;
  /** From `readTrackCrypto` on the clear init segment of the same track. */
  track: TrackCrypto;
  /**
   * IV of the segment's first sample; sample i gets ivBase + i. The caller owns uniqueness:
   * with one key, the ranges ivBase .. ivBase + sampleCount - 1 must never overlap for different
   * bytes (other segments, and the other track if it shares the key), or AES-CTR leaks the XOR
   * of two plaintexts. Encrypting the same clear segment again with the same ivBase is safe.
   */
  ivBase: bigint;
}

const MAX_U64 = (1n << 64n) - 1n;

/**
 * Encrypts a clear media segment with 'cenc' (AES-128-CTR): the sample bytes in the mdat are
 * replaced by their ciphertext (subsample encryption for H.264, whole samples for audio), and
 * saiz, saio and senc go at the end of the traf. Sizes, trun data_offset and sidx are fixed;
 * every other byte stays as it was. Deterministic: same inputs, same bytes. The input is not
 * modified.
 */
export function encryptSegment(segment: Uint8Array, { key, track, ivBase }: EncryptSegmentOptions): Uint8Array {
  const secret = contentKey(key);
  const layout = readFragment(segment);
  checkCanEncrypt(layout, track, ivBase);

  const samples = layout.samples.map((span, i) => {
    const sample = segment.subarray(span.offset, span.offset + span.size);
    const entry: SampleEncryptionEntry = {
      iv: ivBase + BigInt(i),
      subsamples: track.kind === 'video' ? h264Subsamples(sample, track.nalLengthSize) : undefined,
    };
    return { span, entry };
  });

  const { moof, traf } = layout;
  const at = boxEnd(traf);
  const entries = samples.map(({ entry }) => entry);
  const insert = sampleEncryptionBoxes(entries, at - boxStart(moof), track.kind === 'video');
  const out = spliceFragment(segment, layout, { at, remove: 0, insert, within: [moof, traf] });

  // The samples are in the mdat, which follows the moof that grew by `insert`.
  for (const { span, entry } of samples) {
    const offset = span.offset + insert.length;
    applySampleKeystream(secret, entry.iv, out.subarray(offset, offset + span.size), entry.subsamples);
  }
  return out;
}

function checkCanEncrypt(layout: FragmentLayout, track: TrackCrypto, ivBase: bigint): void {
  if (layout.senc || layout.saiz || layout.saio) throw new Error('media segment is already encrypted (it has senc, saiz or saio)');
  if (layout.tfhd.track_id !== track.trackId) {
    throw new Error(`media segment is track ${layout.tfhd.track_id}, the init segment's track is ${track.trackId}`);
  }
  const lastIv = ivBase + BigInt(Math.max(layout.samples.length - 1, 0));
  if (ivBase < 0n || lastIv > MAX_U64) throw new RangeError(`IVs ${ivBase}..${lastIv} do not fit in 64 bits`);
}
