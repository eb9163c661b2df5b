import { useMutation } from '@tanstack/react-query';
import type { GiftCardRedeemRequest, GiftCardRedemption } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST giftcard/redeem with the intent's Idempotency-Key (a money call), waiting out a first request still running (lib/idempotent-call.ts). */
export function redeemGiftCard(request: GiftCardRedeemRequest, idempotencyKey: string): Promise<GiftCardRedemption> {
  return whileInFlight(async () => parseAnswer(
    api.post('giftcard/redeem', request, { headers: { 'Idempotency-Key': idempotencyKey } }),
    import('@stat/contracts/gift-cards-schemas'),
    (s) => s.giftCardRedemptionSchema,
  ));
}

/** The redemption; a refusal is a result, shown by the form. */
export function useRedeemGiftCard() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: GiftCardRedeemRequest; idempotencyKey: string }) => asResult(redeemGiftCard(request, idempotencyKey)),
  });
}
