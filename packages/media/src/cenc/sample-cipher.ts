import { createCipheriv, createSecretKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { Subsample } from './h264-subsamples.ts';

const MAX_U64 = (1n << 64n) - 1n;

/**
 * The AES-CTR counter block of a sample: its 8-byte IV, then a 64-bit count of the 16-byte
 * blocks already used in that sample (ISO/IEC 23001-7's AES-CTR mode with 8-byte IVs).
 */
export function counterBlock(iv: bigint, blockIndex: bigint): Uint8Array {
  if (iv < 0n || iv > MAX_U64) throw new RangeError(`IV ${iv} does not fit in 64 bits`);
  if (blockIndex < 0n || blockIndex > MAX_U64) throw new RangeError(`block index ${blockIndex} does not fit in 64 bits`);
  const block = new Uint8Array(16);
  const view = new DataView(block.buffer);
  view.setBigUint64(0, iv);
  view.setBigUint64(8, blockIndex);
  return block;
}

export function contentKey(key: Uint8Array): KeyObject {
  if (key.length !== 16) throw new RangeError(`an AES-128 key has 16 bytes, not ${key.length}`);
  return createSecretKey(key);
}

/**
 * Encrypts or decrypts (AES-CTR is its own inverse) one sample in place: the whole sample, or
 * only the protected part of each subsample. The keystream starts at block 0 and runs on across
 * the sample's protected ranges, as if they were one contiguous buffer.
 */
export function applySampleKeystream(
  key: KeyObject,
  iv: bigint,
  sample: Uint8Array,
  subsamples: readonly Subsample[] | undefined,
): void {
  const covered = subsamples?.reduce((sum, s) => sum + s.clearBytes + s.protectedBytes, 0) ?? sample.length;
  if (covered !== sample.length) {
    throw new Error(`subsamples cover ${covered} bytes of a ${sample.length}-byte sample`);
  }
  const cipher = createCipheriv('aes-128-ctr', key, counterBlock(iv, 0n));
  if (!subsamples) {
    sample.set(cipher.update(sample));
    return;
  }
  let position = 0;
  for (const { clearBytes, protectedBytes } of subsamples) {
    position += clearBytes;
    if (protectedBytes > 0) {
      const range = sample.subarray(position, position + protectedBytes);
      range.set(cipher.update(range));
      position += protectedBytes;
    }
  }
}
