import { useMutation } from '@tanstack/react-query';
import type { ParentalControlsPayload, ViewerRestrictions } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** PUT user/pc: sets the signed-in primary account's restrictions (and its sub accounts' defaults). */
export async function updateParentalControls(payload: ParentalControlsPayload): Promise<ViewerRestrictions> {
  return parseAnswer(api.put('user/pc', payload), import('@stat/contracts/parental-controls-schemas'), (s) => s.viewerRestrictionsSchema);
}

/** The save; what depends on the restrictions is refreshed by the form's `onSaved` (app/session/entitlement.ts). */
export function useUpdateParentalControls() {
  return useMutation({ mutationFn: updateParentalControls });
}
