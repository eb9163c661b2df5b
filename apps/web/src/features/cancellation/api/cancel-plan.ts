import { useMutation } from '@tanstack/react-query';
import { cancelPlanSchema } from '@stat/contracts';
import type { CancelPlan, CancelPlanRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';

/** DELETE user/plan with the reasons picked and the intent's Idempotency-Key (waited for while in flight): canceled at the term's end. */
export async function cancelPlan(request: CancelPlanRequest, idempotencyKey: string): Promise<CancelPlan> {
  return cancelPlanSchema.parse(await whileInFlight(() => api.delete('user/plan', request, { headers: { 'Idempotency-Key': idempotencyKey } })));
}

export function useCancelPlan() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CancelPlanRequest; idempotencyKey: string }) => asResult(cancelPlan(request, idempotencyKey)),
  });
}
