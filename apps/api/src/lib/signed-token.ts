import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

export type SignedTokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Tokens that carry their own payload and expiry, signed with an HMAC of a server secret, so any
 * instance checks them and nothing is stored. `purpose` is signed too: a token made for one use
 * is forged for every other. Single use is the caller's: bind the payload to state the use
 * changes (the e-mail change binds the address it replaces).
 */
export function createSignedTokens<S extends z.ZodType<Record<string, unknown>>>(
  secret: Buffer,
  purpose: string,
  schema: S,
  now: () => number = Date.now,
) {
  const mac = (text: string) => createHmac('sha256', secret).update(`${purpose}|${text}`).digest();
  return {
    issue(payload: z.infer<S>, ttlMs: number): string {
      const body = Buffer.from(JSON.stringify({ p: payload, e: now() + ttlMs })).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },

    check(token: string): SignedTokenCheck<z.infer<S>> {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const expected = mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      let decoded: { p?: unknown; e?: unknown };
      try {
        decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { p?: unknown; e?: unknown };
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      const payload = schema.safeParse(decoded.p);
      if (!payload.success || typeof decoded.e !== 'number') return { ok: false, reason: 'invalid' };
      if (decoded.e <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, payload: payload.data };
    },
  };
}
