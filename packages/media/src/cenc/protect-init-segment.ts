import { commonPssh, protectionSchemeInfo } from './cenc-boxes.ts';
import { boxEnd, boxStart, parseBoxes, requireBox } from './parse-boxes.ts';
import { readSingleTrack } from './read-track-crypto.ts';
import { spliceBytes } from './splice-fragment.ts';

export interface ProtectInitSegmentOptions {
  /** The 16-byte key id that tenc and pssh announce; the licence server maps it to the key. */
  kid: Uint8Array;
}

const PROTECTED_FORMAT: Record<string, string> = { avc1: 'encv', avc3: 'encv', mp4a: 'enca' };

/**
 * Turns a clear init segment into a 'cenc' one: the sample entry becomes encv/enca with a sinf
 * (frma, schm 'cenc', tenc), and moov gains a W3C common pssh listing the KID. Every other box
 * keeps its bytes; only the sizes of the boxes that now hold more change.
 */
export function protectInitSegment(init: Uint8Array, { kid }: ProtectInitSegmentOptions): Uint8Array {
  const file = parseBoxes(init);
  const moov = file.moov;
  if (!moov) throw new Error('init segment: no moov');
  const { trak, entry } = readSingleTrack(file);
  const protectedFormat = PROTECTED_FORMAT[entry.type];
  if (!protectedFormat) throw new Error(`sample entry ${entry.type} cannot be protected here (already protected, or not H.264/AAC)`);

  const mdia = requireBox(trak, 'mdia', 'trak');
  const minf = requireBox(mdia, 'minf', 'mdia');
  const stbl = requireBox(minf, 'stbl', 'minf');
  const stsd = requireBox(stbl, 'stsd', 'stbl');
  // Growing moov would move any sample data after it; a fragmented init segment has none.
  const chunks = (stbl.stco?.chunk_offsets.length ?? 0) + (stbl.co64?.chunk_offsets.length ?? 0);
  if (chunks > 0) throw new Error('init segment: stco/co64 list chunks; only fragmented MP4 init segments are supported');

  // pssh first, at the end of moov: the sinf then goes in before it and moves nothing it needs.
  const withPssh = spliceBytes(init, { at: boxEnd(moov), remove: 0, insert: commonPssh([kid]), within: [moov] });
  const out = spliceBytes(withPssh, {
    at: boxEnd(entry),
    remove: 0,
    insert: protectionSchemeInfo(entry.type, kid),
    within: [moov, trak, mdia, minf, stbl, stsd, entry],
  });
  out.set(new TextEncoder().encode(protectedFormat), boxStart(entry) + 4);
  return out;
}
