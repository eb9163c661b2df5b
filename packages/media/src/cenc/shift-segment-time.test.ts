import { beforeAll, describe, expect, it } from 'vitest';
import { BoxWriter } from './box-writer.ts';
import { makeDashTestClip } from './dash-test-clip.ts';
import type { DashTrackFiles } from './dash-test-clip.ts';
import { decryptSegment } from './decrypt-segment.ts';
import { encryptSegment } from './encrypt-segment.ts';
import { boxBody, boxEnd, boxStart, parseBoxes } from './parse-boxes.ts';
import { readFragment } from './read-fragment.ts';
import { readTrackCrypto } from './read-track-crypto.ts';
import { shiftSegmentTime } from './shift-segment-time.ts';
import { spliceFragment, viewOf } from './splice-fragment.ts';
import { expectSameBytes, expectSizesConsistent, present } from './test-expectations.ts';

const key = Uint8Array.from(Buffer.from('ffeeddccbbaa99887766554433221100', 'hex'));
let clip: { video: DashTrackFiles; audio: DashTrackFiles };

beforeAll(() => {
  clip = makeDashTestClip();
});

/** The segment with tfdt and sidx rewritten as version 0, as other packagers write them. */
function withVersion0Times(segment: Uint8Array): Uint8Array {
  let layout = readFragment(segment);
  const tfdt = layout.tfdt;
  if (!tfdt) throw new Error('no tfdt');
  const time = viewOf(segment).getBigUint64(boxBody(tfdt));
  const tfdtV0 = new BoxWriter().fullBox('tfdt', 0, 0, (w) => w.u32(Number(time))).finish();
  let out = spliceFragment(segment, layout, { at: boxStart(tfdt), remove: tfdt.size, insert: tfdtV0, within: [layout.moof, layout.traf] });

  layout = readFragment(out);
  const sidx = layout.sidxs[0];
  if (!sidx) throw new Error('no sidx');
  const view = viewOf(out);
  const body = boxBody(sidx);
  const sidxV0 = new BoxWriter()
    .fullBox('sidx', 0, 0, (w) => {
      w.u32(view.getUint32(body)).u32(view.getUint32(body + 4));
      w.u32(Number(view.getBigUint64(body + 8))).u32(Number(view.getBigUint64(body + 16)));
      w.raw(out.subarray(body + 24, boxEnd(sidx)));
    })
    .finish();
  out = spliceFragment(out, layout, { at: boxStart(sidx), remove: sidx.size, insert: sidxV0, within: [] });
  return out;
}

function times(segment: Uint8Array): { tfdt: bigint; tfdtVersion: number; sidx: bigint; sidxVersion: number; sequence: number } {
  const layout = readFragment(segment);
  const view = viewOf(segment);
  const read = (at: number, version: number): bigint => (version === 1 ? view.getBigUint64(at) : BigInt(view.getUint32(at)));
  const tfdt = layout.tfdt;
  const sidx = layout.sidxs[0];
  if (!tfdt || !sidx) throw new Error('no tfdt or sidx');
  return {
    tfdt: read(boxBody(tfdt), tfdt.version),
    tfdtVersion: tfdt.version,
    sidx: read(boxBody(sidx) + 8, sidx.version),
    sidxVersion: sidx.version,
    sequence: view.getUint32(boxBody(layout.mfhd)),
  };
}

/** The mdat payload, whatever moved in front of it. */
function mdatPayload(segment: Uint8Array): Uint8Array {
  const { mdat } = readFragment(segment);
  return segment.subarray(boxBody(mdat), boxEnd(mdat));
}

