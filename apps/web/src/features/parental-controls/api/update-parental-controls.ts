import { useMutation, useQueryClient } from '@tanstack/react-query';
import { viewerRestrictionsSchema } from '@stat/contracts';
import type { ParentalControlsPayload, ViewerRestrictions } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parentalControlsKeys } from './parental-controls-queries.ts';

/** PUT user/pc: sets the signed-in primary account's restrictions (and its sub accounts' defaults). */
export async function updateParentalControls(payload: ParentalControlsPayload): Promise<ViewerRestrictions> {
  return viewerRestrictionsSchema.parse(await api.put('user/pc', payload));
}

export function useUpdateParentalControls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateParentalControls,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentalControlsKeys.all }),
  });
}
