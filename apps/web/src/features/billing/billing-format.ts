import { formatPrice } from '@stat/contracts';
import { viewerDateFormat, type ViewerFormat } from '../../lib/viewer-format.ts';

// Billing's words are en-US whatever the browser's language; only the day follows the viewer's zone.
const longDate = viewerDateFormat({ dateStyle: 'long' }, 'en-US');

/** Cents as dollars: 1499 -> "$14.99" (the contracts' one format, which the server's mail uses too). */
export const formatMoney = formatPrice;

/** An epoch-milliseconds date in words: "December 4, 2026". */
export function formatDate(millis: number, viewer: ViewerFormat): string {
  return longDate(viewer).format(millis);
}
