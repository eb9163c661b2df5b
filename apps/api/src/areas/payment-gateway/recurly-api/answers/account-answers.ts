import type { GatewayAccountRow, GatewayBillingInfoRow } from '../../../../db/gateway-schema.ts';
import { amount, CURRENCY } from '../money.ts';

/*
 * Accounts and billing info in Recurly's JSON (api.yaml: Account, AccountMini, BillingInfo,
 * PaymentMethod, AccountBalance). Fields the gateway has no use for answer null, as Recurly's do.
 */

/** The account's subscriptions and invoices, as Recurly's has_… flags summarise them. */
export interface AccountFlags {
  hasLiveSubscription: boolean;
  hasActiveSubscription: boolean;
  hasFutureSubscription: boolean;
  hasCanceledSubscription: boolean;
  hasPausedSubscription: boolean;
  hasPastDueInvoice: boolean;
}

/** What an AccountMini shows; a preview's new account has no id yet. */
export type AccountMiniSource = Pick<GatewayAccountRow, 'code' | 'email' | 'firstName' | 'lastName'> & { id: string | null };

export function accountMiniAnswer(account: AccountMiniSource) {
  return {
    id: account.id,
    object: 'account',
    code: account.code,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    company: null,
    parent_account_id: null,
    bill_to: 'self',
    dunning_campaign_id: null,
  };
}

/** The payment method as kept: a card's brand, last four and expiry, or a PayPal billing agreement. */
export function paymentMethodAnswer(method: Pick<GatewayBillingInfoRow, 'paymentType' | 'cardType' | 'lastFour' | 'expMonth' | 'expYear' | 'billingAgreementId'>) {
  if (method.paymentType === 'paypal_billing_agreement') {
    return { object: 'paypal_billing_agreement', billing_agreement_id: method.billingAgreementId };
  }
  return {
    object: 'credit_card',
    card_type: method.cardType,
    // Never kept: the gateway holds a card's brand, last four and expiry only.
    first_six: null,
    last_four: method.lastFour,
    last_two: method.lastFour!.slice(2),
    exp_month: method.expMonth,
    exp_year: method.expYear,
    gateway_token: null,
    gateway_code: null,
    funding_source: null,
  };
}

export function billingInfoAnswer(info: GatewayBillingInfoRow) {
  return {
    id: info.id,
    object: 'billing_info',
    account_id: info.accountId,
    first_name: info.firstName,
    last_name: info.lastName,
    company: null,
    address: { postal_code: info.postalCode, street1: null, street2: null, city: null, region: null, country: null, phone: null },
    vat_number: null,
    valid: true,
    payment_method: paymentMethodAnswer(info),
    fraud: null,
    primary_payment_method: true,
    backup_payment_method: false,
    created_at: info.createdAt.toISOString(),
    updated_at: info.updatedAt.toISOString(),
    updated_by: null,
  };
}

export function accountAnswer(account: GatewayAccountRow, flags: AccountFlags, billingInfo: GatewayBillingInfoRow | null) {
  return {
    ...accountMiniAnswer(account),
    state: account.state,
    username: null,
    preferred_locale: null,
    preferred_time_zone: null,
    cc_emails: null,
    vat_number: null,
    tax_exempt: false,
    address: null,
    billing_info: billingInfo ? billingInfoAnswer(billingInfo) : null,
    shipping_addresses: [],
    custom_fields: [],
    has_live_subscription: flags.hasLiveSubscription,
    has_active_subscription: flags.hasActiveSubscription,
    has_future_subscription: flags.hasFutureSubscription,
    has_canceled_subscription: flags.hasCanceledSubscription,
    has_paused_subscription: flags.hasPausedSubscription,
    has_past_due_invoice: flags.hasPastDueInvoice,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
    deleted_at: null,
  };
}

/** The account's balance: what it owes less its unspent credit (gift cards), one currency. */
export function accountBalanceAnswer(account: GatewayAccountRow, pastDue: boolean, owedCents: number, creditCents: number) {
  return {
    object: 'account_balance',
    account: accountMiniAnswer(account),
    past_due: pastDue,
    balances: [
      { currency: CURRENCY, amount: amount(owedCents - creditCents), processing_prepayment_amount: 0, available_credit_amount: amount(creditCents) },
    ],
  };
}
