import type { PreviewPlansRequest } from '@stat/contracts';

/** Query keys of plans and subscribing (ott), general to specific; they are the viewer's and go with sign-out. */
export const billingKeys = {
  all: ['billing'] as const,
  /** The plans on sale; `launchCoupon` is the remembered coupon whose plans are asked for (LTOCouponEnabled), or null. */
  availablePlans: (launchCoupon: string | null) => [...billingKeys.all, 'availablePlans', launchCoupon] as const,
  previews: () => [...billingKeys.all, 'preview'] as const,
  preview: (request: PreviewPlansRequest) => [...billingKeys.previews(), request] as const,
  savedPayment: () => [...billingKeys.all, 'savedPayment'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  receipt: (transactionId: string) => [...billingKeys.all, 'receipt', transactionId] as const,
  /** A billing partner and the offers its members can take (they depend on the viewer: trial or not). */
  partner: (partnerId: string) => [...billingKeys.all, 'partner', partnerId] as const,
};
