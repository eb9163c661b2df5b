import { describe, expect, it } from 'vitest';
import { playRefSchema } from '@stat/contracts';
import { isPlayRefPlausible, newPlayRef, PLAY_REF_CLOCK_SKEW_MS, playRefMillis } from './play-ref.ts';

describe('newPlayRef', () => {
  it('makes UUIDv7 refs, each sorting after the one before', () => {
    const refs = Array.from({ length: 50 }, () => newPlayRef());
    for (const ref of refs) expect(playRefSchema.safeParse(ref).success).toBe(true);
    expect([...refs].sort()).toEqual(refs);
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('carries the time it was made', () => {
    const before = Date.now();
    const millis = playRefMillis(newPlayRef());
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });
});

describe('isPlayRefPlausible', () => {
  const at = (millis: number) => playRefSchema.parse(`${millis.toString(16).padStart(12, '0').replace(/^(.{8})/, '$1-')}-7000-8000-000000000000`);

  it('takes refs up to the clock skew ahead and refuses later ones', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(playRefMillis(at(now))).toBe(now);
    expect(isPlayRefPlausible(at(now - 1), now)).toBe(true);
    expect(isPlayRefPlausible(at(now + PLAY_REF_CLOCK_SKEW_MS), now)).toBe(true);
    expect(isPlayRefPlausible(at(now + PLAY_REF_CLOCK_SKEW_MS + 1), now)).toBe(false);
  });
});
