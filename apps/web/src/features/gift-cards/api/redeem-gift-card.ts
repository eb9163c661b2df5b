import { useMutation } from '@tanstack/react-query';
import { ERROR_CODES, giftCardRedemptionSchema } from '@stat/contracts';
import type { GiftCardRedeemRequest, GiftCardRedemption } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { asResult } from '../../../lib/api-result.ts';

/** How often a redemption still running elsewhere (409 in flight) is waited for before giving up. */
const IN_FLIGHT_WAITS = 10;
const DEFAULT_RETRY_AFTER_SECONDS = 1;

const wait = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * POST giftcard/redeem with the intent's Idempotency-Key (a money call): while the first request
 * with the key still runs, wait as Retry-After says and ask again with the same key.
 */
export async function redeemGiftCard(request: GiftCardRedeemRequest, idempotencyKey: string): Promise<GiftCardRedemption> {
  for (let waits = 0; ; waits += 1) {
    try {
      return giftCardRedemptionSchema.parse(await api.post('giftcard/redeem', request, { headers: { 'Idempotency-Key': idempotencyKey } }));
    } catch (error) {
      const inFlight = error instanceof ApiError && error.code === ERROR_CODES.idempotencyInFlight;
      if (!inFlight || waits >= IN_FLIGHT_WAITS) throw error;
      await wait(error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS);
    }
  }
}

/** The redemption; a refusal is a result, shown by the form. */
export function useRedeemGiftCard() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: GiftCardRedeemRequest; idempotencyKey: string }) => asResult(redeemGiftCard(request, idempotencyKey)),
  });
}
