import type { FastifyReply } from 'fastify';
import type { Subscription } from 'recurly';
import { apiErrorResponseSchema, CANCELLATION_ERROR_CODES, PLAN_CHANGE_ERROR_CODES, PLAN_CHANGE_MESSAGES, type User } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { liveOf, type BillingAccounts } from './billing-account.ts';
import { changeEligibility, type ChangeEligibility } from './plan-change-rules.ts';

const M = PLAN_CHANGE_MESSAGES;

/** The refusals of every call that changes a subscription's plan or price (changeEligibility), as responses to declare. */
export const changeRefusalResponses = {
  403: apiErrorResponseSchema.describe('Billed by someone else (error.subscription.billedElsewhere), or not a same-origin call (CSRF)'),
  404: apiErrorResponseSchema.describe('No subscription at our gateway: error.subscription.notFound'),
  503: apiErrorResponseSchema.describe('The payment gateway could not be reached: error.payment.unavailable (nothing changed)'),
};

const REFUSALS: Record<Exclude<ChangeEligibility, 'eligible'>, { status: number; code: string; body: string }> = {
  noSubscription: { status: 404, code: CANCELLATION_ERROR_CODES.noSubscription, body: M.noSubscription },
  billedElsewhere: { status: 403, code: CANCELLATION_ERROR_CODES.billedElsewhere, body: M.billedElsewhere },
  canceling: { status: 409, code: PLAN_CHANGE_ERROR_CODES.canceling, body: M.canceling },
};

/**
 * The viewer's own live subscription when they may change it (the one rule, changeEligibility);
 * otherwise the refusal is sent and null answered.
 */
export async function changeableSubscription(accounts: BillingAccounts, user: User, reply: FastifyReply): Promise<(Subscription & { id: string }) | null> {
  const live = liveOf(await accounts.subscriptions(user.tveUserId));
  const eligibility = changeEligibility(live, user);
  if (eligibility === 'eligible') return live as Subscription & { id: string };
  const { status, code, body } = REFUSALS[eligibility];
  sendApiError(reply, status, { code, body });
  return null;
}

/** The Idempotency-Key passed on to the gateway (the client takes request options last). */
export const gatewayRequestOptions = (key: string | null): { headers: Record<string, string> } => ({ headers: key ? { 'Idempotency-Key': key } : {} });
