import type { Account, BillingInfo, Client, Coupon as GatewayCoupon, Invoice, Subscription, Transaction as GatewayTransaction } from 'recurly';
import { paymentMethodDisplay, type Coupon, type PaymentMethod, type SavedPayment, type User } from '@stat/contracts';
import { gatewayErrorOf } from './gateway-errors.ts';
import type { PlansFile } from './plans-file.ts';

/**
 * A viewer's account at the gateway. Its code is the user's tveUserId (a UUID: within Recurly's
 * 50 characters of letters, digits, @ - _ .), so nothing maps one to the other; paths name it
 * `code-<code>`.
 */
export function gatewayAccountId(tveUserId: string): string {
  return `code-${tveUserId}`;
}

/** The call's answer, or null when the gateway has no such thing (404 not_found). */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (gatewayErrorOf(error)?.type === 'not_found') return null;
    throw error;
  }
}

/** Every page of a list, for the few short lists an account has (subscriptions, transactions). */
async function all<T>(pager: { each(): AsyncIterable<T> }): Promise<T[]> {
  const items: T[] = [];
  for await (const item of pager.each()) items.push(item);
  return items;
}

export function createBillingAccounts(client: Client) {
  return {
    /** The account's subscriptions, newest first (none when it has no gateway account). */
    async subscriptions(tveUserId: string): Promise<Subscription[]> {
      return (await orNull(all(client.listAccountSubscriptions(gatewayAccountId(tveUserId), { params: { sort: 'created_at', order: 'desc' } })))) ?? [];
    },

    /** The subscription that gives access now, when only that is needed (one item asked for). */
    async liveSubscription(tveUserId: string): Promise<Subscription | null> {
      const live = await orNull(client.listAccountSubscriptions(gatewayAccountId(tveUserId), { params: { state: 'live' } }).first());
      return live ?? null;
    },

    /** The account itself: its has_past_due_invoice says whether it is in its dunning period. */
    async account(tveUserId: string): Promise<Account | null> {
      return orNull(client.getAccount(gatewayAccountId(tveUserId)));
    },

    /** The account's past-due invoice (a renewal being retried), newest first; null when none. */
    async pastDueInvoice(tveUserId: string): Promise<Invoice | null> {
      for await (const invoice of client.listAccountInvoices(gatewayAccountId(tveUserId), { params: { sort: 'created_at', order: 'desc' } }).each()) {
        if (invoice.state === 'past_due') return invoice;
      }
      return null;
    },

    async billingInfo(tveUserId: string): Promise<BillingInfo | null> {
      return orNull(client.getBillingInfo(gatewayAccountId(tveUserId)));
    },

    async transactions(tveUserId: string): Promise<GatewayTransaction[]> {
      return (await orNull(all(client.listAccountTransactions(gatewayAccountId(tveUserId), { params: { sort: 'created_at', order: 'desc' } })))) ?? [];
    },

    /** The account's credit, in cents (gift cards redeemed and not yet spent). */
    async creditInCents(tveUserId: string): Promise<number> {
      const balance = await orNull(client.getAccountBalance(gatewayAccountId(tveUserId)));
      const usd = balance?.balances?.find((entry) => entry.currency === 'USD');
      // Recurly's balance is what the account owes: credit shows as a negative amount.
      return Math.max(0, Math.round(-(usd?.amount ?? 0) * 100));
    },

    /** A coupon by its code, with the plans file's new-subscribers rule; null when the gateway has none. */
    async coupon(code: string, plans: PlansFile): Promise<Coupon | null> {
      const coupon = await orNull(client.getCoupon(`code-${code}`));
      return coupon ? couponOf(coupon, plans) : null;
    },
  };
}
export type BillingAccounts = ReturnType<typeof createBillingAccounts>;

/** A gateway coupon in the contracts' shape. A coupon the gateway no longer redeems counts as expired then. */
export function couponOf(coupon: GatewayCoupon, plans: PlansFile): Coupon {
  const code = coupon.code ?? '';
  const expiry = coupon.expiredAt ?? coupon.redeemBy ?? null;
  return {
    code,
    name: coupon.name ?? code,
    percentOff: coupon.discount?.percent ?? 0,
    plans: coupon.appliesToAllPlans ? plans.plans.map((plan) => plan.code) : (coupon.plans ?? []).flatMap((plan) => (plan.code ? [plan.code] : [])),
    newSubscribersOnly: plans.coupons.find((entry) => entry.code === code)?.newSubscribersOnly ?? false,
    expiresAt: coupon.state === 'expired' && !expiry ? 0 : (expiry?.getTime() ?? null),
  };
}

/** Recurly's "live" states: a subscription that gives access now (canceled ones until their term ends). */
const LIVE_STATES = new Set(['active', 'canceled', 'future', 'paused']);

/** The live subscription among an account's, newest first: what the `state=live` filter would give, without asking again. */
export function liveOf(subscriptions: readonly Subscription[]): Subscription | null {
  return subscriptions.find((subscription) => LIVE_STATES.has(subscription.state ?? '')) ?? null;
}

/** Whether the account has ever subscribed: on our record (a seeded or partner history) or at the gateway. */
export function hasPurchasedBefore(user: Pick<User, 'bi'>, subscriptions: readonly Subscription[]): boolean {
  return user.bi.subscriptionStatus !== null || subscriptions.length > 0;
}

/** A billing info's method as the spec names them. */
export function paymentMethodOf(info: BillingInfo | null): PaymentMethod | null {
  const kind = info?.paymentMethod?.object;
  if (kind === 'credit_card') return 'Card';
  if (kind === 'paypal_billing_agreement') return 'PayPal';
  return null;
}

/** A billing info's payment method in the spec's card format (section 9): `VISA X-1111 EXP 12/2030`, else the method, else 'None'. */
export function billingInfoDisplay(info: BillingInfo | null): string {
  const method = info?.paymentMethod ?? null;
  return paymentMethodDisplay({
    paymentMethod: paymentMethodOf(info),
    cardType: method?.cardType ?? null,
    lastFourDigits: method?.lastFour ?? null,
    month: method?.expMonth ?? null,
    year: method?.expYear ?? null,
  });
}

/** Saved payment details (GET user/subscription/bacon) from the gateway's billing info and subscription. */
export function savedPaymentOf(tveUserId: string, info: BillingInfo | null, live: Subscription | null, summary: string | null, hasPurchased: boolean): SavedPayment {
  const method = info?.paymentMethod ?? null;
  return {
    accountCode: tveUserId,
    productCode: live?.plan?.code ?? null,
    paymentMethod: paymentMethodOf(info),
    cardType: method?.cardType ?? null,
    lastFourDigits: method?.lastFour ?? null,
    year: method?.expYear ?? null,
    month: method?.expMonth ?? null,
    subscriptionPlanSummary: summary,
    autoRenew: live?.autoRenew ?? false,
    hasPurchased,
  };
}
