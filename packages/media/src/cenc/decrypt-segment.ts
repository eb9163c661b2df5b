import { boxStart } from './parse-boxes.ts';
import { readFragment } from './read-fragment.ts';
import { readSampleEncryption } from './read-sample-encryption.ts';
import type { TrackCrypto } from './read-track-crypto.ts';
import { applySampleKeystream, contentKey } from './sample-cipher.ts';
import { spliceFragment } from './splice-fragment.ts';

export interface DecryptSegmentOptions {
  key: Uint8Array;
  track: TrackCrypto;
}

/**
 * Turns a segment from `encryptSegment` back into the clear one, byte for byte, from what the
 * segment itself says (saio, saiz, senc): the test of the encryption, and proof the format is
 * self-describing. The input is not modified.
 */
export function decryptSegment(segment: Uint8Array, { key, track }: DecryptSegmentOptions): Uint8Array {
  const secret = contentKey(key);
  const layout = readFragment(segment);
  if (layout.tfhd.track_id !== track.trackId) {
    throw new Error(`media segment is track ${layout.tfhd.track_id}, the init segment's track is ${track.trackId}`);
  }
  // A copy: a Node Buffer's slice() is a view, and the caller's bytes must not change.
  let out: Uint8Array = new Uint8Array(segment);
  for (const { span, entry } of readSampleEncryption(segment, layout)) {
    applySampleKeystream(secret, entry.iv, out.subarray(span.offset, span.offset + span.size), entry.subsamples);
  }

  // saio first: once it is gone, removing senc leaves no offset pointing into it.
  for (const type of ['saio', 'saiz', 'senc'] as const) {
    const current = readFragment(out);
    const box = current[type];
    if (!box) continue;
    out = spliceFragment(out, current, {
      at: boxStart(box),
      remove: box.size,
      insert: new Uint8Array(0),
      within: [current.moof, current.traf],
    });
  }
  return out;
}
