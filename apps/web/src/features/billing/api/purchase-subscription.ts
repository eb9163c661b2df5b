import { useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Purchase, PurchaseRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { savedPaymentQuery } from './get-saved-payment.ts';
import { subscriptionDetailsQuery } from './get-subscription-details.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/subscription/bacon with the intent's Idempotency-Key, waiting out a first request still running (lib/idempotent-call.ts). */
export function purchaseSubscription(request: PurchaseRequest, idempotencyKey: string): Promise<Purchase> {
  return whileInFlight(async () => parseAnswer(
    api.post('user/subscription/bacon', request, { headers: { 'Idempotency-Key': idempotencyKey } }),
    import('@stat/contracts/billing-schemas'),
    (s) => s.purchaseSchema,
  ));
}

/** The purchase; a refusal (a decline, a wrong password) is a result, shown on its step. */
export function usePurchaseSubscription() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PurchaseRequest; idempotencyKey: string }) =>
      asResult(purchaseSubscription(request, idempotencyKey)),
  });
}

/**
 * After a purchase (streaming spec section 4): saved payment and subscription details fetched
 * again, past every cache: fresh requests, not shared with any sent before the purchase.
 */
export async function refreshPaymentAndSubscription(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery({ ...savedPaymentQuery(), staleTime: 0 }),
    queryClient.fetchQuery({ ...subscriptionDetailsQuery(), staleTime: 0 }),
  ]);
}
