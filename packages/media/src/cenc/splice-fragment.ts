import type { Box } from 'mp4box';
import { boxBody, boxEnd, boxStart } from './parse-boxes.ts';
import type { FragmentLayout } from './read-fragment.ts';

/** Replaces `remove` bytes at `at` with `insert`; `within` are the boxes that hold the edit. */
export interface ByteEdit {
  at: number;
  remove: number;
  insert: Uint8Array;
  within: readonly Box[];
}

/**
 * Splices new bytes into the original instead of re-serialising mp4box's parsed tree: every box
 * we do not touch stays byte-identical, and mp4box's writer would drop the mdat payload anyway.
 * Grows or shrinks the boxes `within`.
 */
export function spliceBytes(bytes: Uint8Array, { at, remove, insert, within }: ByteEdit): Uint8Array {
  const delta = insert.length - remove;
  const out = new Uint8Array(bytes.length + delta);
  out.set(bytes.subarray(0, at));
  out.set(insert, at);
  out.set(bytes.subarray(at + remove), at + insert.length);
  const view = viewOf(out);
  for (const box of within) {
    if (boxStart(box) >= at || boxEnd(box) < at + remove) throw new Error(`the edit at ${at} is not inside ${box.type}`);
    addToBoxSize(view, boxStart(box), delta);
  }
  return out;
}

/**
 * `spliceBytes` for a media segment, then every offset that crosses the edit follows it: trun
 * data_offset and saio offsets (counted from the moof start) and sidx referenced_size.
 */
export function spliceFragment(segment: Uint8Array, layout: FragmentLayout, edit: ByteEdit): Uint8Array {
  const out = spliceBytes(segment, edit);
  const view = viewOf(out);
  const { at, remove } = edit;
  const delta = edit.insert.length - remove;
  const isRemoved = (offset: number): boolean => offset >= at && offset < at + remove;
  // Where a byte, or the end of a range, lands after the edit.
  const newStart = (offset: number): number => (offset < at ? offset : offset + delta);
  const newEnd = (offset: number): number => (offset <= at ? offset : offset + delta);

  const moofStart = boxStart(layout.moof);
  const newMoofStart = newStart(moofStart);
  const newOffsetInMoof = (offsetInMoof: number): number => newStart(moofStart + offsetInMoof) - newMoofStart;

  for (const trun of layout.truns) {
    if (isRemoved(boxStart(trun))) continue;
    // trun: sample_count, then data_offset.
    view.setInt32(newStart(boxBody(trun)) + 4, newOffsetInMoof(trun.data_offset));
  }

  const saio = layout.saio;
  if (saio && !isRemoved(boxStart(saio))) {
    const fieldSize = saio.version === 0 ? 4 : 8;
    // saio: optional aux_info_type and its parameter, entry_count, then the offsets.
    const first = boxBody(saio) + (saio.flags & 1 ? 8 : 0) + 4;
    saio.offset.forEach((offset, i) => {
      if (isRemoved(moofStart + offset)) return;
      const field = newStart(first + i * fieldSize);
      const moved = newOffsetInMoof(offset);
      if (fieldSize === 4) view.setUint32(field, moved);
      else view.setBigUint64(field, BigInt(moved));
    });
  }

  for (const sidx of layout.sidxs) {
    if (isRemoved(boxStart(sidx))) continue;
    // sidx: reference_ID, timescale, earliest_presentation_time, first_offset, reserved, count.
    const references = boxBody(sidx) + 8 + (sidx.version === 0 ? 8 : 16) + 4;
    let rangeStart = boxEnd(sidx) + sidx.first_offset;
    sidx.references.forEach((reference, i) => {
      const rangeEnd = rangeStart + reference.referenced_size;
      const size = newEnd(rangeEnd) - newStart(rangeStart);
      if (size < 0 || size > 0x7fffffff) throw new RangeError(`sidx: referenced_size ${size} does not fit in 31 bits`);
      view.setUint32(newStart(references + 12 * i), ((reference.reference_type << 31) | size) >>> 0);
      rangeStart = rangeEnd;
    });
  }
  return out;
}

export function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Adds to a box's size field, the 32-bit one or the 64-bit largesize. */
function addToBoxSize(view: DataView, start: number, delta: number): void {
  const size = view.getUint32(start);
  // 0 means "to the end of the file", which an edit inside the box does not change.
  if (size === 0) return;
  if (size === 1) {
    view.setBigUint64(start + 8, view.getBigUint64(start + 8) + BigInt(delta));
    return;
  }
  const grown = size + delta;
  if (grown < 8 || grown > 0xffffffff) throw new RangeError(`box size ${grown} does not fit its 32-bit field`);
  view.setUint32(start, grown);
}
