import { createHash, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge } from '@stat/contracts';
import type { CaptchaSolutionsRepository } from './captcha-solutions-repository.ts';

/** How hard the proof of work is: PBKDF2 iterations per attempt, and the range the attempts needed are drawn from. */
export interface CaptchaWork {
  cost: number;
  counter: readonly [min: number, max: number];
}

/**
 * About a second in a browser (docs/decisions.md, "Gift cards"): a thousand attempts of a
 * thousand PBKDF2-SHA-256 iterations on average, spread over the widget's workers.
 */
export const CAPTCHA_WORK: CaptchaWork = { cost: 1_000, counter: [500, 1_500] };

/** How long a challenge may be solved and its solution used. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

export type CaptchaCheck = 'accepted' | 'invalid' | 'used';

const ALGORITHM = 'PBKDF2/SHA-256';

/** The widget's token, base64 of `{ challenge, solution }`, read without trusting it; null when it is not that shape. */
function readToken(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as { challenge?: Challenge; solution?: Solution };
    const { challenge, solution } = parsed;
    if (!challenge?.parameters || typeof challenge.signature !== 'string' || typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * ALTCHA challenges signed with the server's key, and their solutions checked and taken once:
 * a solution is spent by the call that accepts it, so each captcha guards one call.
 */
export function createCaptcha({ secret, solutions, work = CAPTCHA_WORK }: { secret: string; solutions: CaptchaSolutionsRepository; work?: CaptchaWork }) {
  return {
    async challenge(now: Date = new Date()): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: work.cost,
        counter: randomInt(work.counter[0], work.counter[1]),
        deriveKey,
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
        hmacSignatureSecret: secret,
      });
      return challenge as CaptchaChallenge;
    },

    /** Whether the token is a solution of one of our challenges, unexpired and never accepted before; accepted, it is spent. */
    async accept(token: string): Promise<CaptchaCheck> {
      const read = readToken(token);
      if (!read || read.challenge.parameters.algorithm !== ALGORITHM) return 'invalid';
      const result = await verifySolution({ challenge: read.challenge, solution: read.solution, deriveKey, hmacSignatureSecret: secret }).catch(() => null);
      if (!result?.verified) return 'invalid';
      const id = createHash('sha256').update(read.challenge.signature!).digest('hex');
      const expiresAt = new Date((read.challenge.parameters.expiresAt ?? 0) * 1000);
      return (await solutions.take(id, expiresAt)) ? 'accepted' : 'used';
    },
  };
}
export type Captcha = ReturnType<typeof createCaptcha>;
