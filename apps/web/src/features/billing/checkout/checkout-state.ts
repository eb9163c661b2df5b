import type { BillingInterval, PaymentMethod, Plan, PreviewPlansRequest, Purchase, PurchaseRequest } from '@stat/contracts';
import type { PurchaseMemory } from '../purchase-memory.ts';

/** Who pays and how, as typed on the payment step. */
export interface Payer {
  method: PaymentMethod;
  firstName: string;
  lastName: string;
  postalCode: string;
}

/** What the payment step hands on: the payer and the gateway's one-time token, never card data. */
export interface PaymentDetails extends Payer {
  token: string;
}

export type Receipt = Purchase['receipt'];

/**
 * The order as the viewer builds it across the steps. Codes are kept as applied; a code the
 * preview refuses leaves the order and its message goes by its field.
 */
export interface CheckoutState {
  interval: BillingInterval;
  productCode: string | null;
  /** The add-ons sold with the plan (Northstar+): a bundle when there is one. */
  addOns: string[];
  couponCode: string | null;
  couponError: string | null;
  giftCardCode: string | null;
  giftCardError: string | null;
  payment: PaymentDetails | null;
  /** The last payer, kept after a decline so only the card is entered again. */
  payer: Payer | null;
  /** The gateway's message after a decline, shown on the payment step. */
  paymentError: string | null;
  receipt: Receipt | null;
}

export type CheckoutAction =
  /** The other billing period; `productCode` is the same plan in it, if there is one. */
  | { type: 'intervalChosen'; interval: BillingInterval; productCode: string | null }
  | { type: 'planChosen'; productCode: string }
  | { type: 'addOnsChosen'; addOns: string[] }
  /** Applying a coupon clears the one shown before (streaming spec section 4). */
  | { type: 'couponApplying' }
  | { type: 'couponApplied'; code: string }
  | { type: 'couponRefused'; message: string }
  | { type: 'couponRemoved' }
  | { type: 'giftCardApplied'; code: string }
  | { type: 'giftCardRefused'; message: string }
  | { type: 'giftCardRemoved' }
  | { type: 'paid'; payment: PaymentDetails }
  /** The token is spent: the viewer pays again, with another card or PayPal. */
  | { type: 'declined'; message: string }
  | { type: 'purchased'; receipt: Receipt };

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'intervalChosen':
      return { ...state, interval: action.interval, productCode: action.productCode };
    case 'planChosen':
      return { ...state, productCode: action.productCode };
    case 'addOnsChosen':
      return { ...state, addOns: action.addOns };
    case 'couponApplying':
    case 'couponRemoved':
      return { ...state, couponCode: null, couponError: null };
    case 'couponApplied':
      return { ...state, couponCode: action.code, couponError: null };
    case 'couponRefused':
      return { ...state, couponCode: null, couponError: action.message };
    case 'giftCardApplied':
      return { ...state, giftCardCode: action.code, giftCardError: null };
    case 'giftCardRefused':
      return { ...state, giftCardCode: null, giftCardError: action.message };
    case 'giftCardRemoved':
      return { ...state, giftCardCode: null, giftCardError: null };
    case 'paid': {
      const { token: _token, ...payer } = action.payment;
      return { ...state, payment: action.payment, payer, paymentError: null };
    }
    case 'declined':
      return { ...state, payment: null, paymentError: action.message };
    case 'purchased':
      return { ...state, receipt: action.receipt };
  }
}

export interface CheckoutOrigin {
  /** On sale, as the API sorted them. */
  plans: readonly Plan[];
  /** The choice kept from before Create Account (or an earlier visit), if any. */
  memory: PurchaseMemory | null;
  /** A coupon the landing address brought (registration memory), when the purchase memory has none. */
  landingCoupon: string | null;
  bundleEnabled: boolean;
}

/**
 * The order the flow starts from: the remembered plan if it is still on sale (in its billing
 * period), its add-ons if that plan still offers them and bundles are on, and the remembered
 * coupon, which the preview checks like one typed in. Otherwise monthly, nothing chosen.
 */
export function initialCheckoutState({ plans, memory, landingCoupon, bundleEnabled }: CheckoutOrigin): CheckoutState {
  const plan = plans.find((candidate) => candidate.productCode === memory?.productCode);
  const offered = new Set(plan?.addOns.map((addOn) => addOn.addOnId));
  return {
    interval: plan?.billingInterval ?? plans[0]?.billingInterval ?? 'month',
    productCode: plan?.productCode ?? null,
    addOns: bundleEnabled && memory ? memory.addOns.filter((code) => offered.has(code)) : [],
    couponCode: memory?.couponCode ?? landingCoupon,
    couponError: null,
    giftCardCode: null,
    giftCardError: null,
    payment: null,
    payer: null,
    paymentError: null,
    receipt: null,
  };
}

/** The same plan (by name) in the other billing period: Essential monthly -> Essential annual. */
export function counterpartPlan(plans: readonly Plan[], productCode: string | null, interval: BillingInterval): string | null {
  const current = plans.find((plan) => plan.productCode === productCode);
  if (!current) return null;
  return plans.find((plan) => plan.billingInterval === interval && plan.name === current.name)?.productCode ?? null;
}

/** What the purchase memory keeps of the order (streaming spec section 3). */
export function purchaseMemoryOf(state: CheckoutState): PurchaseMemory {
  return { purchaseType: 'subscription', productCode: state.productCode, addOns: state.addOns, couponCode: state.couponCode };
}

/** The preview request of the order (streaming spec section 7); the postal code once the payment step has it. */
export function previewRequestOf(state: CheckoutState): PreviewPlansRequest {
  return {
    plans: state.productCode ? [state.productCode] : [],
    ...(state.addOns.length ? { addOns: state.addOns } : {}),
    ...(state.couponCode ? { couponCode: state.couponCode } : {}),
    ...(state.giftCardCode ? { giftCardCode: state.giftCardCode } : {}),
    ...(state.payment?.postalCode ? { postalCode: state.payment.postalCode } : {}),
  };
}

/** The purchase request of a complete order, with the password typed on the confirm step; null until the order is complete. */
export function purchaseRequestOf(state: CheckoutState, password: string): PurchaseRequest | null {
  if (!state.productCode || !state.payment) return null;
  return {
    recurlyToken: state.payment.token,
    paymentMethod: state.payment.method,
    productCode: state.productCode,
    ...(state.addOns.length ? { addOns: state.addOns } : {}),
    ...(state.couponCode ? { couponCode: state.couponCode } : {}),
    ...(state.giftCardCode ? { giftCardCode: state.giftCardCode } : {}),
    password,
  };
}
