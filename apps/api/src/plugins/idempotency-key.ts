import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The Idempotency-Key header's value: 1 to 255 visible ASCII characters (a UUID in practice).
 * 255 is also what Recurly takes, so the limit never bites twice.
 */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** Whose key it is and for which call: the same key in another scope is another key. */
export interface IdempotencyScope {
  /** The signed-in user; null for a signed-out call. */
  tveUserId: string | null;
  /** Method and route pattern, e.g. `POST /api/user/subscription/bacon`. */
  route: string;
}

/** What a request is, as far as a retry must match it. */
export interface FingerprintedRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Deeper than any money call's body. The fingerprint recurses (sortedKeys, JSON.stringify), so a
 * body nested past this is refused before it is fingerprinted, not left to overflow the stack.
 */
export const MAX_FINGERPRINTED_DEPTH = 32;

/** Whether a parsed body nests arrays and objects more than `max` deep; iterative, so any depth is safe to ask about. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The value with every object's keys sorted, so `{a, b}` and `{b, a}` serialise alike. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, sortedKeys(value[name])]),
  );
}

/** The row id of a key in its scope: a hash, so its parts can never run into one another. */
export function keyId(scope: IdempotencyScope, key: string): string {
  return sha256(JSON.stringify([scope.tveUserId, scope.route, key])).toString('hex');
}

/**
 * sha256 hex of the request: route, params, query and body, with the body's top-level `omit`
 * fields left out (a password is checked by the route on every call, never stored, not even
 * hashed). Field order does not count; every value does.
 */
export function requestFingerprint(route: string, request: FingerprintedRequest, omit: readonly string[] = []): string {
  const body = isPlainObject(request.body)
    ? Object.fromEntries(Object.entries(request.body).filter(([name]) => !omit.includes(name)))
    : request.body;
  return sha256(JSON.stringify(sortedKeys({ route, params: request.params, query: request.query, body }))).toString('hex');
}

/**
 * The Idempotency-Key our call sends the payment gateway: derived from the scope (so two users'
 * identical keys never meet at the gateway), the viewer's key (so every retry of the intent
 * sends the same) and `call`, which names the gateway call when one request makes several.
 * 48 visible ASCII characters, well within Recurly's 255; it reveals none of its parts.
 */
export function gatewayIdempotencyKey(scope: IdempotencyScope, key: string, call: string): string {
  return `stat-${sha256(JSON.stringify([scope.tveUserId, scope.route, key, call])).toString('base64url')}`;
}
