import type { CardBehaviour, GatewayToken } from '../gateway-token.ts';
import type { BillingInfoFields } from './accounts-repository.ts';
import type { ChargeResult } from './purchases-repository.ts';
import type { TransactionErrorDetails } from './recurly-error.ts';

/*
 * How the gateway's test payment methods answer a charge: the card's behaviour, read from its
 * number when it was tokenised (the README's test cards). Messages are Recurly's for its
 * `approved` and `declined` codes (developers.recurly.com, "API Transaction Errors").
 */

export const APPROVED: ChargeResult = { status: 'success', statusCode: 'approved', statusMessage: 'Approved', customerMessage: 'Approved' };

const DECLINED = {
  code: 'declined',
  category: 'soft',
  customerMessage: 'Your transaction was declined. Please use a different card or contact your bank.',
  merchantAdvice: "The customer's bank has declined their card. The customer will need to contact their bank to learn the cause.",
} as const;

/**
 * A charge made now (a purchase, a trial's verification, a billing info's). The renewal-decline
 * card approves now: it declines at renewals (`chargeAtRenewal`).
 */
export function chargeNow(behaviour: CardBehaviour): ChargeResult {
  return behaviour === 'decline'
    ? { status: 'declined', statusCode: DECLINED.code, statusMessage: DECLINED.merchantAdvice, customerMessage: DECLINED.customerMessage }
    : APPROVED;
}

/**
 * A charge made later, at a renewal or a dunning retry: the renewal-decline card, which approved
 * the purchase, now declines, as the decline card always does.
 */
export function chargeAtRenewal(behaviour: CardBehaviour): ChargeResult {
  return chargeNow(behaviour === 'decline_at_renewal' ? 'decline' : behaviour);
}

/** A declined transaction's details, as Recurly's `transaction` error carries them. */
export function declineDetails(transactionId: string): TransactionErrorDetails {
  return {
    object: 'transaction_error',
    transaction_id: transactionId,
    category: DECLINED.category,
    code: DECLINED.code,
    decline_code: 'generic_decline',
    message: DECLINED.customerMessage,
    merchant_advice: DECLINED.merchantAdvice,
  };
}

/** What billing info keeps of a token: a card's brand, last four and expiry (never its first six), or the PayPal agreement. */
export function billingFieldsOf(token: GatewayToken): BillingInfoFields {
  const person = { firstName: token.firstName, lastName: token.lastName, postalCode: token.postalCode, behaviour: token.behaviour };
  if (token.kind === 'paypal') {
    return { paymentType: 'paypal_billing_agreement', cardType: null, lastFour: null, expMonth: null, expYear: null, billingAgreementId: token.billingAgreementId, ...person };
  }
  return {
    paymentType: 'credit_card',
    cardType: token.cardType,
    lastFour: token.lastFour,
    expMonth: token.expMonth,
    expYear: token.expYear,
    billingAgreementId: null,
    ...person,
  };
}
