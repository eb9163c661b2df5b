import { describe, expect, it } from 'vitest';
import { h264Subsamples } from './h264-subsamples.ts';

/** A length-prefixed NAL unit: header byte of the given type, then `payload` filler bytes. */
function nal(type: number, payload: number, lengthSize: 1 | 2 | 4 = 4): Uint8Array {
  const size = 1 + payload;
  const bytes = new Uint8Array(lengthSize + size).fill(0xab);
  const view = new DataView(bytes.buffer);
  if (lengthSize === 4) view.setUint32(0, size);
  else if (lengthSize === 2) view.setUint16(0, size);
  else view.setUint8(0, size);
  bytes[lengthSize] = 0x60 | type;
  return bytes;
}

const concat = (...parts: Uint8Array[]): Uint8Array => Uint8Array.from(Buffer.concat(parts));

describe('h264Subsamples', () => {
  it('keeps SEI clear and a slice length + header clear, the remainder leading the protected blocks', () => {
    const sample = concat(nal(6, 20), nal(5, 100));
    // SEI 4+21, slice 4+1 clear, 100 payload bytes = 4 clear + 96 protected.
    expect(h264Subsamples(sample, 4)).toEqual([{ clearBytes: 25 + 5 + 4, protectedBytes: 96 }]);
  });

  it('gives each slice its own subsample and leaves trailing non-VCL NAL units clear', () => {
    const sample = concat(nal(1, 32), nal(1, 47), nal(12, 3));
    expect(h264Subsamples(sample, 4)).toEqual([
      { clearBytes: 5, protectedBytes: 32 },
      { clearBytes: 5 + 15, protectedBytes: 32 },
      { clearBytes: 8, protectedBytes: 0 },
    ]);
  });

  it('leaves a slice shorter than one block wholly clear, merged with its neighbours', () => {
    const sample = concat(nal(7, 10), nal(8, 4), nal(1, 15), nal(1, 16));
    expect(h264Subsamples(sample, 4)).toEqual([{ clearBytes: 15 + 9 + 20 + 5, protectedBytes: 16 }]);
  });

  it('splits a clear run longer than 65535 bytes', () => {
    const sample = concat(nal(6, 70_000), nal(5, 32));
    const subsamples = h264Subsamples(sample, 4);
    expect(subsamples).toEqual([
      { clearBytes: 65535, protectedBytes: 0 },
      { clearBytes: 70_005 + 5 - 65535, protectedBytes: 32 },
    ]);
  });

  it('reads 1- and 2-byte NAL length fields', () => {
    expect(h264Subsamples(concat(nal(5, 40, 2), nal(6, 2, 2)), 2)).toEqual([
      { clearBytes: 3 + 8, protectedBytes: 32 },
      { clearBytes: 5, protectedBytes: 0 },
    ]);
    expect(h264Subsamples(nal(1, 16, 1), 1)).toEqual([{ clearBytes: 2, protectedBytes: 16 }]);
  });

  it('refuses a NAL unit that runs past the sample', () => {
    const sample = nal(5, 40).subarray(0, 30);
    expect(() => h264Subsamples(sample, 4)).toThrow(/runs past the sample/);
  });
});
