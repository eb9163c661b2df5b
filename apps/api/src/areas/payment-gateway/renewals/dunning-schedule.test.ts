import { describe, expect, it } from 'vitest';
import { nextRetryAt } from './dunning-schedule.ts';

const DUE = new Date('2026-12-01T10:00:00Z');

describe('the dunning schedule: 3 retries over the 7 days after the failed renewal', () => {
  it.each([
    [1, '2026-12-03T10:00:00.000Z'],
    [2, '2026-12-05T10:00:00.000Z'],
    [3, '2026-12-08T10:00:00.000Z'],
    [4, null],
  ])('after %i failed charges the next is %s', (attempts, next) => {
    expect(nextRetryAt(DUE, attempts)?.toISOString() ?? null).toBe(next);
  });
});
