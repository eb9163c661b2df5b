import { addMonths, addYears } from 'date-fns';

/**
 * The end of a billing period that starts at `start`: the same day a month or a year on, or the
 * last day of a shorter month (Jan 31 → Feb 28), as date-fns adds months. The preview and the
 * embedded gateway both count periods with it, so what the preview promises is what is charged.
 */
export function periodEnd(start: Date, interval: 'month' | 'year'): Date {
  return interval === 'month' ? addMonths(start, 1) : addYears(start, 1);
}
