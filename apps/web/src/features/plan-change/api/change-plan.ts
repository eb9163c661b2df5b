import { useMutation } from '@tanstack/react-query';
import type { PlanChange, PlanChangeRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** PUT user/plan with the intent's Idempotency-Key: now and prorated, or the pending plan at the term's end. */
export async function changePlan(request: PlanChangeRequest, idempotencyKey: string): Promise<PlanChange> {
  return parseAnswer(
    whileInFlight(() => api.put('user/plan', request, { headers: { 'Idempotency-Key': idempotencyKey } })),
    import('@stat/contracts/plan-change-schemas'),
    (s) => s.planChangeSchema,
  );
}

export function useChangePlan() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: PlanChangeRequest; idempotencyKey: string }) => asResult(changePlan(request, idempotencyKey)),
  });
}
