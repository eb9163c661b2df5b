import { useMutation } from '@tanstack/react-query';
import type { PpvPurchase, PpvPurchaseRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/ppv/bacon/purchase with the intent's Idempotency-Key, waiting out a first request still running (lib/idempotent-call.ts). */
export function purchasePpv(request: PpvPurchaseRequest, idempotencyKey: string): Promise<PpvPurchase> {
  return whileInFlight(async () => parseAnswer(
    api.post('user/ppv/bacon/purchase', request, { headers: { 'Idempotency-Key': idempotencyKey } }),
    import('@stat/contracts/ppv-purchase'),
    (s) => s.ppvPurchaseSchema,
  ));
}

/** The purchase; a refusal (a decline, already bought, not on sale) is a result, shown in the dialog. */
export function usePurchasePpv() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PpvPurchaseRequest; idempotencyKey: string }) => asResult(purchasePpv(request, idempotencyKey)),
  });
}
