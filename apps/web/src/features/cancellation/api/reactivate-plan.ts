import { useMutation } from '@tanstack/react-query';
import type { ReactivatePlan } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** PUT user/plan/reactivate: a canceled subscription renews again, until its date. */
export async function reactivatePlan(idempotencyKey: string): Promise<ReactivatePlan> {
  return parseAnswer(
    whileInFlight(() => api.put('user/plan/reactivate', {}, { headers: { 'Idempotency-Key': idempotencyKey } })),
    import('@stat/contracts/cancellation-schemas'),
    (s) => s.reactivatePlanSchema,
  );
}

export function useReactivatePlan() {
  return useMutation({ mutationFn: (idempotencyKey: string) => asResult(reactivatePlan(idempotencyKey)) });
}
