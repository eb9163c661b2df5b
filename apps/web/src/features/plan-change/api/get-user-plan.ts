import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPlan } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { planChangeKeys } from './plan-change-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/plan: the viewer's plan with its add-ons' statuses, and the pending plan (a change at the term's end). */
export async function getUserPlan(): Promise<UserPlan> {
  return parseAnswer(api.get('user/plan', { force: true }), import('@stat/contracts/billing-schemas'), (s) => s.userPlanSchema);
}

export const userPlanQuery = () => queryOptions({ queryKey: planChangeKeys.userPlan(), queryFn: getUserPlan });

export function useUserPlan() {
  return useQuery(userPlanQuery());
}
