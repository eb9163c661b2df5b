import { z } from 'zod';
import { dictionarySchema, nowSchema, STARTUP_DATA_ELEMENT_ID, userSchema } from '@stat/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { dictionaryQuery } from './get-dictionary.ts';
import { nowQuery } from './get-now.ts';
import { userQuery } from './get-user.ts';

// The same schemas as the fetchers': zod is in the entry for them already, so checking the
// embedded copy costs no bytes, and a stale or broken block falls back to fetching.
const startupDataSchema = z.object({ now: nowSchema, user: userSchema.nullable(), dictionary: dictionarySchema });
export type StartupData = z.infer<typeof startupDataSchema>;

/** The start-up data the server embedded in the document, or null when absent or unusable. */
function readEmbeddedStartupData(doc: Document = document): StartupData | null {
  const block = doc.getElementById(STARTUP_DATA_ELEMENT_ID);
  if (!block?.textContent) return null;
  // Read once: a later read (a re-run start-up) must fetch fresh data, not reuse this.
  block.remove();
  try {
    const parsed = startupDataSchema.safeParse(JSON.parse(block.textContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Puts the start-up data in the cache: the browser's from the document, the server's as it renders one. */
export function seedStartupQueries(queryClient: QueryClient, data: StartupData): void {
  queryClient.setQueryData(nowQuery().queryKey, data.now);
  queryClient.setQueryData(userQuery().queryKey, data.user);
  queryClient.setQueryData(dictionaryQuery().queryKey, data.dictionary);
}

/** Whether the document carries the start-up data (read or not yet). */
export function hasEmbeddedStartupData(doc: Document = document): boolean {
  return doc.getElementById(STARTUP_DATA_ELEMENT_ID) !== null;
}

/** Seeds the start-up queries from the embedded data; false when there is none to use. */
export function seedStartupData(queryClient: QueryClient, doc: Document = document): boolean {
  const data = readEmbeddedStartupData(doc);
  if (!data) return false;
  seedStartupQueries(queryClient, data);
  return true;
}
