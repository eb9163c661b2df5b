import { describe, expect, it } from 'vitest';
import { gatewayIdempotencyKey, idempotencyKeySchema, keyId, MAX_FINGERPRINTED_DEPTH, nestedDeeperThan, requestFingerprint, type IdempotencyScope } from './idempotency-key.ts';

const alice: IdempotencyScope = { tveUserId: 'alice', route: 'POST /api/user/subscription/bacon' };
const bob: IdempotencyScope = { tveUserId: 'bob', route: 'POST /api/user/subscription/bacon' };
const request = (body: unknown, query: unknown = {}, params: unknown = {}) => ({ body, query, params });

describe('an Idempotency-Key and what is derived from it (plugins/idempotency-key.ts)', () => {
  it.each([
    ['0f8fe7a2-6c1b-4c2e-9d8a-1b0a4c1d2e3f', true],
    ['k', true],
    ['~!#$%&*+-.^_`|', true],
    ['k'.repeat(255), true],
    ['', false],
    ['two words', false],
    ['tab\there', false],
    ['clé', false],
    ['k'.repeat(256), false],
  ])('takes %j as a key: %s', (key, valid) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(valid);
  });

  it('scopes a key by user and route, and keeps the parts from running into one another', () => {
    const ids = new Set([
      keyId(alice, 'k1'),
      keyId(bob, 'k1'),
      keyId({ tveUserId: null, route: alice.route }, 'k1'),
      keyId({ ...alice, route: 'PUT /api/user/subscription/bacon' }, 'k1'),
      keyId({ tveUserId: 'alice', route: `${alice.route}k` }, '1'),
    ]);
    expect(ids.size).toBe(5);
    expect(keyId(alice, 'k1')).toBe(keyId({ ...alice }, 'k1'));
  });

  it('fingerprints the request by value, not by field order', () => {
    const route = alice.route;
    expect(requestFingerprint(route, request({ plan: 'P', coupon: { code: 'WELCOME50', at: [1, 2] } }))).toBe(
      requestFingerprint(route, request({ coupon: { at: [1, 2], code: 'WELCOME50' }, plan: 'P' })),
    );
    const first = requestFingerprint(route, request({ plan: 'P' }));
    expect(requestFingerprint(route, request({ plan: 'Q' }))).not.toBe(first);
    expect(requestFingerprint(route, request({ plan: 'P' }, { b: '1' }))).not.toBe(first);
    expect(requestFingerprint(route, request({ plan: 'P' }, {}, { id: '1' }))).not.toBe(first);
    expect(requestFingerprint('PUT /api/user/subscription/bacon', request({ plan: 'P' }))).not.toBe(first);
    expect(requestFingerprint(route, request({ plan: 'P', extra: null }))).not.toBe(first);
  });

  it('leaves the omitted top-level fields out of the fingerprint, and only those', () => {
    const route = alice.route;
    const omit = ['password'];
    const withPassword = requestFingerprint(route, request({ plan: 'P', password: 'one' }), omit);
    expect(requestFingerprint(route, request({ plan: 'P', password: 'two' }), omit)).toBe(withPassword);
    expect(requestFingerprint(route, request({ plan: 'P' }), omit)).toBe(withPassword);
    expect(requestFingerprint(route, request({ plan: 'P', password: 'one' }))).not.toBe(withPassword);
    expect(requestFingerprint(route, request({ plan: 'P', card: { password: 'x' } }), omit)).not.toBe(
      requestFingerprint(route, request({ plan: 'P', card: { password: 'y' } }), omit),
    );
  });

  it("derives the gateway's key: the same for a retry, another per user, key or call, within Recurly's 255 visible characters", () => {
    const key = gatewayIdempotencyKey(alice, 'k1', 'purchase');
    expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(gatewayIdempotencyKey({ ...alice }, 'k1', 'purchase')).toBe(key);
    const others = [gatewayIdempotencyKey(bob, 'k1', 'purchase'), gatewayIdempotencyKey(alice, 'k2', 'purchase'), gatewayIdempotencyKey(alice, 'k1', 'billing-info')];
    expect(new Set([key, ...others]).size).toBe(4);
    expect(gatewayIdempotencyKey(alice, 'k'.repeat(255), 'purchase').length).toBe(key.length);
    expect(key).not.toContain('alice');
  });

  it('tells a body nested past the fingerprint’s depth, at any depth, without recursing', () => {
    const nested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
    expect(nestedDeeperThan(nested(MAX_FINGERPRINTED_DEPTH), MAX_FINGERPRINTED_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_FINGERPRINTED_DEPTH + 1), MAX_FINGERPRINTED_DEPTH)).toBe(true);
    expect(nestedDeeperThan(nested(100_000), MAX_FINGERPRINTED_DEPTH)).toBe(true);
    expect(nestedDeeperThan({ plan: 'gold', items: [{ a: 1 }, 'x', null] }, MAX_FINGERPRINTED_DEPTH)).toBe(false);
    expect(nestedDeeperThan(undefined, MAX_FINGERPRINTED_DEPTH)).toBe(false);
  });
});
