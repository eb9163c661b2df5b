import { useMutation } from '@tanstack/react-query';
import { viewerRestrictionsSchema } from '@stat/contracts';
import type { ParentalControlsPayload, ViewerRestrictions } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

/** PUT user/pc: sets the signed-in primary account's restrictions (and its sub accounts' defaults). */
export async function updateParentalControls(payload: ParentalControlsPayload): Promise<ViewerRestrictions> {
  return viewerRestrictionsSchema.parse(await api.put('user/pc', payload));
}

/** The save; what depends on the restrictions is refreshed by the form's `onSaved` (app/session/entitlement.ts). */
export function useUpdateParentalControls() {
  return useMutation({ mutationFn: updateParentalControls });
}
