import type { PartnerOffer } from '@stat/contracts';
import type { PlansFile } from './plans-file.ts';
import { planOf } from './plans-on-sale.ts';
import type { PartnerOfferRecord, PartnerRecord } from './partners-file.ts';

/** An offer with its plan and coupon as the viewer sees them; null when the plans file no longer has them. */
export function partnerOfferOf(plans: PlansFile, offer: PartnerOfferRecord): PartnerOffer | null {
  const plan = planOf(plans, offer.productCode);
  const coupon = plans.coupons.find((entry) => entry.code === offer.couponCode);
  if (!plan || !coupon) return null;
  return {
    code: offer.code,
    plan,
    couponCode: coupon.code,
    percentOff: coupon.percentOff,
    trialDays: offer.trialDays,
    firstPriceInCents: Math.round((plan.priceInCents * (100 - coupon.percentOff)) / 100),
  };
}

/**
 * What a partner's member may take (streaming spec section 9): the partner's own offer when it
 * brings one; else the fallback offers, those with a free trial for a first-time subscriber and
 * those without for anyone who has subscribed before (a trial is for a first subscription only).
 */
export function partnerOffersFor(plans: PlansFile, partner: PartnerRecord, trialEligible: boolean): PartnerOffer[] {
  const records = partner.offer ? [partner.offer] : plans.partnerOffers.filter((offer) => offer.trialDays > 0 === trialEligible);
  return records.flatMap((record) => partnerOfferOf(plans, record) ?? []);
}
