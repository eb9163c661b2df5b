import type { PlanChangeRequest } from '@stat/contracts';

/** Query keys of the plan change (ott), general to specific; the viewer's, gone with sign-out. */
export const planChangeKeys = {
  all: ['planChange'] as const,
  userPlan: () => [...planChangeKeys.all, 'userPlan'] as const,
  preview: (request: PlanChangeRequest) => [...planChangeKeys.all, 'preview', request] as const,
};
