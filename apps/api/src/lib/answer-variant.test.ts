import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, answerVariant, encodedBody, encodedEtag } from './answer-variant.ts';

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, as the browser accepts them', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
  });

  it('is plain JSON without an encoding we keep', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('deflate')).toBeUndefined();
  });
});

describe('encodedBody', () => {
  const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, id) => ({ id, name: `Title ${id}` })) });

  it('compresses the JSON in each encoding, once', async () => {
    const variant = answerVariant(json);
    const br = encodedBody(variant, 'br');
    expect(encodedBody(variant, 'br')).toBe(br);
    expect(brotliDecompressSync(await br).toString()).toBe(json);
    expect(gunzipSync(await encodedBody(variant, 'gzip')).toString()).toBe(json);
    expect((await br).length).toBeLessThan(json.length / 4);
  });

  it('gives each encoding its own ETag', () => {
    const variant = answerVariant(json);
    const etags = [encodedEtag(variant, undefined), encodedEtag(variant, 'br'), encodedEtag(variant, 'gzip')];
    expect(new Set(etags).size).toBe(3);
    expect(etags[0]).toBe(variant.etag);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
  });
});
