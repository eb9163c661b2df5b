import { formatPrice, PPV_PURCHASE_LABELS, type PpvPurchase } from '@stat/contracts';
import type { DescriptionRow } from '../../../components/ui/description-list.tsx';
import type { ViewerFormat } from '../../../lib/viewer-format.ts';
import { formatEventTime, formatRecordDate } from '../ppv-times.ts';

const L = PPV_PURCHASE_LABELS.order;

/**
 * A purchase's order details as label and value (issue 25 section 3): the money as the app writes
 * it everywhere ("$59.99"), the event's time in the viewer's zone, the card as the spec's display.
 */
export function orderRows(purchase: PpvPurchase, viewer: ViewerFormat): DescriptionRow[] {
  return [
    [L.orderNumber, purchase.orderNumber],
    [L.amount, formatPrice(purchase.amountInCents)],
    [L.eventDate, formatEventTime(purchase.eventDate, viewer)],
    [L.paymentMethod, purchase.paymentMethod],
    [L.transactionDate, formatRecordDate(purchase.transactionDate, viewer)],
  ];
}
