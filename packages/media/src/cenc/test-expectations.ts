import type { Box, ISOFile } from 'mp4box';
import { expect } from 'vitest';
import { boxEnd, boxStart } from './parse-boxes.ts';

/** For tests: the value, failing the test when a box or entry it needs is missing. */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) expect.fail(`no ${what}`);
  return value;
}

/** For tests: byte-for-byte equality, quick on segments where a deep toEqual takes a second. */
export function expectSameBytes(actual: Uint8Array, expected: Uint8Array, what = 'bytes'): void {
  if (Buffer.compare(actual, expected) === 0) return;
  const length = Math.min(actual.length, expected.length);
  let first = 0;
  while (first < length && actual[first] === expected[first]) first++;
  expect.fail(`${what}: ${actual.length} and ${expected.length} bytes, first difference at byte ${first}`);
}

export function expectDifferentBytes(actual: Uint8Array, expected: Uint8Array, what = 'bytes'): void {
  expect(Buffer.compare(actual, expected), `${what} should differ`).not.toBe(0);
}

/**
 * For tests: every size adds up. Top-level boxes tile the file; a container's children are
 * contiguous and end where it ends (sample entries are containers, so stsd is checked too).
 */
export function expectSizesConsistent(file: ISOFile, length: number): void {
  expectContiguous(file.boxes, 0, length, 'file');
}

function expectContiguous(boxes: readonly Box[], from: number | undefined, to: number, where: string): void {
  let position = from ?? boxStart(boxes[0] as Box);
  for (const box of boxes) {
    expect(boxStart(box), `${box.type} in ${where}`).toBe(position);
    const children = [...(box.boxes ?? []), ...sampleEntries(box)];
    if (children.length > 0) expectContiguous(children, undefined, boxEnd(box), box.type);
    position = boxEnd(box);
  }
  expect(position, `end of ${where}`).toBe(to);
}

function sampleEntries(box: Box): Box[] {
  return box.type === 'stsd' ? ((box as Box & { entries: Box[] }).entries ?? []) : [];
}
