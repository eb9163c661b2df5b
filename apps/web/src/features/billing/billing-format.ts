import { formatPrice } from '@stat/contracts';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Cents as dollars: 1499 -> "$14.99" (the contracts' one format, which the server's mail uses too). */
export const formatMoney = formatPrice;

/** An epoch-milliseconds date in words: "December 4, 2026". */
export function formatDate(millis: number): string {
  return longDate.format(millis);
}
