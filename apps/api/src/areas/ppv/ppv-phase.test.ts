import { describe, expect, it } from 'vitest';
import { PPV_PHASES } from '@stat/contracts';
import { demoInstantOf, earlyPriceUntil, expiresInSeconds, offsetForPhase, phaseAt, type PpvTimes } from './ppv-phase.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const doors = Date.UTC(2026, 11, 13, 0, 0);
const times: PpvTimes = { doorsAt: doors, mainEventAt: doors + 3 * HOUR, endsAt: doors + 5 * HOUR };
const end = times.endsAt;

describe('phaseAt', () => {
  it.each([
    ['pre', doors - 30 * DAY],
    ['pre', doors - 12 * HOUR - 1],
    ['dayof', doors - 12 * HOUR],
    ['dayof', doors - 30 * MINUTE - 1],
    ['prepress', doors - 30 * MINUTE],
    ['prepress', doors - 1],
    ['live', doors],
    ['live', times.mainEventAt],
    ['live', end - 1],
    ['post', end],
    ['post', end + 2 * HOUR - 1],
    ['postpress', end + 2 * HOUR],
    ['postpress', end + 12 * HOUR - 1],
    ['cooldown', end + 12 * HOUR],
    ['cooldown', end + 7 * DAY - 1],
    ['sunset', end + 7 * DAY],
    ['sunset', end + 400 * DAY],
  ])('%s at %i', (phase, now) => {
    expect(phaseAt(times, now)).toBe(phase);
  });
});

describe('expiresInSeconds', () => {
  it.each([
    ['an hour at most, far from any change', doors - 30 * DAY, 3_600],
    ['up to the end of the early price', earlyPriceUntil(times) - 90_000, 90],
    ['up to the day of', doors - 12 * HOUR - 10_000, 10],
    ['a part second counts as a whole, so the refresh lands past the change', doors - 1_500, 2],
    ['at a change, up to the next one', doors - 30 * MINUTE, 1_800],
    ['live, up to the end', end - 20 * MINUTE, 1_200],
    ['after sunset, the cap', end + 8 * DAY, 3_600],
  ])('%s', (_, now, seconds) => {
    expect(expiresInSeconds(times, now)).toBe(seconds);
  });

  it('is never under one second', () => {
    expect(expiresInSeconds(times, doors - 1)).toBe(1);
  });
});

describe('demoInstantOf', () => {
  it.each(PPV_PHASES)('puts %s inside its phase', (phase) => {
    expect(phaseAt(times, demoInstantOf(phase, times))).toBe(phase);
  });

  it('puts pre before fight week, at the early price', () => {
    expect(demoInstantOf('pre', times)).toBeLessThan(earlyPriceUntil(times));
  });
});

describe('offsetForPhase', () => {
  it.each(PPV_PHASES)('moves the event so that now is in %s', (phase) => {
    const now = Date.UTC(2026, 0, 1);
    const offset = offsetForPhase(phase, times, now);
    expect(phaseAt({ doorsAt: times.doorsAt + offset, mainEventAt: times.mainEventAt + offset, endsAt: times.endsAt + offset }, now)).toBe(phase);
  });

  it('reset: none', () => {
    expect(offsetForPhase('reset', times, Date.now())).toBe(0);
  });
});
