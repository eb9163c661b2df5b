import type { Box, ISOFile, SampleEntry } from 'mp4box';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSizesConsistent, present } from './test-expectations.ts';
import { makeDashTestClip } from './dash-test-clip.ts';
import type { DashTrackFiles } from './dash-test-clip.ts';
import { protectInitSegment } from './protect-init-segment.ts';
import { boxEnd, boxStart, childBox, parseBoxes } from './parse-boxes.ts';
import { readSingleTrack, readTrackCrypto } from './read-track-crypto.ts';

const kid = Uint8Array.from(Buffer.from('0123456789abcdeffedcba9876543210', 'hex'));
let clip: { video: DashTrackFiles; audio: DashTrackFiles };

beforeAll(() => {
  clip = makeDashTestClip();
});

describe('readTrackCrypto', () => {
  it('reads the H.264 track: kind, track id, timescale and NAL length size', () => {
    expect(readTrackCrypto(clip.video.init)).toEqual({ kind: 'video', trackId: 1, timescale: 12288, nalLengthSize: 4 });
  });

  it('reads the AAC track', () => {
    expect(readTrackCrypto(clip.audio.init)).toEqual({ kind: 'audio', trackId: 1, timescale: 48000 });
  });

  it('reads the same through encv/enca once the init segment is protected', () => {
    for (const { init } of [clip.video, clip.audio]) {
      expect(readTrackCrypto(protectInitSegment(init, { kid }))).toEqual(readTrackCrypto(init));
    }
  });
});

describe('protectInitSegment', () => {
  const cases = [
    { name: 'video', track: () => clip.video, protectedFormat: 'encv', originalFormat: 'avc1' },
    { name: 'audio', track: () => clip.audio, protectedFormat: 'enca', originalFormat: 'mp4a' },
  ];

  for (const { name, track, protectedFormat, originalFormat } of cases) {
    describe(name, () => {
      let clear: Uint8Array;
      let protectedInit: Uint8Array;
      let file: ISOFile;
      let entry: SampleEntry;

      beforeAll(() => {
        clear = track().init;
        protectedInit = protectInitSegment(clear, { kid });
        file = parseBoxes(protectedInit);
        entry = readSingleTrack(file).entry;
      });

      it(`turns the sample entry into ${protectedFormat} with sinf: frma, schm 'cenc' 1.0, tenc v0`, () => {
        expect(entry.type).toBe(protectedFormat);
        const sinf = present(childBox(entry, 'sinf'), 'sinf');
        expect(sinf.boxes?.map((box) => box.type)).toEqual(['frma', 'schm', 'schi']);
        expect(present(childBox(sinf, 'frma'), 'frma').data_format).toBe(originalFormat);
        const schm = present(childBox(sinf, 'schm'), 'schm');
        expect({ type: schm.scheme_type, version: schm.scheme_version, flags: schm.flags }).toEqual({
          type: 'cenc',
          version: 0x00010000,
          flags: 0,
        });
        const tenc = present(childBox(present(childBox(sinf, 'schi'), 'schi'), 'tenc'), 'tenc');
        expect(tenc.version).toBe(0);
        expect(tenc.default_isProtected).toBe(1);
        expect(tenc.default_Per_Sample_IV_Size).toBe(8);
        expect(hexOf(tenc.default_KID)).toBe('0123456789abcdeffedcba9876543210');
      });

      it('adds a version 1 pssh for the W3C common system id listing the KID', () => {
        const pssh = file.moov.psshs;
        expect(pssh).toHaveLength(1);
        expect(pssh[0]?.version).toBe(1);
        expect(hexOf(pssh[0]?.system_id)).toBe('1077efecc0b24d02ace33c1e52e2fb4b');
        expect(pssh[0]?.kid.map(hexOf)).toEqual(['0123456789abcdeffedcba9876543210']);
        expect(pssh[0]?.protection_data).toBeUndefined();
        expect(file.moov.boxes?.at(-1)?.type).toBe('pssh');
      });

      it('fixes every size', () => {
        expectSizesConsistent(file, protectedInit.length);
      });

      it('keeps every other byte: without sinf and pssh, only the sizes and the fourcc differ', () => {
        const sinf = present(childBox(entry, 'sinf'), 'sinf');
        const pssh = present(file.moov.psshs[0], 'pssh');
        const stripped = Uint8Array.from(
          Buffer.concat([
            protectedInit.subarray(0, boxStart(sinf)),
            protectedInit.subarray(boxEnd(sinf), boxStart(pssh)),
            protectedInit.subarray(boxEnd(pssh)),
          ]),
        );
        expect(stripped.length).toBe(clear.length);

        const clearTrack = readSingleTrack(parseBoxes(clear));
        const chain = [...containersOf(clearTrack.trak), clearTrack.entry].map(boxStart);
        const moovStart = boxStart(parseBoxes(clear).moov);
        const allowed = new Set([moovStart, ...chain].flatMap((start) => [start, start + 1, start + 2, start + 3]));
        for (let i = 4; i < 8; i++) allowed.add(boxStart(clearTrack.entry) + i);
        const differing = [...stripped.keys()].filter((i) => stripped[i] !== clear[i]);
        expect(differing.filter((i) => !allowed.has(i))).toEqual([]);
      });

      it('refuses to protect twice', () => {
        expect(() => protectInitSegment(protectedInit, { kid })).toThrow(/cannot be protected/);
      });
    });
  }

  it('refuses a KID that is not 16 bytes', () => {
    expect(() => protectInitSegment(clip.video.init, { kid: kid.subarray(0, 8) })).toThrow(RangeError);
  });
});

/** The trak and the boxes between it and stsd, whose sizes grow with the sinf. */
function containersOf(trak: Box): Box[] {
  const mdia = present(childBox(trak, 'mdia'), 'mdia');
  const minf = present(childBox(mdia, 'minf'), 'minf');
  const stbl = present(childBox(minf, 'stbl'), 'stbl');
  return [trak, mdia, minf, stbl, present(childBox(stbl, 'stsd'), 'stsd')];
}

function hexOf(value: string | undefined): string | undefined {
  return value?.replaceAll('-', '').toLowerCase();
}
