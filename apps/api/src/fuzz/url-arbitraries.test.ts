import { describe, expect, it } from 'vitest';
import { percentEncode } from './url-arbitraries.ts';

describe('percentEncode', () => {
  it('encodes what encodeURIComponent does, and lone surrogates as their three bytes instead of throwing', () => {
    expect(percentEncode('a b/é😀')).toBe(encodeURIComponent('a b/é😀'));
    expect(percentEncode('x\ud800y\udfff')).toBe('x%ED%A0%80y%ED%BF%BF');
    expect(percentEncode('\u0000')).toBe('%00');
  });
});
