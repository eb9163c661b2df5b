import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSignedTokens } from './signed-token.ts';

const schema = z.object({ id: z.string() });

describe('createSignedTokens', () => {
  const secret = randomBytes(32);
  let clock = 1_000;
  const tokens = createSignedTokens(secret, 'test', schema, () => clock);

  it('gives back the payload of a token it issued, until it expires', () => {
    const token = tokens.issue({ id: 'a' }, 100);
    expect(tokens.check(token)).toEqual({ ok: true, payload: { id: 'a' } });
    clock += 100;
    expect(tokens.check(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a changed payload, another secret, another purpose and garbage', () => {
    const token = tokens.issue({ id: 'a' }, 1_000);
    const [, signature] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ p: { id: 'b' }, e: clock + 1_000 })).toString('base64url');
    expect(tokens.check(`${forgedBody}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
    expect(createSignedTokens(randomBytes(32), 'test', schema, () => clock).check(token)).toEqual({ ok: false, reason: 'invalid' });
    expect(createSignedTokens(secret, 'other', schema, () => clock).check(token)).toEqual({ ok: false, reason: 'invalid' });
    for (const garbage of ['', 'a', 'a.b', `${token}.x`, `${token}x`]) expect(tokens.check(garbage)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a signed payload that breaks the schema', () => {
    const loose = createSignedTokens(secret, 'test', z.object({ id: z.number() }), () => clock);
    expect(tokens.check(loose.issue({ id: 1 }, 1_000))).toEqual({ ok: false, reason: 'invalid' });
  });
});
