import { useMutation } from '@tanstack/react-query';
import { giftCardRedemptionSchema } from '@stat/contracts';
import type { GiftCardRedeemRequest, GiftCardRedemption } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';

/** POST giftcard/redeem with the intent's Idempotency-Key (a money call), waiting out a first request still running (lib/idempotent-call.ts). */
export function redeemGiftCard(request: GiftCardRedeemRequest, idempotencyKey: string): Promise<GiftCardRedemption> {
  return whileInFlight(async () => giftCardRedemptionSchema.parse(await api.post('giftcard/redeem', request, { headers: { 'Idempotency-Key': idempotencyKey } })));
}

/** The redemption; a refusal is a result, shown by the form. */
export function useRedeemGiftCard() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: GiftCardRedeemRequest; idempotencyKey: string }) => asResult(redeemGiftCard(request, idempotencyKey)),
  });
}
