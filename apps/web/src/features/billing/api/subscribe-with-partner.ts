import { useMutation } from '@tanstack/react-query';
import type { PartnerId, PartnerSubscription, PartnerSubscriptionRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/subscription/{partnerId} with the partner's code, once per Idempotency-Key. */
export async function subscribeWithPartner(partnerId: PartnerId, request: PartnerSubscriptionRequest, idempotencyKey: string): Promise<PartnerSubscription> {
  return parseAnswer(
    api.post(`user/subscription/${partnerId}`, request, { headers: { 'Idempotency-Key': idempotencyKey } }),
    import('@stat/contracts/partners-schemas'),
    (s) => s.partnerSubscriptionSchema,
  );
}

/** The subscription; a refusal is a result, shown on the page. */
export function useSubscribeWithPartner() {
  return useMutation({
    mutationFn: ({ partnerId, request, idempotencyKey }: { partnerId: PartnerId; request: PartnerSubscriptionRequest; idempotencyKey: string }) =>
      asResult(subscribeWithPartner(partnerId, request, idempotencyKey)),
  });
}
