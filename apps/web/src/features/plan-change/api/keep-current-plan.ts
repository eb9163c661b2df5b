import { useMutation } from '@tanstack/react-query';
import type { PendingPlanRemoved } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** DELETE user/plan/pending: "Keep my current plan", the pending change removed. */
export async function keepCurrentPlan(idempotencyKey: string): Promise<PendingPlanRemoved> {
  return parseAnswer(
    whileInFlight(() => api.delete('user/plan/pending', undefined, { headers: { 'Idempotency-Key': idempotencyKey } })),
    import('@stat/contracts/plan-change-schemas'),
    (s) => s.pendingPlanRemovedSchema,
  );
}

export function useKeepCurrentPlan() {
  return useMutation({ mutationFn: (idempotencyKey: string) => asResult(keepCurrentPlan(idempotencyKey)) });
}
