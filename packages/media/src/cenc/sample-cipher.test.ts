import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { applySampleKeystream, contentKey, counterBlock } from './sample-cipher.ts';

const hex = (value: string): Uint8Array => Uint8Array.from(Buffer.from(value.replaceAll(' ', ''), 'hex'));

describe('counterBlock', () => {
  it('puts the 8-byte IV high and the block count low, both big-endian', () => {
    expect(Buffer.from(counterBlock(0x0102030405060708n, 0n)).toString('hex')).toBe('01020304050607080000000000000000');
    expect(Buffer.from(counterBlock(1n, 0x0aff_ffffn)).toString('hex')).toBe('0000000000000001000000000affffff');
  });

  it('passes NIST SP 800-38A F.5.1 (CTR-AES128.Encrypt)', () => {
    const key = hex('2b7e151628aed2a6abf7158809cf4f3c');
    // The initial counter block f0f1...feff is IV f0f1f2f3f4f5f6f7, block count f8f9fafbfcfdfeff.
    const counter = counterBlock(0xf0f1f2f3f4f5f6f7n, 0xf8f9fafbfcfdfeffn);
    expect(Buffer.from(counter).toString('hex')).toBe('f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff');
    const plaintext = hex(
      '6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51 30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710',
    );
    const ciphertext = createCipheriv('aes-128-ctr', key, counter).update(plaintext);
    expect(ciphertext.toString('hex')).toBe(
      '874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee',
    );
  });

  it('refuses values that do not fit in 64 bits', () => {
    expect(() => counterBlock(1n << 64n, 0n)).toThrow(RangeError);
    expect(() => counterBlock(-1n, 0n)).toThrow(RangeError);
  });
});

describe('applySampleKeystream', () => {
  const key = hex('000102030405060708090a0b0c0d0e0f');
  const iv = 0x1122334455667788n;
  const sample = Uint8Array.from({ length: 100 }, (_, i) => i);

  it('runs one keystream from block 0 across the protected ranges, leaving clear bytes alone', () => {
    const subsamples = [
      { clearBytes: 5, protectedBytes: 32 },
      { clearBytes: 15, protectedBytes: 48 },
    ];
    const encrypted = sample.slice();
    applySampleKeystream(contentKey(key), iv, encrypted, subsamples);

    const expected = createCipheriv('aes-128-ctr', key, counterBlock(iv, 0n)).update(
      Buffer.concat([sample.subarray(5, 37), sample.subarray(52, 100)]),
    );
    expect(Buffer.concat([encrypted.subarray(5, 37), encrypted.subarray(52, 100)])).toEqual(expected);
    expect(encrypted.subarray(0, 5)).toEqual(sample.subarray(0, 5));
    expect(encrypted.subarray(37, 52)).toEqual(sample.subarray(37, 52));

    applySampleKeystream(contentKey(key), iv, encrypted, subsamples);
    expect(encrypted).toEqual(sample);
  });

  it('encrypts a whole sample when there are no subsamples', () => {
    const encrypted = sample.slice();
    applySampleKeystream(contentKey(key), iv, encrypted, undefined);
    expect(Buffer.from(encrypted)).toEqual(createCipheriv('aes-128-ctr', key, counterBlock(iv, 0n)).update(sample));
  });

  it('refuses subsamples that do not add up to the sample, before touching it', () => {
    const untouched = sample.slice();
    expect(() => applySampleKeystream(contentKey(key), iv, untouched, [{ clearBytes: 4, protectedBytes: 16 }])).toThrow(/cover 20 bytes/);
    expect(untouched).toEqual(sample);
  });
});
