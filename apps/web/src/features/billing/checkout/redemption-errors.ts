import { ERROR_CODES } from '@stat/contracts';

const COUPON_ERRORS: readonly string[] = [ERROR_CODES.couponInvalid, ERROR_CODES.couponExpired, ERROR_CODES.couponNotApplicable];
const GIFT_CARD_ERRORS: readonly string[] = [ERROR_CODES.giftCardNotFound, ERROR_CODES.giftCardRedeemed];

/** The field a refusal belongs to: its body is shown by the coupon or the gift card field; else null (the whole preview failed). */
export function redemptionFieldOf(code: string): 'coupon' | 'giftCard' | null {
  if (COUPON_ERRORS.includes(code)) return 'coupon';
  if (GIFT_CARD_ERRORS.includes(code)) return 'giftCard';
  return null;
}
