import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusAllClear, StatusIncidentId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { statusKeys } from './status-queries.ts';

/** DELETE user/status/all-clear/{id}: the viewer closes an all-clear notice. */
export function dismissAllClear(id: StatusIncidentId): Promise<void> {
  return api.delete(`user/status/all-clear/${id}`);
}

/**
 * Dismisses a notice at once (it goes as the button is pressed); the notices are asked for again
 * after, so a failure brings it back, with no modal over the page.
 */
export function useDismissAllClear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAllClear,
    meta: { errorShownInPlace: true },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: statusKeys.allClears() });
      queryClient.setQueriesData<StatusAllClear>({ queryKey: statusKeys.allClears() }, (data) => data && { incidents: data.incidents.filter((incident) => incident.id !== id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKeys.allClears() }),
  });
}
