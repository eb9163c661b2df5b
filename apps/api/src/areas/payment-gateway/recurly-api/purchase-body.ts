import { z } from 'zod';

/*
 * The part of Recurly's PurchaseCreate this gateway honours (api.yaml PurchaseCreate,
 * AccountPurchase, SubscriptionPurchase, SubscriptionAddOnCreate), snake_case as the client
 * casts it. The client sends a field it was given as undefined as null, so every optional
 * field takes null; fields outside the subset are ignored, as Recurly ignores unknown ones.
 * One-time line items (LineItemCreate) are charges of our own amount, one of each, no catalogue
 * item (the pay-per-view).
 */

const BLANK = "can't be blank";
const text = z.string({ error: BLANK }).trim().min(1, BLANK);
const optionalText = z.string().trim().min(1, 'is invalid').nullish();

export const billingInfoBodySchema = z.object({ token_id: text });

export const accountBodySchema = z.object({
  id: optionalText,
  code: optionalText,
  email: z.email('is invalid').nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  billing_info: billingInfoBodySchema.nullish(),
});

const dateTime = z.iso.datetime({ offset: true, error: 'is not a valid date-time' }).transform((value) => new Date(value));

const purchaseSubscriptionSchema = z.object({
  plan_code: text,
  add_ons: z
    .array(z.object({ code: text, quantity: z.number({ error: 'is invalid' }).int('is invalid').min(1, 'must be at least 1').nullish() }))
    .nullish(),
  trial_ends_at: dateTime.nullish(),
  quantity: z.literal(1, 'must be 1').nullish(),
  /** false: the subscription ends with its first term (a gift's subscription, paid by credit). */
  auto_renew: z.boolean({ error: 'is invalid' }).nullish(),
});

const lineItemSchema = z
  .object({
    currency: text,
    unit_amount: z.number({ error: 'is invalid' }),
    quantity: z.literal(1, 'must be 1').nullish(),
    description: text,
    product_code: z.string().trim().min(1, 'is invalid').max(50, 'is too long').nullish(),
    type: z.literal('charge', 'is invalid').nullish(),
  })
  .transform((item, context) => {
    // Dollars as Recurly writes them, to whole cents (79.99 is 7999); a fraction of a cent or nothing to charge is refused.
    const cents = Math.round(item.unit_amount * 100);
    if (cents <= 0 || Math.abs(cents - item.unit_amount * 100) > 1e-6) {
      context.addIssue({ code: 'custom', path: ['unit_amount'], message: 'is invalid' });
      return z.NEVER;
    }
    return { currency: item.currency, unitAmountCents: cents, description: item.description, productCode: item.product_code ?? null };
  });
export type LineItemBody = z.output<typeof lineItemSchema>;

export const purchaseBodySchema = z.object({
  currency: text,
  /** manual: no billing info needed; the gateway takes it only when the account's credit pays everything due. */
  collection_method: z.enum(['automatic', 'manual'], { error: 'is invalid' }).nullish(),
  account: accountBodySchema,
  /** With line_items, may be left out: a purchase of one-time charges only. */
  subscriptions: z.array(purchaseSubscriptionSchema).nullish(),
  coupon_codes: z.array(text).max(1, 'may name one coupon').nullish(),
  gift_card_redemption_code: optionalText,
  line_items: z.array(lineItemSchema).nullish(),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/** Recurly's GiftCardRedeem: the account that receives the card's credit (AccountReference, an id or a code). */
export const giftCardRedeemBodySchema = z.object({
  recipient_account: z.object({ id: optionalText, code: optionalText }, { error: BLANK }),
});
export type GiftCardRedeemBody = z.infer<typeof giftCardRedeemBodySchema>;
