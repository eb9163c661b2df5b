/**
 * The gateway counts money in integer cents; Recurly's JSON carries decimal amounts in the
 * currency's unit (`unit_amount: 9.99`). Division by 100 of an integer gives the shortest
 * decimal that round-trips, so 999 is written 9.99, never 9.990000000000002.
 */
export function amount(cents: number): number {
  return cents / 100;
}

/** Only US dollars are on sale (the plans file is priced in USD cents). */
export const CURRENCY = 'USD';
