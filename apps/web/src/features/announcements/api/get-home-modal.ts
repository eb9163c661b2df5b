import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOUR_MS } from '@stat/contracts';
import type { HomeScreenModal } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { announcementKeys } from './announcement-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/**
 * GET home-modal: the migration announcement, or null when there is none. A failure is also
 * null: the announcement is optional, and the query client would otherwise show every failed
 * query in the generic modal.
 */
export async function getHomeModal(): Promise<HomeScreenModal | null> {
  try {
    return (await parseAnswer(api.get('home-modal'), import('@stat/contracts/home-modal-schemas'), (s) => s.homeModalResponseSchema)).modal;
  } catch (error) {
    console.warn('Home modal unavailable', error);
    return null;
  }
}

// The operator changes the announcement rarely (the API caches it for minutes); once a session is enough.
export const homeModalQuery = () =>
  queryOptions({ queryKey: announcementKeys.homeModal(), queryFn: getHomeModal, staleTime: HOUR_MS });

/** The announcement; fetched only while `enabled` (the flag is on and it may show). */
export function useHomeModal(enabled: boolean): HomeScreenModal | null {
  return useQuery({ ...homeModalQuery(), enabled }).data ?? null;
}
