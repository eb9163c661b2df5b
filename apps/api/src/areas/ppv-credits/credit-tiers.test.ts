import { describe, expect, it } from 'vitest';
import { creditFor, inTheNightNow, overlapMs } from './credit-tiers.ts';

const MINUTE = 60_000;
const DOORS = Date.parse('2026-12-12T23:00:00Z');
const MAIN = DOORS + 120 * MINUTE;
const END = MAIN + 90 * MINUTE;
const times = { doorsAt: DOORS, mainEventAt: MAIN, endsAt: END };
const span = (start: number, minutes: number) => ({ start, end: start + minutes * MINUTE });

describe('the incident credit tiers', () => {
  it.each([
    // Nothing of the night missed.
    { name: 'a window before doors', windows: [span(DOORS - 30 * MINUTE, 30)], credit: null },
    { name: 'a window after the end', windows: [span(END, 10)], credit: null },
    { name: 'no window', windows: [], credit: null },
    // The prelims only: a quarter.
    { name: 'one ms of the prelims', windows: [{ start: DOORS, end: DOORS + 1 }], credit: { tier: 'quarter', reason: 'prelims', amountInCents: 2000 } },
    { name: 'the prelims up to the main event', windows: [span(DOORS - 10 * MINUTE, 130)], credit: { tier: 'quarter', reason: 'prelims', amountInCents: 2000 } },
    // Any of the main event, up to 5 minutes: half.
    { name: 'one ms into the main event', windows: [{ start: MAIN - MINUTE, end: MAIN + 1 }], credit: { tier: 'half', reason: 'main-event', amountInCents: 4000 } },
    { name: 'exactly 5 minutes of the main event', windows: [span(MAIN, 5)], credit: { tier: 'half', reason: 'main-event', amountInCents: 4000 } },
    { name: 'the last 5 minutes, running past the end', windows: [span(END - 5 * MINUTE, 20)], credit: { tier: 'half', reason: 'main-event', amountInCents: 4000 } },
    // More than 5 minutes of the main event: full.
    { name: '5 minutes and 1 ms of the main event', windows: [{ start: MAIN, end: MAIN + 5 * MINUTE + 1 }], credit: { tier: 'full', reason: 'main-event', amountInCents: 7999 } },
    { name: 'two windows of 3 minutes summed', windows: [span(MAIN + 10 * MINUTE, 3), span(MAIN + 40 * MINUTE, 3)], credit: { tier: 'full', reason: 'main-event', amountInCents: 7999 } },
    { name: 'two windows of 2.5 minutes summed (5 exactly)', windows: [span(MAIN + 10 * MINUTE, 2.5), span(MAIN + 40 * MINUTE, 2.5)], credit: { tier: 'half', reason: 'main-event', amountInCents: 4000 } },
    { name: 'the prelims and 6 minutes of the main event', windows: [span(MAIN - 30 * MINUTE, 36)], credit: { tier: 'full', reason: 'main-event', amountInCents: 7999 } },
  ])('$name', ({ windows, credit }) => {
    expect(creditFor(windows, times, 7999)).toEqual(credit);
  });

  it('rounds each share to the nearest cent, and credits nothing of a free purchase', () => {
    expect(creditFor([span(MAIN, 1)], times, 4999)?.amountInCents).toBe(2500);
    expect(creditFor([span(DOORS, 1)], times, 4999)?.amountInCents).toBe(1250);
    expect(creditFor([span(MAIN, 10)], times, 0)).toBeNull();
  });

  it('measures overlaps', () => {
    expect(overlapMs({ start: 0, end: 10 }, { start: 5, end: 20 })).toBe(5);
    expect(overlapMs({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(0);
    expect(overlapMs({ start: 0, end: 30 }, { start: 10, end: 20 })).toBe(10);
  });

  it('places a window in the night as it stands now, when the operator moved the clock since', () => {
    const window = { start: 10_000, end: 12_000, clockOffsetMs: -5_000 };
    // The night moved 3 s earlier since (offset -5 s then, -8 s now): so did the window's place in it.
    expect(inTheNightNow(window, -8_000)).toEqual({ start: 7_000, end: 9_000 });
    expect(inTheNightNow(window, -5_000)).toEqual({ start: 10_000, end: 12_000 });
  });
});
