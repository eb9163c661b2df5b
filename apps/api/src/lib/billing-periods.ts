/** Recurly's interval units: an annual plan is 12 months. */
export type IntervalUnit = 'days' | 'months';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `start` plus `length` units, in UTC. Months keep the day of the month, clamped to the last day
 * of a shorter month (31 January + 1 month is 28 or 29 February), as Recurly bills. The embedded
 * gateway bills by it and the billing area's preview promises by it, so what a preview says is
 * what is charged. Written here rather than with date-fns, whose months are the local time zone's.
 */
export function addInterval(start: Date, unit: IntervalUnit, length: number): Date {
  if (unit === 'days') return new Date(start.getTime() + length * DAY_MS);
  const monthIndex = start.getUTCMonth() + length;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), monthIndex + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(monthIndex);
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end;
}
