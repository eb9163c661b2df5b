import { useMutation } from '@tanstack/react-query';
import { cancellationOfferSchema } from '@stat/contracts';
import type { CancellationOffer, CancellationOfferRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';

/** POST user/cancellationoffer: the one retention offer taken instead of canceling. */
export async function takeCancellationOffer(request: CancellationOfferRequest, idempotencyKey: string): Promise<CancellationOffer> {
  return cancellationOfferSchema.parse(await whileInFlight(() => api.post('user/cancellationoffer', request, { headers: { 'Idempotency-Key': idempotencyKey } })));
}

export function useTakeCancellationOffer() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CancellationOfferRequest; idempotencyKey: string }) => asResult(takeCancellationOffer(request, idempotencyKey)),
  });
}
