import { BoxWriter } from './box-writer.ts';
import { boxBody, boxEnd, boxStart } from './parse-boxes.ts';
import { readFragment } from './read-fragment.ts';
import type { FragmentLayout } from './read-fragment.ts';
import { spliceFragment, viewOf } from './splice-fragment.ts';

export interface ShiftSegmentTimeOptions {
  /** Added to tfdt's baseMediaDecodeTime (and sidx's earliest_presentation_time), in track timescale units. */
  decodeTimeDelta: bigint;
  /** The segment's new mfhd sequence_number. */
  sequenceNumber: number;
}

const MAX_U32 = 0xffffffffn;
const MAX_U64 = (1n << 64n) - 1n;

/**
 * Moves a media segment (clear or encrypted) along the timeline, so one clip can be looped to a
 * title's length: tfdt += delta, mfhd gets the sequence number. A version 0 tfdt or sidx whose
 * new time needs 64 bits is rewritten as version 1, and the sizes and offsets after it follow.
 * The sidx is shifted by the same delta: ffmpeg writes it in the track's timescale.
 * The mdat and every other box keep their bytes. The input is not modified.
 */
export function shiftSegmentTime(segment: Uint8Array, { decodeTimeDelta, sequenceNumber }: ShiftSegmentTimeOptions): Uint8Array {
  if (!Number.isInteger(sequenceNumber) || sequenceNumber < 0 || sequenceNumber > 0xffffffff) {
    throw new RangeError(`sequence number ${sequenceNumber} does not fit in 32 bits`);
  }
  // A copy: a Node Buffer's slice() is a view, and the caller's bytes must not change.
  let out: Uint8Array = new Uint8Array(segment);
  let layout = readFragment(out);
  viewOf(out).setUint32(boxBody(layout.mfhd), sequenceNumber);

  const upgradedTfdt = shiftTfdt(out, layout, decodeTimeDelta);
  if (upgradedTfdt) {
    out = upgradedTfdt;
    layout = readFragment(out);
  }
  for (let i = 0; i < layout.sidxs.length; i++) {
    const upgradedSidx = shiftSidx(out, layout, i, decodeTimeDelta);
    if (upgradedSidx) {
      out = upgradedSidx;
      layout = readFragment(out);
    }
  }
  return out;
}

/** Shifts tfdt in place, or returns the segment rebuilt around a version 1 tfdt. */
function shiftTfdt(out: Uint8Array, layout: FragmentLayout, delta: bigint): Uint8Array | undefined {
  const { tfdt, moof, traf } = layout;
  if (!tfdt) throw new Error('traf: no tfdt, so no decode time to shift');
  const field = boxBody(tfdt);
  const time = shiftedTime(out, field, tfdt.version, delta, 'tfdt');
  if (tfdt.version === 1 || time <= MAX_U32) {
    writeTime(out, field, tfdt.version, time);
    return undefined;
  }
  const insert = new BoxWriter().fullBox('tfdt', 1, tfdt.flags, (w) => w.u64(time)).finish();
  return spliceFragment(out, layout, { at: boxStart(tfdt), remove: tfdt.size, insert, within: [moof, traf] });
}

/** Shifts one sidx's earliest_presentation_time in place, or returns the segment with it as version 1. */
function shiftSidx(out: Uint8Array, layout: FragmentLayout, index: number, delta: bigint): Uint8Array | undefined {
  const sidx = layout.sidxs[index];
  if (!sidx) return undefined;
  // sidx: reference_ID, timescale, then earliest_presentation_time and first_offset.
  const field = boxBody(sidx) + 8;
  const time = shiftedTime(out, field, sidx.version, delta, 'sidx');
  if (sidx.version === 1 || time <= MAX_U32) {
    writeTime(out, field, sidx.version, time);
    return undefined;
  }
  const view = viewOf(out);
  const insert = new BoxWriter()
    .fullBox('sidx', 1, sidx.flags, (w) => {
      w.u32(view.getUint32(boxBody(sidx))).u32(view.getUint32(boxBody(sidx) + 4));
      w.u64(time).u64(BigInt(view.getUint32(field + 4)));
      // reserved, reference_count and the references, unchanged.
      w.raw(out.subarray(field + 8, boxEnd(sidx)));
    })
    .finish();
  return spliceFragment(out, layout, { at: boxStart(sidx), remove: sidx.size, insert, within: [] });
}

function shiftedTime(bytes: Uint8Array, field: number, version: number, delta: bigint, box: string): bigint {
  const view = viewOf(bytes);
  const time = (version === 1 ? view.getBigUint64(field) : BigInt(view.getUint32(field))) + delta;
  if (time < 0n || time > MAX_U64) throw new RangeError(`${box}: shifted time ${time} is outside 0..2^64-1`);
  return time;
}

function writeTime(bytes: Uint8Array, field: number, version: number, time: bigint): void {
  const view = viewOf(bytes);
  if (version === 1) view.setBigUint64(field, time);
  else view.setUint32(field, Number(time));
}
