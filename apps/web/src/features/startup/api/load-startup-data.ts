import type { QueryClient } from '@tanstack/react-query';
import { dictionaryQuery } from './get-dictionary.ts';
import { nowQuery } from './get-now.ts';
import { userQuery } from './get-user.ts';

/** Fetches now, user and dictionary together into the cache; rejects with the first failure. */
export async function loadStartupData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(nowQuery()),
    queryClient.fetchQuery(userQuery()),
    queryClient.fetchQuery(dictionaryQuery()),
  ]);
}
