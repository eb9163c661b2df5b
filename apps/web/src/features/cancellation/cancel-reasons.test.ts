import { describe, expect, it } from 'vitest';
import { CANCEL_REASONS, cancelReasonOf } from '@stat/contracts';
import { offerApplies, orderCancelReasons } from './cancel-reasons.ts';

/** A seeded generator in place of Math.random (a linear congruential one), so the test is repeatable. */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
};

describe('orderCancelReasons', () => {
  it('keeps every reason once, with "other" last, whatever the draw', () => {
    for (const draw of [0, 0.25, 0.5, 0.75, 0.999]) {
      const ordered = orderCancelReasons(CANCEL_REASONS, () => draw);
      expect(ordered.map((reason) => reason.id).sort()).toEqual(CANCEL_REASONS.map((reason) => reason.id).sort());
      expect(ordered.at(-1)?.id).toBe('other');
    }
  });

  it('shuffles the shuffled ones: a draw of 0 everywhere rotates them, a draw near 1 keeps them', () => {
    expect(orderCancelReasons(CANCEL_REASONS, () => 0.999).map((reason) => reason.id)).toEqual(CANCEL_REASONS.map((reason) => reason.id));
    expect(orderCancelReasons(CANCEL_REASONS, () => 0).map((reason) => reason.id)).toEqual([
      'too-expensive',
      'technical-issues',
      'no-longer-interested',
      'changing-providers',
      'not-enough-to-watch',
      'other',
    ]);
  });

  it('reaches every order of the shuffled reasons over many draws (each first at least once)', () => {
    const random = seeded(24);
    const firsts = new Set(Array.from({ length: 200 }, () => orderCancelReasons(CANCEL_REASONS, random)[0]!.id));
    expect(firsts).toEqual(new Set(['not-enough-to-watch', 'too-expensive', 'technical-issues', 'no-longer-interested', 'changing-providers']));
  });

  it('leaves reasons that are not shuffled in their own order, after the rest', () => {
    const reasons = [
      { id: 'other', name: 'B', offerEligible: false, shuffle: false },
      { id: 'too-expensive', name: 'A', offerEligible: true, shuffle: true },
      { id: 'technical-issues', name: 'C', offerEligible: false, shuffle: false },
    ] as const;
    expect(orderCancelReasons(reasons, () => 0).map((reason) => reason.id)).toEqual(['too-expensive', 'other', 'technical-issues']);
  });
});

describe('offerApplies', () => {
  it.each([
    ['too-expensive', false, true],
    ['too-expensive', true, false],
    ['changing-providers', false, true],
    ['other', false, false],
    ['technical-issues', false, false],
  ] as const)('%s with winbackDisabled %s: %s', (id, winbackDisabled, expected) => {
    expect(offerApplies(cancelReasonOf(id), winbackDisabled)).toBe(expected);
  });
});
