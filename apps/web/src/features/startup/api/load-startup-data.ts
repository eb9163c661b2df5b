import type { QueryClient } from '@tanstack/react-query';
import { seedStartupData } from './embedded-startup-data.ts';
import { dictionaryQuery } from './get-dictionary.ts';
import { nowQuery } from './get-now.ts';
import { userQuery } from './get-user.ts';

/**
 * Puts now, user and dictionary in the cache: from the block the server embeds in the document,
 * else (no block, or one that does not parse) fetched together. Rejects with the first failure.
 */
export async function loadStartupData(queryClient: QueryClient, doc: Document = document): Promise<void> {
  seedStartupData(queryClient, doc);
  // Fresh seeded data is returned as is; anything missing is fetched.
  await Promise.all([
    queryClient.fetchQuery(nowQuery()),
    queryClient.fetchQuery(userQuery()),
    queryClient.fetchQuery(dictionaryQuery()),
  ]);
}
