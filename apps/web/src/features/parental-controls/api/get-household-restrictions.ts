import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseholdRestrictions } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parentalControlsKeys } from './parental-controls-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET user/pc/all: the signed-in account's restrictions and its household's sub profiles'. */
export async function getHouseholdRestrictions(): Promise<HouseholdRestrictions> {
  return parseAnswer(api.get('user/pc/all'), import('@stat/contracts/parental-controls-schemas'), (s) => s.householdRestrictionsSchema);
}

// Settings shows a failure in its section, with a retry, rather than the generic modal.
export const householdRestrictionsQuery = () =>
  queryOptions({ queryKey: parentalControlsKeys.household(), queryFn: getHouseholdRestrictions, meta: { errorShownInPlace: true } });

export function useHouseholdRestrictions() {
  return useQuery(householdRestrictionsQuery());
}
