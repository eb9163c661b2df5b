import type { MsoId } from '@stat/contracts';

/** Query keys of the providers' data, general to specific. Public data: it outlives a sign-out. */
export const providerDataKeys = {
  all: ['providerData'] as const,
  detail: (id: MsoId | null) => [...providerDataKeys.all, id] as const,
};
