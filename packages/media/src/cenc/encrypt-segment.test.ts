import { execFileSync } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Box } from 'mp4box';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectDifferentBytes, expectSameBytes, expectSizesConsistent, present } from './test-expectations.ts';
import { makeDashTestClip } from './dash-test-clip.ts';
import type { DashTrackFiles } from './dash-test-clip.ts';
import { decryptSegment } from './decrypt-segment.ts';
import { encryptSegment } from './encrypt-segment.ts';
import { protectInitSegment } from './protect-init-segment.ts';
import { boxBody, boxEnd, boxStart, parseBoxes } from './parse-boxes.ts';
import { readFragment } from './read-fragment.ts';
import type { FragmentLayout } from './read-fragment.ts';
import { readTrackCrypto } from './read-track-crypto.ts';
import type { TrackCrypto } from './read-track-crypto.ts';

const key = Uint8Array.from(Buffer.from('00112233445566778899aabbccddeeff', 'hex'));
const ivBase = 0x0123_4567_0000_0000n;
let clip: { video: DashTrackFiles; audio: DashTrackFiles };

beforeAll(() => {
  clip = makeDashTestClip();
});

/** senc parsed here on its own, not with the code under test: IV, then the subsample map. */
function parseSenc(bytes: Uint8Array, senc: Box): { flags: number; entries: { iv: bigint; size: number; subsamples: [number, number][] }[] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flags = view.getUint32(boxStart(senc) + 8) & 0xffffff;
  const count = view.getUint32(boxStart(senc) + 12);
  let position = boxStart(senc) + 16;
  const entries = Array.from({ length: count }, () => {
    const start = position;
    const iv = view.getBigUint64(position);
    position += 8;
    const subsamples: [number, number][] = [];
    if (flags & 2) {
      const n = view.getUint16(position);
      position += 2;
      for (let i = 0; i < n; i++, position += 6) subsamples.push([view.getUint16(position), view.getUint32(position + 2)]);
    }
    return { iv, size: position - start, subsamples };
  });
  expect(position).toBe(boxEnd(senc));
  return { flags, entries };
}

/** [start, end) of each NAL unit's payload after its 1-byte header, for VCL NAL units only. */
function vclPayloads(sample: Uint8Array): [number, number][] {
  const view = new DataView(sample.buffer, sample.byteOffset, sample.byteLength);
  const ranges: [number, number][] = [];
  for (let position = 0; position < sample.length; ) {
    const size = view.getUint32(position);
    const type = (sample[position + 4] ?? 0) & 0x1f;
    if (type >= 1 && type <= 5) ranges.push([position + 5, position + 4 + size]);
    position += 4 + size;
  }
  return ranges;
}

const tracks = [
  { name: 'video', files: () => clip.video },
  { name: 'audio', files: () => clip.audio },
];

