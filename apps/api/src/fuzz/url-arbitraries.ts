import fc from 'fast-check';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** The UTF-8 bytes of one code point, lone surrogates included (as WTF-8: what a broken client sends). */
function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [0xf0 | (codePoint >> 18), 0x80 | ((codePoint >> 12) & 0x3f), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
}

/**
 * Percent-encodes a path segment or query value. Unlike encodeURIComponent it never throws: a
 * lone surrogate is encoded as its three bytes (%ED%A0%80), which the server must refuse.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    if (UNRESERVED.test(character)) encoded += character;
    else encoded += utf8Bytes(character.codePointAt(0)!).map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return encoded;
}

/**
 * Path segments sent as they are (already encoded): traversal plain, encoded, double-encoded and
 * overlong; NUL; bytes that are not UTF-8; broken escapes; encoded separators.
 */
export const rawSegment: fc.Arbitrary<string> = fc.constantFrom(
  '..', '.', '%2e%2e', '%2E%2E', '.%2e', '%252e%252e', '%c0%ae%c0%ae', '%e0%80%ae', '%c0%af', '%e0%80%af', '..%2f..%2fetc%2fpasswd',
  '..%5c..%5c', '%00', 'a%00b', '%ff', '%fe%ff', '%ed%a0%80', '%f4%90%80%80', '%', '%z', '%zz', '%2', '%2f', '%5c', '%25', ';x=1',
  '%20', '+', '~', '*', '%3f', '%23', '%0d%0a', '%e2%80%ae', '%f0%9f%98%80',
);

/** Ways to spell a whole path differently: trailing or doubled slashes, case, encoded letters, matrix and fragment parts. */
export const pathRespelling: fc.Arbitrary<(path: string) => string> = fc.constantFrom(
  (path: string) => `${path}/`,
  (path: string) => path.replace('/api/', '/api//'),
  (path: string) => `/${path}`,
  (path: string) => path.replace('/api/', '/API/'),
  (path: string) => path.replace('/api/', '/%61pi/'),
  (path: string) => path.replace('/api/', '/%2561pi/'),
  (path: string) => path.replace('/api/', '/api/./'),
  (path: string) => path.replace('/api/', '/api/x/../'),
  (path: string) => path.replace('/api/', '/api/%2e%2e/api/'),
  (path: string) => `${path};jsessionid=1`,
  (path: string) => `${path}%00`,
  (path: string) => `${path}%2f`,
  (path: string) => `${path}#fragment`,
  (path: string) => `${path}/${'a'.repeat(5_000)}`,
);

/** Query-string tails with awkward shapes: prototype keys, brackets, repeats, no value, a huge count. */
export const hostileQuery: fc.Arbitrary<string> = fc.constantFrom(
  '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'a[b]=c', 'a[]=1&a[]=2', '=', '&&&', 'a', 'a=%ff', 'a=%',
  '%ff=1', 'a=1&a=2&a=3', `${'k'.repeat(3_000)}=1`, Array.from({ length: 2_000 }, (_, index) => `p${index}=1`).join('&'),
);
