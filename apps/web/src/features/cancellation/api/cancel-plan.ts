import { useMutation } from '@tanstack/react-query';
import type { CancelPlan, CancelPlanRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** DELETE user/plan with the reasons picked and the intent's Idempotency-Key (waited for while in flight): canceled at the term's end. */
export async function cancelPlan(request: CancelPlanRequest, idempotencyKey: string): Promise<CancelPlan> {
  return parseAnswer(
    whileInFlight(() => api.delete('user/plan', request, { headers: { 'Idempotency-Key': idempotencyKey } })),
    import('@stat/contracts/cancellation-schemas'),
    (s) => s.cancelPlanSchema,
  );
}

export function useCancelPlan() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: CancelPlanRequest; idempotencyKey: string }) => asResult(cancelPlan(request, idempotencyKey)),
  });
}