describe('shiftSegmentTime', () => {
  it('moves tfdt and sidx by the delta, sets the sequence number, and changes nothing else', () => {
    const segment = present(clip.video.segments[1], 'video segment');
    const before = times(segment);
    const delta = 12288n * 3600n;
    const shifted = shiftSegmentTime(segment, { decodeTimeDelta: delta, sequenceNumber: 1801 });

    expect(times(shifted)).toEqual({ ...before, tfdt: before.tfdt + delta, sidx: before.sidx + delta, sequence: 1801 });
    expect(shifted.length).toBe(segment.length);
    const layout = readFragment(segment);
    const fields: [number, number][] = [
      [boxBody(layout.mfhd), 4],
      [boxBody(present(layout.tfdt, 'tfdt')), 8],
      [boxBody(present(layout.sidxs[0], 'sidx')) + 8, 8],
    ];
    const changed = fields.flatMap(([start, length]) => Array.from({ length }, (_, i) => start + i));
    const differing = [...shifted.keys()].filter((i) => shifted[i] !== segment[i]);
    expect(differing.every((i) => changed.includes(i))).toBe(true);
    expect(differing.length).toBeGreaterThan(0);
  });

  it('leaves the caller’s bytes alone, a Node Buffer (whose slice() is a view) included', () => {
    const segment = Buffer.from(present(clip.video.segments[1], 'video segment'));
    const copy = Buffer.from(segment);
    shiftSegmentTime(segment, { decodeTimeDelta: 12288n * 60n, sequenceNumber: 7 });
    expect(segment.equals(copy)).toBe(true);
  });

  it('shifts back as well as forward, and refuses a time before zero', () => {
    const segment = present(clip.audio.segments[1], 'audio segment');
    const { tfdt } = times(segment);
    expect(times(shiftSegmentTime(segment, { decodeTimeDelta: -tfdt, sequenceNumber: 1 })).tfdt).toBe(0n);
    expect(() => shiftSegmentTime(segment, { decodeTimeDelta: -tfdt - 1n, sequenceNumber: 1 })).toThrow(RangeError);
    expect(() => shiftSegmentTime(segment, { decodeTimeDelta: 0n, sequenceNumber: 2 ** 32 })).toThrow(RangeError);
  });

  it('keeps a version 0 tfdt and sidx in place while the time fits in 32 bits', () => {
    const segment = withVersion0Times(present(clip.video.segments[1], 'video segment'));
    const shifted = shiftSegmentTime(segment, { decodeTimeDelta: 1000n, sequenceNumber: 9 });
    expect(shifted.length).toBe(segment.length);
    expect(times(shifted)).toMatchObject({ tfdtVersion: 0, sidxVersion: 0, tfdt: times(segment).tfdt + 1000n });
  });

  describe('a version 0 tfdt and sidx that overflow', () => {
    const delta = 1n << 33n;
    let clearV0: Uint8Array;
    let shifted: Uint8Array;

    beforeAll(() => {
      clearV0 = withVersion0Times(present(clip.video.segments[1], 'video segment'));
      shifted = shiftSegmentTime(clearV0, { decodeTimeDelta: delta, sequenceNumber: 3 });
    });

    it('become version 1 with the shifted time', () => {
      expect(times(clearV0)).toMatchObject({ tfdtVersion: 0, sidxVersion: 0 });
      const before = times(clearV0);
      expect(times(shifted)).toEqual({ tfdt: before.tfdt + delta, tfdtVersion: 1, sidx: before.sidx + delta, sidxVersion: 1, sequence: 3 });
      expect(shifted.length).toBe(clearV0.length + 4 + 8);
    });

    it('fix sizes, data_offset and sidx, and keep the mdat', () => {
      expectSizesConsistent(parseBoxes(shifted), shifted.length);
      const { moof, mdat, truns, sidxs } = readFragment(shifted);
      expect(boxStart(moof) + (truns[0]?.data_offset ?? 0)).toBe(boxBody(mdat));
      expect(sidxs[0]?.references[0]?.referenced_size).toBe(moof.size + mdat.size);
      const sidx = present(sidxs[0], 'sidx');
      expect(boxEnd(sidx) + sidx.first_offset).toBe(boxStart(moof));
      expectSameBytes(mdatPayload(shifted), mdatPayload(clearV0));
    });

    it('fix saio in an encrypted segment, which still decrypts', () => {
      const track = readTrackCrypto(clip.video.init);
      const encrypted = encryptSegment(clearV0, { key, track, ivBase: 7n << 40n });
      const shiftedEncrypted = shiftSegmentTime(encrypted, { decodeTimeDelta: delta, sequenceNumber: 3 });
      const { moof, saio, senc } = readFragment(shiftedEncrypted);
      expect(boxStart(moof) + (saio?.offset[0] ?? 0)).toBe(boxStart(present(senc, 'senc')) + 16);
      expectSameBytes(decryptSegment(shiftedEncrypted, { key, track }), shifted);
    });
  });
});