for (const { name, files } of tracks) {
  describe(`encryptSegment: ${name}`, () => {
    let track: TrackCrypto;
    let clearSegments: Uint8Array[];
    let encryptedSegments: Uint8Array[];

    beforeAll(() => {
      track = readTrackCrypto(files().init);
      clearSegments = files().segments;
      encryptedSegments = clearSegments.map((segment, i) => encryptSegment(segment, { key, track, ivBase: ivBase + BigInt(i << 16) }));
    });

    it('decrypts back to the exact clear segment bytes', () => {
      expect(clearSegments.length).toBeGreaterThanOrEqual(2);
      encryptedSegments.forEach((encrypted, i) => {
        const clear = present(clearSegments[i], 'clear segment');
        expectDifferentBytes(encrypted, clear);
        expectSameBytes(decryptSegment(encrypted, { key, track }), clear, `segment ${i + 1}`);
      });
    });

    it('leaves the caller’s bytes alone when encrypting and decrypting Node Buffers (whose slice() is a view)', () => {
      const clear = Buffer.from(present(clearSegments[0], 'clear segment'));
      const clearCopy = Buffer.from(clear);
      const encrypted = Buffer.from(encryptSegment(clear, { key, track, ivBase }));
      const encryptedCopy = Buffer.from(encrypted);
      decryptSegment(encrypted, { key, track });
      expect(clear.equals(clearCopy)).toBe(true);
      expect(encrypted.equals(encryptedCopy)).toBe(true);
    });

    it('writes saiz, saio and senc at the end of the traf and fixes every size', () => {
      for (const encrypted of encryptedSegments) {
        expectSizesConsistent(parseBoxes(encrypted), encrypted.length);
        const { traf } = readFragment(encrypted);
        expect(traf.boxes?.map((box) => box.type)).toEqual(['tfhd', 'tfdt', 'trun', 'saiz', 'saio', 'senc']);
      }
    });

    it('matches senc to trun, saiz to senc, saio to the first IV, and data_offset to the mdat payload', () => {
      encryptedSegments.forEach((encrypted, segmentIndex) => {
        const layout = readFragment(encrypted);
        const { moof, mdat } = layout;
        const [trun, saiz, saio, senc] = [present(layout.truns[0], 'trun'), present(layout.saiz, 'saiz'), present(layout.saio, 'saio'), present(layout.senc, 'senc')];
        const { flags, entries } = parseSenc(encrypted, senc);

        expect(flags).toBe(track.kind === 'video' ? 2 : 0);
        expect(entries).toHaveLength(trun.sample_count);
        expect(entries.map((entry) => entry.iv)).toEqual(entries.map((_, i) => ivBase + BigInt(segmentIndex << 16) + BigInt(i)));

        expect(saiz.sample_count).toBe(trun.sample_count);
        const sizes = entries.map((entry) => entry.size);
        if (saiz.default_sample_info_size === 0) expect(saiz.sample_info_size).toEqual(sizes);
        else expect(sizes.every((size) => size === saiz.default_sample_info_size)).toBe(true);
        if (track.kind === 'audio') expect(saiz.default_sample_info_size).toBe(8);

        expect(saio.entry_count).toBe(1);
        expect(boxStart(moof) + (saio.offset[0] ?? 0)).toBe(boxStart(senc) + 16);
        expect(boxStart(moof) + trun.data_offset).toBe(boxBody(mdat));
        // ffmpeg's sidx indexes one subsegment: this moof and its mdat.
        expect(layout.sidxs[0]?.references[0]?.referenced_size).toBe(moof.size + mdat.size);
      });
    });

    it('encrypts exactly the protected ranges, with the keystream of IV || block count from 0', () => {
      encryptedSegments.forEach((encrypted, segmentIndex) => {
        const clearSegment = present(clearSegments[segmentIndex], 'clear segment');
        const clear = readFragment(clearSegment);
        const layout = readFragment(encrypted);
        const { entries } = parseSenc(encrypted, present(layout.senc, 'senc'));

        layout.samples.forEach(({ offset, size }, i) => {
          const clearSpan = present(clear.samples[i], 'clear sample');
          expect(size).toBe(clearSpan.size);
          const before = clearSegment.subarray(clearSpan.offset, clearSpan.offset + size);
          const after = encrypted.subarray(offset, offset + size);
          const entry = present(entries[i], 'senc entry');
          const ranges = entry.subsamples.length > 0 ? entry.subsamples : [[0, size] as [number, number]];
          expect(ranges.reduce((sum, [clearBytes, protectedBytes]) => sum + clearBytes + protectedBytes, 0)).toBe(size);

          const vcl = track.kind === 'video' ? vclPayloads(before) : [];
          const protectedBefore: Uint8Array[] = [];
          const protectedAfter: Uint8Array[] = [];
          let position = 0;
          for (const [clearBytes, protectedBytes] of ranges) {
            expectSameBytes(after.subarray(position, position + clearBytes), before.subarray(position, position + clearBytes), `clear range of sample ${i}`);
            position += clearBytes;
            if (track.kind === 'video' && protectedBytes > 0) {
              expect(protectedBytes % 16).toBe(0);
              // Inside one slice, after its header, and ending where the slice ends.
              const end = position + protectedBytes;
              expect(vcl.some(([payloadStart, payloadEnd]) => position >= payloadStart && end === payloadEnd)).toBe(true);
            }
            protectedBefore.push(before.subarray(position, position + protectedBytes));
            protectedAfter.push(after.subarray(position, position + protectedBytes));
            position += protectedBytes;
          }
          const counter = Buffer.alloc(16);
          counter.writeBigUInt64BE(entry.iv);
          const expected = createCipheriv('aes-128-ctr', key, counter).update(Buffer.concat(protectedBefore));
          expectSameBytes(Buffer.concat(protectedAfter), expected, `protected ranges of sample ${i}`);
        });
      });
    });

    it('keeps every box it does not change byte for byte', () => {
      encryptedSegments.forEach((encrypted, i) => {
        const clearBytes = present(clearSegments[i], 'clear segment');
        const clear = readFragment(clearBytes);
        const after = readFragment(encrypted);
        const bytesOf = (bytes: Uint8Array, box: Box): Uint8Array => bytes.subarray(boxStart(box), boxEnd(box));
        const unchanged = (layout: FragmentLayout): Box[] => [layout.mfhd, layout.tfhd, present(layout.tfdt, 'tfdt')];
        unchanged(after).forEach((box, j) =>
          expectSameBytes(bytesOf(encrypted, box), bytesOf(clearBytes, present(unchanged(clear)[j], 'box')), box.type),
        );
        // Before the moof (styp, sidx) only sidx's referenced_size changes; the trun only its data_offset.
        const sidxSize = boxBody(present(clear.sidxs[0], 'sidx')) + 8 + 16 + 4;
        const trun = present(clear.truns[0], 'trun');
        const trunOffset = boxBody(trun) + 4;
        for (const [start, end] of [
          [0, sidxSize],
          [sidxSize + 4, boxStart(clear.moof)],
          [boxStart(trun), trunOffset],
          [trunOffset + 4, boxEnd(trun)],
        ] as const) {
          expectSameBytes(encrypted.subarray(start, end), clearBytes.subarray(start, end), `bytes ${start}-${end}`);
        }
      });
    });

    it("decrypts with ffmpeg's own cenc reader (mov demuxer, -decryption_key) to the clear samples", () => {
      const dir = mkdtempSync(join(tmpdir(), 'stat-cenc-ffmpeg-'));
      try {
        const kid = Uint8Array.from(Buffer.from('0123456789abcdeffedcba9876543210', 'hex'));
        const protectedInit = protectInitSegment(files().init, { kid });
        // One fragment per file: with several, ffmpeg 5.1 fails or mis-decrypts depending only on
        // whether styp/sidx sit between them; Chromium plays the same multi-fragment stream.
        encryptedSegments.forEach((encrypted, i) => {
          const file = join(dir, `segment-${i}.mp4`);
          writeFileSync(file, Buffer.concat([protectedInit, encrypted]));
          const packets = execFileSync('ffmpeg', [
            '-nostdin', '-loglevel', 'error', '-decryption_key', Buffer.from(key).toString('hex'),
            '-i', file, '-map', '0', '-c', 'copy', '-f', 'data', '-',
          ]);
          const clear = present(clearSegments[i], 'clear segment');
          const samples = readFragment(clear).samples.map(({ offset, size }) => clear.subarray(offset, offset + size));
          expectSameBytes(packets, Buffer.concat(samples), `ffmpeg's packets of segment ${i + 1}`);
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('is deterministic and leaves its input alone', () => {
      const segment = present(clearSegments[0], 'clear segment');
      const copy = segment.slice();
      const first = encryptSegment(segment, { key, track, ivBase });
      expectSameBytes(encryptSegment(segment, { key, track, ivBase }), first);
      expectSameBytes(segment, copy);
      expectDifferentBytes(encryptSegment(segment, { key, track, ivBase: ivBase + 1000n }), first);
    });
  });
}

describe('encryptSegment: refusals', () => {
  it('refuses an encrypted segment, a wrong key size, IVs past 64 bits and another track', () => {
    const track = readTrackCrypto(clip.audio.init);
    const segment = present(clip.audio.segments[0], 'audio segment');
    const encrypted = encryptSegment(segment, { key, track, ivBase });
    expect(() => encryptSegment(encrypted, { key, track, ivBase })).toThrow(/already encrypted/);
    expect(() => encryptSegment(segment, { key: key.subarray(1), track, ivBase })).toThrow(RangeError);
    expect(() => encryptSegment(segment, { key, track, ivBase: (1n << 64n) - 2n })).toThrow(RangeError);
    expect(() => encryptSegment(segment, { key, track: { ...track, trackId: 2 }, ivBase })).toThrow(/track 1/);
  });

  it('refuses to decrypt a clear segment', () => {
    const track = readTrackCrypto(clip.video.init);
    expect(() => decryptSegment(present(clip.video.segments[0], 'video segment'), { key, track })).toThrow(/not encrypted/);
  });
});
