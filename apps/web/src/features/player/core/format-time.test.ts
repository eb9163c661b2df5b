import { describe, expect, it } from 'vitest';
import { clockTime, spokenTime } from './format-time.ts';

describe('clockTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [245, '4:05'],
    [3723, '1:02:03'],
    [36_000, '10:00:00'],
    [-3, '0:00'],
  ])('shows %f s as %s', (seconds, shown) => {
    expect(clockTime(seconds)).toBe(shown);
  });
});

describe('spokenTime', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [60, '1 minute'],
    [62, '1 minute 2 seconds'],
    [3600, '1 hour'],
    [3723, '1 hour 2 minutes 3 seconds'],
    [7201, '2 hours 1 second'],
  ])('says %i s as “%s”', (seconds, said) => {
    expect(spokenTime(seconds)).toBe(said);
  });
});
