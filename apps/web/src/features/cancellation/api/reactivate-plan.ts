import { useMutation } from '@tanstack/react-query';
import { reactivatePlanSchema } from '@stat/contracts';
import type { ReactivatePlan } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';

/** PUT user/plan/reactivate: a canceled subscription renews again, until its date. */
export async function reactivatePlan(idempotencyKey: string): Promise<ReactivatePlan> {
  return reactivatePlanSchema.parse(await whileInFlight(() => api.put('user/plan/reactivate', {}, { headers: { 'Idempotency-Key': idempotencyKey } })));
}

export function useReactivatePlan() {
  return useMutation({ mutationFn: (idempotencyKey: string) => asResult(reactivatePlan(idempotencyKey)) });
}
