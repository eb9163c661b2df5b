import { describe, expect, it } from 'vitest';
import { addInterval, type IntervalUnit } from './billing-periods.ts';

describe('addInterval', () => {
  const cases: [string, IntervalUnit, number, string][] = [
    ['2026-03-10T12:30:00.000Z', 'days', 7, '2026-03-17T12:30:00.000Z'],
    ['2026-03-10T12:30:00.000Z', 'months', 1, '2026-04-10T12:30:00.000Z'],
    ['2026-01-31T08:00:00.000Z', 'months', 1, '2026-02-28T08:00:00.000Z'],
    ['2028-01-31T08:00:00.000Z', 'months', 1, '2028-02-29T08:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', 'months', 1, '2027-01-15T00:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', 'months', 12, '2027-03-31T00:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 'months', 12, '2029-02-28T00:00:00.000Z'],
    ['2026-12-30T23:00:00.000Z', 'days', 7, '2027-01-06T23:00:00.000Z'],
  ];
  it.each(cases)('%s + %s × %i is %s', (start, unit, length, end) => {
    expect(addInterval(new Date(start), unit, length).toISOString()).toBe(end);
  });
});
