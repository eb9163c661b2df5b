import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Recurly's webhook signature (docs.recurly.com, "Signature verification"): the header
 * `recurly-signature: <timestamp ms>,<signature>[,<signature>…]`, each signature the hex
 * HMAC-SHA256, with the endpoint's key, of `<timestamp>.<raw body>`. Several signatures appear
 * while a key is being rotated: any one matching is enough. The embedded gateway signs with it,
 * the billing area checks it.
 */

function hmac(key: string, timestampMs: number, body: string): string {
  return createHmac('sha256', key).update(`${timestampMs}.${body}`).digest('hex');
}

/** The header value for `body` sent at `timestampMs`. */
export function signWebhook(key: string, timestampMs: number, body: string): string {
  return `${timestampMs},${hmac(key, timestampMs, body)}`;
}

export type WebhookSignatureCheck = 'valid' | 'invalid' | 'expired';

/**
 * Whether the header signs `body` with `key` within `toleranceMs` of `nowMs`. The signature is
 * checked before the age, so an unsigned caller learns nothing about timing.
 */
export function checkWebhookSignature(header: string | undefined, body: string, key: string, nowMs: number, toleranceMs: number): WebhookSignatureCheck {
  const [timestamp, ...signatures] = (header ?? '').split(',').map((part) => part.trim());
  const timestampMs = Number(timestamp);
  if (!timestamp || !/^\d{1,15}$/.test(timestamp) || signatures.length === 0) return 'invalid';
  const expected = Buffer.from(hmac(key, timestampMs, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return /^[0-9a-f]+$/i.test(signature) && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'invalid';
  return Math.abs(nowMs - timestampMs) > toleranceMs ? 'expired' : 'valid';
}
