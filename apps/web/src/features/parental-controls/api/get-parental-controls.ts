import { queryOptions, useQuery } from '@tanstack/react-query';
import { householdRestrictionsSchema, viewerRestrictionsSchema } from '@stat/contracts';
import type { HouseholdRestrictions, ViewerRestrictions } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parentalControlsKeys } from './parental-controls-queries.ts';

/** GET user/pc: the signed-in profile's viewing restrictions. */
export async function getParentalControls(): Promise<ViewerRestrictions> {
  return viewerRestrictionsSchema.parse(await api.get('user/pc'));
}

/** GET user/pc/all: the primary account's restrictions and those of its household's sub profiles. */
export async function getHouseholdParentalControls(): Promise<HouseholdRestrictions> {
  return householdRestrictionsSchema.parse(await api.get('user/pc/all'));
}

export const parentalControlsQuery = () =>
  queryOptions({ queryKey: parentalControlsKeys.mine(), queryFn: getParentalControls });

export const householdParentalControlsQuery = () =>
  queryOptions({ queryKey: parentalControlsKeys.household(), queryFn: getHouseholdParentalControls });

export function useParentalControls() {
  return useQuery(parentalControlsQuery());
}

export function useHouseholdParentalControls() {
  return useQuery(householdParentalControlsQuery());
}
