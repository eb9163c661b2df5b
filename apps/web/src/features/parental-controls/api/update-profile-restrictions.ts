import { useMutation } from '@tanstack/react-query';
import type { ParentalControlsPayload, ViewerRestrictions } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { updateParentalControls } from './update-parental-controls.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** PUT user/pc/{tveUserId}: the signed-in primary sets a sub profile of its household. */
export async function updateSubRestrictions(tveUserId: string, payload: ParentalControlsPayload): Promise<ViewerRestrictions> {
  return parseAnswer(
    api.put(`user/pc/${encodeURIComponent(tveUserId)}`, payload),
    import('@stat/contracts/parental-controls-schemas'),
    (s) => s.profileRestrictionsSchema,
  );
}

export interface ProfileRestrictionsChange {
  /** The signed-in account's own limits (PUT user/pc), or a sub profile's (PUT user/pc/{tveUserId}). */
  profile: { own: true } | { own: false; tveUserId: string };
  payload: ParentalControlsPayload;
}

/** Settings' save of one profile's limits; its failure is shown in the profile's form, not the generic modal. */
export function useUpdateProfileRestrictions() {
  return useMutation({
    mutationFn: ({ profile, payload }: ProfileRestrictionsChange) =>
      profile.own ? updateParentalControls(payload) : updateSubRestrictions(profile.tveUserId, payload),
    meta: { errorShownInPlace: true },
  });
}
