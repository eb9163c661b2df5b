import { createFile, MP4BoxBuffer } from 'mp4box';
import type { AllRegisteredBoxes, Box, ISOFile } from 'mp4box';

export type BoxOf<T extends keyof AllRegisteredBoxes> = AllRegisteredBoxes[T];

/** Parses a whole init or media segment with mp4box; every box's `start` is its offset in `bytes`. */
export function parseBoxes(bytes: Uint8Array): ISOFile {
  const buffer = new MP4BoxBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  buffer.fileStart = 0;
  const file = createFile();
  file.appendBuffer(buffer, true);
  file.flush();
  return file;
}

export function childBoxes<T extends keyof AllRegisteredBoxes>(
  parent: { boxes?: Box[] },
  type: T,
): BoxOf<T>[] {
  // mp4box builds each box from the registered class of its four-character code.
  return (parent.boxes ?? []).filter((box) => box.type === type) as BoxOf<T>[];
}

export function childBox<T extends keyof AllRegisteredBoxes>(
  parent: { boxes?: Box[] },
  type: T,
): BoxOf<T> | undefined {
  return childBoxes(parent, type)[0];
}

export function requireBox<T extends keyof AllRegisteredBoxes>(
  parent: { boxes?: Box[] },
  type: T,
  where: string,
): BoxOf<T> {
  const found = childBox(parent, type);
  if (!found) throw new Error(`${where}: no ${type} box`);
  return found;
}

/** Offset of a parsed box in the bytes it was parsed from. */
export function boxStart(box: Box): number {
  if (box.start === undefined) throw new Error(`${box.type} box has no offset`);
  return box.start;
}

export function boxEnd(box: Box): number {
  return boxStart(box) + box.size;
}

/** Offset of the first byte after a box's header (after version and flags for a full box). */
export function boxBody(box: Box): number {
  if (box.hdr_size === undefined) throw new Error(`${box.type} box has no header size`);
  return boxStart(box) + box.hdr_size;
}
