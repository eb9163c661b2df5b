import type { StatusIncidentId } from '@stat/contracts';

/** Query keys of the service status, general to specific: the public status, and the viewer's all-clear notices. */
export const statusKeys = {
  all: ['status'] as const,
  status: () => [...statusKeys.all, 'current'] as const,
  allClears: () => [...statusKeys.all, 'all-clear'] as const,
  /** Keyed by the open incidents the page knows of: when one closes, the notices are asked for again. */
  allClear: (openIds: readonly StatusIncidentId[]) => [...statusKeys.allClears(), openIds.join(',')] as const,
};
