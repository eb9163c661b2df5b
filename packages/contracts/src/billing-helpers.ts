import type { SavedPayment } from './billing-schemas.ts';

/** What works on billing's parsed types (it follows the schemas, so the arrows run one way). */

/** The spec's card format: `VISA X-1111 EXP 12/2030`, else the payment method, else 'None' (section 9). */
export function paymentMethodDisplay(payment: Pick<SavedPayment, 'paymentMethod' | 'cardType' | 'lastFourDigits' | 'month' | 'year'> | null): string {
  if (!payment?.paymentMethod) return 'None';
  const { cardType, lastFourDigits, month, year } = payment;
  if (payment.paymentMethod === 'Card' && cardType && lastFourDigits && month && year) {
    return `${cardType.toUpperCase()} X-${lastFourDigits} EXP ${month}/${year}`;
  }
  return payment.paymentMethod;
}
