import { z } from 'zod';
import { readSeedFile } from '../../lib/read-seed-file.ts';

const productCode = z.string().regex(/^[A-Z0-9_]+$/, 'Expected upper-case letters, digits and _');
const cents = z.number().int().nonnegative();

const plansFileSchema = z
  .object({
    plans: z
      .array(
        z.object({
          code: productCode,
          name: z.string().min(1),
          interval: z.enum(['month', 'year']),
          priceInCents: cents,
          /** Days free for a first-time subscriber; 0 for none. */
          trialDays: z.number().int().nonnegative(),
          /** Whether titles play the house pre-roll on this plan. */
          ads: z.boolean(),
        }),
      )
      .min(1),
    /** Sold with any plan, priced per billing interval; a plan with one is a bundle. */
    addOns: z.array(
      z.object({
        code: productCode,
        name: z.string().min(1),
        description: z.string(),
        priceInCents: z.object({ month: cents, year: cents }),
      }),
    ),
    coupons: z.array(
      z.object({
        code: z.string().regex(/^[A-Z0-9-]+$/),
        name: z.string().min(1),
        /** Off the first billing period of the plans it applies to. */
        percentOff: z.number().int().min(1).max(100),
        plans: z.array(productCode).min(1),
        /** Only for an account that has never had a subscription. */
        newSubscribersOnly: z.boolean(),
        /** After this instant the coupon is expired; null, never. */
        redeemBy: z.iso.datetime().nullable(),
        /**
         * Off every invoice for this many months after it is redeemed on an account (a retention
         * offer such as STAYWITHUS, Recurly's temporal duration); absent, the first billing
         * period of a purchase only.
         */
        durationInMonths: z.number().int().min(1).max(36).optional(),
      }),
    ),
    giftCards: z.array(z.object({ code: z.string().regex(/^[A-Z0-9-]+$/), amountInCents: cents, redeemed: z.boolean() })),
    /**
     * The fallback partner offers (streaming spec section 9): a plan with a coupon, with or
     * without a free trial, for a partner's member when the partner brings no offer of its own.
     */
    partnerOffers: z.array(
      z.object({
        code: productCode,
        productCode,
        couponCode: z.string().regex(/^[A-Z0-9-]+$/),
        trialDays: z.number().int().nonnegative(),
      }),
    ),
  })
  .superRefine((file, context) => {
    const codes = new Set(file.plans.map((plan) => plan.code));
    file.coupons.forEach((coupon, index) => {
      for (const plan of coupon.plans) {
        if (!codes.has(plan)) context.addIssue({ code: 'custom', path: ['coupons', index, 'plans'], message: `No plan ${plan}` });
      }
    });
    file.partnerOffers.forEach((offer, index) => {
      const coupon = file.coupons.find((entry) => entry.code === offer.couponCode);
      if (!codes.has(offer.productCode)) context.addIssue({ code: 'custom', path: ['partnerOffers', index, 'productCode'], message: `No plan ${offer.productCode}` });
      else if (!coupon?.plans.includes(offer.productCode)) {
        context.addIssue({ code: 'custom', path: ['partnerOffers', index, 'couponCode'], message: `No coupon ${offer.couponCode} for ${offer.productCode}` });
      }
    });
  });

/** The operator's plans file (seed/plans.json): what is on sale, and what the embedded gateway is seeded with. */
export type PlansFile = z.infer<typeof plansFileSchema>;

/** Reads and validates the plans file; a problem throws a SeedError naming it, so the server never starts with it. */
export async function loadPlansFile(file: string): Promise<PlansFile> {
  return readSeedFile(file, 'plans file', plansFileSchema);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The plans file, loaded at start (seed/plans.json or PLANS_FILE). */
    plans: PlansFile;
  }
}
