// Prices are US dollars whatever the viewer's locale: the plans are sold in USD.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** Cents as dollars: 1499 -> "$14.99". */
export function formatMoney(cents: number): string {
  return dollars.format(cents / 100);
}

/** An epoch-milliseconds date in words: "December 4, 2026". */
export function formatDate(millis: number): string {
  return longDate.format(millis);
}
