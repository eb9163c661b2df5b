import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { CaptchaChallenge } from '@stat/contracts';
import { CAPTCHA_TTL_MS, createCaptcha } from './captcha.ts';
import type { CaptchaSolutionsRepository } from './captcha-solutions-repository.ts';

/** The solutions table as a set: taken once. */
function memorySolutions(): CaptchaSolutionsRepository {
  const taken = new Set<string>();
  return {
    take: async (id) => !taken.has(id) && Boolean(taken.add(id)),
    deleteExpired: async () => 0,
  };
}

const work = { cost: 1, counter: [1, 20] as const };
const captcha = createCaptcha({ secret: 'test-secret', solutions: memorySolutions(), work });

/** The widget's token for a challenge: base64 of the challenge and its solution. */
async function tokenFor(challenge: CaptchaChallenge, change: (payload: { challenge: CaptchaChallenge; solution: { counter: number; derivedKey: string } }) => void = () => {}) {
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  const payload = { challenge: structuredClone(challenge), solution };
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('captcha', () => {
  it('accepts a solution of its own challenge once', async () => {
    const token = await tokenFor(await captcha.challenge());
    expect(await captcha.accept(token)).toBe('accepted');
    expect(await captcha.accept(token)).toBe('used');
  });

  it.each([
    ['a solution for another counter', (payload: { solution: { counter: number } }) => void (payload.solution.counter += 1)],
    ['a challenge made easier after signing', (payload: { challenge: CaptchaChallenge }) => void (payload.challenge.parameters.cost = 2)],
    ['a challenge given a later expiry', (payload: { challenge: CaptchaChallenge }) => void (payload.challenge.parameters.expiresAt! += 3600)],
    ['another algorithm', (payload: { challenge: CaptchaChallenge }) => void (payload.challenge.parameters.algorithm = 'SHA-256')],
  ])('refuses %s', async (_name, change) => {
    expect(await captcha.accept(await tokenFor(await captcha.challenge(), change))).toBe('invalid');
  });

  it('refuses an expired challenge, another server’s, and what is not a token', async () => {
    const expired = await captcha.challenge(new Date(Date.now() - CAPTCHA_TTL_MS - 1000));
    expect(await captcha.accept(await tokenFor(expired))).toBe('invalid');
    const elsewhere = createCaptcha({ secret: 'another-secret', solutions: memorySolutions(), work });
    expect(await captcha.accept(await tokenFor(await elsewhere.challenge()))).toBe('invalid');
    expect(await captcha.accept('bm90IGpzb24')).toBe('invalid');
    expect(await captcha.accept(Buffer.from('{"challenge":{}}').toString('base64'))).toBe('invalid');
  });
});
