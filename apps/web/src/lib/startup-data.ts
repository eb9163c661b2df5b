import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ERROR_CODES, visitorState } from '@stat/contracts';
import type { ApiError, Dictionary, Now, User, VisitorState } from '@stat/contracts';
import { api } from './api-client.ts';

/** GET user, with the signed-out answer turned into `null` (streaming spec section 8). */
export async function fetchUser(): Promise<User | null> {
  try {
    return await api.get<User>('user');
  } catch (error) {
    if ((error as ApiError | undefined)?.code === ERROR_CODES.sessionLoggedOut) return null;
    throw error;
  }
}

/** Query factory for the start-up data: current state, user and dictionary. */
export const startupQueries = {
  now: () => queryOptions({ queryKey: ['now'], queryFn: () => api.get<Now>('now'), staleTime: Infinity }),
  // The user is refetched when the window regains focus after a minute, so a session that
  // ended elsewhere is noticed (signed-out detection).
  user: () => queryOptions({ queryKey: ['user'], queryFn: fetchUser, staleTime: 60_000 }),
  dictionary: () =>
    queryOptions({ queryKey: ['dictionary'], queryFn: () => api.get<Dictionary>('dictionary'), staleTime: Infinity }),
};

/** Fetches now, user and dictionary together into the cache; rejects with the first failure. */
export async function loadStartupData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(startupQueries.now()),
    queryClient.fetchQuery(startupQueries.user()),
    queryClient.fetchQuery(startupQueries.dictionary()),
  ]);
}

/** The signed-in user, or null when signed out. The cache holds it before the app mounts. */
export function useUser(): User | null {
  return useSuspenseQuery(startupQueries.user()).data;
}

export function useDictionary(): Dictionary {
  return useSuspenseQuery(startupQueries.dictionary()).data;
}

export function useNow(): Now {
  return useSuspenseQuery(startupQueries.now()).data;
}

export function useVisitorState(): VisitorState {
  return visitorState(useUser());
}
