import { useMutation } from '@tanstack/react-query';
import type { CancellationOffer, CancellationOfferRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/cancellationoffer: the one retention offer taken instead of canceling. */
export async function takeCancellationOffer(request: CancellationOfferRequest, idempotencyKey: string): Promise<CancellationOffer> {
  return parseAnswer(
    whileInFlight(() => api.post('user/cancellationoffer', request, { headers: { 'Idempotency-Key': idempotencyKey } })),
    import('@stat/contracts/cancellation-schemas'),
    (s) => s.cancellationOfferSchema,
  );
}

export function useTakeCancellationOffer() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CancellationOfferRequest; idempotencyKey: string }) => asResult(takeCancellationOffer(request, idempotencyKey)),
  });
}
