import { BILLING_MESSAGES, ERROR_CODES, type GiftCardOutcome } from '@stat/contracts';
import { gatewayErrorOf, type BillingRefusal } from './gateway-errors.ts';

/**
 * What redeeming a card does for a viewer: credit when they already have a subscription (or are
 * authorized by other means: a partner, a complimentary account); otherwise a month of the gift
 * plan paid by the card, when the card pays a month; else credit only.
 */
export function giftCardOutcome(viewer: { subscribed: boolean; authorized: boolean }, amountInCents: number, planPriceInCents: number): GiftCardOutcome {
  if (viewer.subscribed || viewer.authorized) return 'credit';
  return amountInCents >= planPriceInCents ? 'subscription' : 'credit';
}

/**
 * The viewer's refusal for a gift card the gateway would not take, and whether it counts as a
 * guess: an unknown code or one already redeemed (section 5's words). Null: not the card's fault.
 */
export function giftCardRefusalOf(error: unknown): BillingRefusal | null {
  const gateway = gatewayErrorOf(error);
  if (!gateway) return null;
  const named = gateway.params.some((param) => /gift_card|redemption_code/.test(param.param));
  const redeemed = /redeemed/i.test(gateway.message) || gateway.params.some((param) => /redeemed/i.test(param.message));
  if ((named || gateway.type === 'validation') && redeemed) {
    return { status: 422, error: { code: ERROR_CODES.giftCardRedeemed, title: BILLING_MESSAGES.giftCardTitle, body: BILLING_MESSAGES.giftCardRedeemed } };
  }
  if (gateway.type === 'not_found' || named) {
    return { status: 422, error: { code: ERROR_CODES.giftCardNotFound, title: BILLING_MESSAGES.giftCardTitle, body: BILLING_MESSAGES.giftCardNotFound } };
  }
  return null;
}
