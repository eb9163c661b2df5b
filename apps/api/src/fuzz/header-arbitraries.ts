import fc from 'fast-check';
import { APP_HEADERS } from '../test/test-app.ts';

/** Where a cookie header carries the caller's session: the test puts a live token there for each case. */
export const SESSION_PLACEHOLDER = '{session}';

/** Optional headers: absent most of the time, one of the values otherwise. */
function sometimes(name: string, values: string[], absentWeight = 4): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: absentWeight, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom(...values).map((value) => ({ [name]: value })) },
  );
}

/**
 * Who the request says it comes from, as the CSRF guard sees it: the app's own same-origin call
 * (most cases, so they reach the handlers), nothing, a cross-site page, Origin alone, or the
 * app's headers with odd values.
 */
const origin: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ ...APP_HEADERS }) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant({ ...APP_HEADERS, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }) },
  { weight: 1, arbitrary: fc.constant({ origin: 'http://localhost:80', 'x-stat-appversion': APP_HEADERS['x-stat-appversion'] }) },
  { weight: 1, arbitrary: fc.constant({ origin: 'null', 'x-stat-appversion': '' }) },
  {
    weight: 1,
    arbitrary: fc
      .record({
        'x-stat-appversion': fc.constantFrom('', '0', '99999.99999.99999', 'x'.repeat(4_000), 'é'),
        'x-stat-displaytype': fc.constantFrom('TV', 'web', '', 'WEB, TV'),
        'x-stat-contentversion': fc.constantFrom('OTT', '', 'STAT;x'),
      })
      .map((odd) => ({ ...APP_HEADERS, ...odd })),
  },
);

/** The session cookie: the caller's live one (half the cases), none, or a broken one. */
const cookie: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ cookie: `stat_sid=${SESSION_PLACEHOLDER}` }) },
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'stat_sid=',
        'stat_sid=garbage',
        `stat_sid=${'A'.repeat(43)}`,
        `stat_sid=${SESSION_PLACEHOLDER}; stat_sid=garbage`,
        `stat_sid=garbage; stat_sid=${SESSION_PLACEHOLDER}`,
        `stat_sid="${SESSION_PLACEHOLDER}"`,
        'stat_sid=%ff%fe; ;; =x; =',
        'stat_sid=\u00e9\u00ff',
        `stat_sid=${'x'.repeat(8_000)}`,
        '; ; ;',
        '__proto__=1; constructor=2',
      )
      .map((value) => ({ cookie: value })),
  },
);

/** Idempotency-Key: absent, a good one, or each way it can be malformed. */
const idempotencyKey = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  { weight: 2, arbitrary: fc.uuid().map((key) => ({ 'idempotency-key': key })) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('', ' ', 'a'.repeat(256), 'a'.repeat(255), 'clé', 'a b', '\u00ff', '"quoted"', 'k'.repeat(10_000))
      .map((key) => ({ 'idempotency-key': key })),
  },
);

/** Everything else a client may send badly: credentials, negotiation, caching and range headers, Host. */
const otherHeaders = fc
  .tuple(
    sometimes('authorization', ['Bearer garbage', 'Bearer ', 'Bearer', 'Basic Zm9vOmJhcg==', `Bearer ${'t'.repeat(5_000)}`, 'bearer x y']),
    sometimes('accept', ['application/json', 'text/html', '*/*', 'image/avif,image/webp', 'garbage', ';;;', 'text/html;q=abc']),
    sometimes('accept-encoding', ['gzip', 'br', 'identity;q=0', '*;q=0', 'gzip;q=x', 'zstd, br, gzip']),
    sometimes('if-none-match', ['*', 'garbage', 'W/"x"', '"a", "b"', `"${'e'.repeat(3_000)}"`]),
    sometimes('range', ['bytes=0-', 'bytes=999999999999-', 'bytes=-1', 'bytes=x', 'bytes=5-1', 'bytes=0-1,2-3,4-5']),
    sometimes('host', ['evil.example', 'localhost:99999', '[::1', '']),
    sometimes('x-forwarded-for', ['1.2.3.4', 'garbage', '::1, 10.0.0.1']),
  )
  .map((parts) => Object.assign({}, ...parts) as Record<string, string>);

/** The headers of one fuzzed request, the body's Content-Type apart. */
export const requestHeaders: fc.Arbitrary<Record<string, string>> = fc
  .tuple(origin, cookie, idempotencyKey, otherHeaders)
  .map((parts) => Object.assign({}, ...parts) as Record<string, string>);

/** Content types a body may come with besides its own: none, wrong, odd charsets, spelled oddly. */
export const wrongContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  '',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/json;;',
  'application/octet-stream',
  'application/vnd.api+json',
);
