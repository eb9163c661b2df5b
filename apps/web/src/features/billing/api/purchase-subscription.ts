import { useMutation } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ERROR_CODES, purchaseSchema } from '@stat/contracts';
import type { Purchase, PurchaseRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { asResult } from '../../../lib/api-result.ts';
import { savedPaymentQuery } from './get-saved-payment.ts';
import { subscriptionDetailsQuery } from './get-subscription-details.ts';

/** How often a purchase still running elsewhere (409 in flight) is waited for before giving up. */
const IN_FLIGHT_WAITS = 10;
/** The wait when the server says the first request is still running but not for how long. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

const wait = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * POST user/subscription/bacon with the intent's Idempotency-Key. While the first request with
 * the key still runs (a second tab, a retry after a lost answer) the server answers 409: wait as
 * its Retry-After says and ask again with the same key, which then replays the one answer.
 */
export async function purchaseSubscription(request: PurchaseRequest, idempotencyKey: string): Promise<Purchase> {
  for (let waits = 0; ; waits += 1) {
    try {
      return purchaseSchema.parse(await api.post('user/subscription/bacon', request, { headers: { 'Idempotency-Key': idempotencyKey } }));
    } catch (error) {
      const inFlight = error instanceof ApiError && error.code === ERROR_CODES.idempotencyInFlight;
      if (!inFlight || waits >= IN_FLIGHT_WAITS) throw error;
      await wait(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
    }
  }
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
