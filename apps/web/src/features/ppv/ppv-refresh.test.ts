import { describe, expect, it } from 'vitest';
import { ppvRefreshDelay } from './ppv-refresh.ts';

describe('ppvRefreshDelay', () => {
  it.each([
    ['an answer: when its expiresIn runs out', { ok: true, expiresIn: 90 } as const, 90_000],
    ['an answer: capped at an hour', { ok: true, expiresIn: 86_400 } as const, 3_600_000],
    ['an answer at the cap exactly', { ok: true, expiresIn: 3_600 } as const, 3_600_000],
    ['an answer of no time left: one second', { ok: true, expiresIn: 0 } as const, 1_000],
    ['a first failure: again in 5 s', { ok: false, consecutiveFailures: 1 } as const, 5_000],
    ['a second failure in a row: again in 5 s', { ok: false, consecutiveFailures: 2 } as const, 5_000],
    ['a third failure in a row: stop', { ok: false, consecutiveFailures: 3 } as const, false],
  ])('%s', (_, outcome, delay) => {
    expect(ppvRefreshDelay(outcome)).toBe(delay);
  });
});
