import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CHANNEL_IDS, channelIdSchema, ERROR_CODES, titleIdSchema, type ChannelId, type TitleId } from '@stat/contracts';

/** Long enough for a player to go from start-play to its licence request, short enough to be worthless later. */
export const LICENCE_TOKEN_TTL_MS = 120_000;

/**
 * What a token lets the licence server release: the keys of one title, or of one channel's
 * programs, or of the readiness check's test clip (`ppv-test-clip.ts`).
 */
export type LicensedContent = { kind: 'title'; titleId: TitleId } | { kind: 'channel'; channel: ChannelId } | { kind: 'ppvTest' };

const payloadSchema = z.object({
  /** The content: `title:<id>`, `channel:<id>` or `ppv-test`. */
  c: z.union([z.string().regex(/^title:\d{1,9}$/), z.enum(CHANNEL_IDS.map((id) => `channel:${id}` as const)), z.literal('ppv-test')]),
  /** The session it is bound to, as a MAC of the session id (the id itself never leaves the server). */
  s: z.string(),
  /** Expiry, epoch ms. */
  e: z.number().int(),
});

function contentText(content: LicensedContent): string {
  if (content.kind === 'ppvTest') return 'ppv-test';
  return content.kind === 'title' ? `title:${content.titleId}` : `channel:${content.channel}`;
}
const contentOf = (text: string): LicensedContent => {
  if (text === 'ppv-test') return { kind: 'ppvTest' };
  const [kind, id] = text.split(':') as [string, string];
  return kind === 'title' ? { kind: 'title', titleId: titleIdSchema.parse(Number(id)) } : { kind: 'channel', channel: channelIdSchema.parse(id) };
};

export type TokenCheck =
  | { ok: true; content: LicensedContent }
  | { ok: false; code: typeof ERROR_CODES.licenceTokenInvalid | typeof ERROR_CODES.licenceTokenExpired | typeof ERROR_CODES.licenceWrongSession };

/**
 * Licence tokens: start-play issues one per play, bound to the visitor's session (or to "no
 * session" for a signed-out visitor's free title) and to the content; the licence endpoint
 * takes it back. An HMAC over the payload with a server secret, so any instance can check it
 * and nothing needs storing.
 */
export function createLicenceTokens(secret: Buffer, now: () => number = Date.now) {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest();
  const binding = (sessionId: string | null) => mac(`session|${sessionId ?? ''}`).subarray(0, 16).toString('base64url');

  return {
    issue(content: LicensedContent, sessionId: string | null): string {
      const payload = Buffer.from(JSON.stringify({ c: contentText(content), s: binding(sessionId), e: now() + LICENCE_TOKEN_TTL_MS })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    check(token: string, sessionId: string | null): TokenCheck {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, code: ERROR_CODES.licenceTokenInvalid };
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, code: ERROR_CODES.licenceTokenInvalid };
      let parsed: z.infer<typeof payloadSchema>;
      try {
        parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      } catch {
        return { ok: false, code: ERROR_CODES.licenceTokenInvalid };
      }
      if (parsed.e <= now()) return { ok: false, code: ERROR_CODES.licenceTokenExpired };
      if (parsed.s !== binding(sessionId)) return { ok: false, code: ERROR_CODES.licenceWrongSession };
      return { ok: true, content: contentOf(parsed.c) };
    },
  };
}
export type LicenceTokens = ReturnType<typeof createLicenceTokens>;
