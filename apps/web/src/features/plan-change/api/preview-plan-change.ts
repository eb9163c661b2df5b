import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanChangePreview, PlanChangeRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { planChangeKeys } from './plan-change-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/plan/preview: now (what is charged today) or at the term's end (when); nothing changes. */
export async function previewPlanChange(request: PlanChangeRequest): Promise<PlanChangePreview> {
  return parseAnswer(api.post('user/plan/preview', request), import('@stat/contracts/plan-change-schemas'), (s) => s.planChangePreviewSchema);
}

/** The preview as a result, so a refusal is shown on the review step rather than as the generic modal. */
export const planChangePreviewQuery = (request: PlanChangeRequest) =>
  queryOptions({ queryKey: planChangeKeys.preview(request), queryFn: () => asResult(previewPlanChange(request)), staleTime: 0 });

export function usePlanChangePreview(request: PlanChangeRequest) {
  return useQuery(planChangePreviewQuery(request));
}
