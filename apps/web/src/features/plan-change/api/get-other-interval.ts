import { useMutation } from '@tanstack/react-query';
import type { IntervalPlans, PlanChangeRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/availableplans/duration (the same body as PUT user/plan): the plan on the other interval, and the viewer's. */
export async function getOtherInterval(request: PlanChangeRequest): Promise<IntervalPlans> {
  return parseAnswer(
    api.post('user/availableplans/duration', request),
    import('@stat/contracts/plan-change-schemas'),
    (s) => s.intervalPlansSchema,
  );
}

/** Asked when the viewer presses the interval switch: a press, not a page's data. */
export function useOtherInterval() {
  return useMutation({ mutationFn: (request: PlanChangeRequest) => asResult(getOtherInterval(request)) });
}
