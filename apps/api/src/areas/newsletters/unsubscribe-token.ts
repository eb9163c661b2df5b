import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { newsletterIdSchema, type NewsletterId } from '@stat/contracts';

/** The server secret the tokens are signed with (db/server-secrets-repository.ts). */
export const UNSUBSCRIBE_KEY_SECRET = 'newsletter-unsubscribe-key';

const payloadSchema = z.object({ u: z.string().min(1), n: newsletterIdSchema });

/** Who a valid token unsubscribes from what. */
export interface UnsubscribeGrant {
  tveUserId: string;
  newsletterId: NewsletterId;
}

/**
 * The one-click unsubscribe tokens (RFC 8058) of newsletter e-mails: the user and the newsletter,
 * with an HMAC over them by a server secret, so the link works without signing in, on any
 * instance, with nothing stored. No expiry: an unsubscribe link must keep working as long as the
 * mail is kept, and using one twice is harmless (unsubscribing is idempotent).
 */
export function createUnsubscribeTokens(secret: string) {
  const mac = (payload: string) => createHmac('sha256', secret).update(`newsletter-unsubscribe|${payload}`).digest();
  return {
    issue(grant: UnsubscribeGrant): string {
      const payload = Buffer.from(JSON.stringify({ u: grant.tveUserId, n: grant.newsletterId })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /** The grant a token signs; null for anything forged, altered or malformed. */
    check(token: string): UnsubscribeGrant | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const { u, n } = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
        return { tveUserId: u, newsletterId: n };
      } catch {
        return null;
      }
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
